import type { Request, RequestHandler } from "express";
import type { AppConfig } from "~/services/platform";
import { formTokenMatches } from "~/services/security/form-token.server";
import { readSmallForm } from "./buffered-body";
import { escapeHtml, renderPlainPage } from "./error-page";
import { routingPathOf } from "./routing-path";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Routing paths a POST reaches from outside any page of ours, so no Origin can vouch for it: the
 * RFC 8058 one-click unsubscribe, which a mailbox provider posts from its servers without cookies.
 * Its signed token alone decides (checked by the route before anything else), so another site
 * posting it can only do what the token's owner asked.
 */
const TOKEN_ONLY_POSTS = new Set(["/unsubscribe/one-click"]);
/** Distinct refusals remembered for logging once each; bounded so a flood cannot grow it. */
const LOGGED_LIMIT = 1000;

/** The origin the browser addressed: scheme (from X-Forwarded-Proto only when the proxy is trusted) and Host. */
export function addressedOrigin(req: Request): string | null {
  const host = req.get("host");
  if (!host) return null;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

export type OriginVerdict = { allowed: true } | { allowed: false; origin: string | undefined; reason: "cross-site" | "unknown-origin" | "no-origin" };

/**
 * A state-changing request is accepted when the browser says it comes from the origin it was
 * addressed to, or from the configured SITE_URL. A request from another site is refused; one with
 * neither Origin nor Sec-Fetch-Site ("no-origin": text browsers, old clients) only with a form token
 * (see requireSameOrigin).
 */
export function judgeOrigin(req: Request, siteOrigin: string): OriginVerdict {
  const fetchSite = req.get("sec-fetch-site");
  const origin = req.get("origin");
  if (fetchSite !== undefined && fetchSite !== "same-origin") return { allowed: false, origin, reason: "cross-site" };
  if (origin === undefined) return fetchSite === "same-origin" ? { allowed: true } : { allowed: false, origin, reason: "no-origin" };
  if (origin === siteOrigin || origin === addressedOrigin(req)) return { allowed: true };
  return { allowed: false, origin, reason: "unknown-origin" };
}

function refusalExplanation(verdict: OriginVerdict & { allowed: false }, siteOrigin: string): string {
  // For a client that sends no Origin, reloading the form's page gives it a fresh form token.
  if (verdict.reason !== "unknown-origin") return "<p>Forms can only be sent from this site's own pages. Go back, reload the page and try again.</p>";
  const origin = escapeHtml(verdict.origin ?? "");
  return `<p>This form was sent from <code>${origin}</code>, but the server accepts forms only from the address it was reached at or from <code>${escapeHtml(siteOrigin)}</code>.</p>
<p>If <code>${origin}</code> is the site's public address, the operator should set <code>SITE_URL=${origin}</code> (and, behind a reverse proxy, trust that proxy so the server sees the original address), then restart.</p>
<p><a href="/">Back to the home page</a></p>`;
}

type GuardConfig = Pick<AppConfig, "SITE_URL" | "SITE_NAME" | "isHttps" | "sessionSecret">;

/**
 * Cross-site request forgery guard for every state-changing request (see judgeOrigin). A request
 * that says nothing of where it comes from is accepted when it is a small urlencoded form whose
 * form token matches its signed token cookie (a signed double submit, decision 050): another site
 * can neither read the token nor plant the cookie. Its body is then kept for the route.
 */
export function requireSameOrigin(config: GuardConfig): RequestHandler {
  const siteOrigin = new URL(config.SITE_URL).origin;
  const siteName = config.SITE_NAME;
  const logged = new Set<string>();
  const tokenVouches = async (req: Request) => {
    const form = await readSmallForm(req);
    return form !== null && (await formTokenMatches(config, req.headers.cookie, form));
  };
  return async (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.method === "POST" && TOKEN_ONLY_POSTS.has(routingPathOf(req) ?? "")) return next();
    const verdict = judgeOrigin(req, siteOrigin);
    if (verdict.allowed) return next();
    if (verdict.reason === "no-origin" && (await tokenVouches(req))) return next();
    const key = `${verdict.reason} ${verdict.origin ?? ""}`;
    if (!logged.has(key) && logged.size < LOGGED_LIMIT) {
      logged.add(key);
      req.log.warn(
        { origin: verdict.origin, addressed: addressedOrigin(req), siteUrl: siteOrigin, reason: verdict.reason },
        verdict.reason === "unknown-origin"
          ? "form refused: its Origin is neither the address the request was sent to nor SITE_URL; set SITE_URL to the public address (logged once per origin)"
          : "cross-site request refused (logged once per kind)",
      );
    }
    res
      .status(403)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(renderPlainPage({ title: "Request not accepted", body: refusalExplanation(verdict, siteOrigin), siteName }));
  };
}
