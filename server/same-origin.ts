import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for every state-changing request: the browser must say the
 * request comes from our own origin (Sec-Fetch-Site or Origin, compared with SITE_URL).
 * Requests without either header (not sent by a browser) are refused too.
 */
export function requireSameOrigin(siteUrl: string): RequestHandler {
  const expected = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const sameOrigin = origin !== undefined ? origin === expected : fetchSite === "same-origin";
    const crossSite = fetchSite !== undefined && fetchSite !== "same-origin";
    if (sameOrigin && !crossSite) return next();
    req.log.warn({ origin, fetchSite, method: req.method, path: req.path }, "cross-origin request refused");
    res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Forbidden: cross-origin request");
  };
}
