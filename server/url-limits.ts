import type { RequestHandler } from "express";
import { hasControlCharacters } from "~/lib/core/control-characters";
import { renderPlainPage } from "./error-page";

/** Longest address accepted; every page and search of the site fits well within it. */
export const URL_LENGTH_LIMIT = 2048;

function decodesCleanly(part: string): boolean {
  try {
    return !hasControlCharacters(decodeURIComponent(part.replace(/\+/g, " ")));
  } catch {
    return false;
  }
}

/**
 * Refuses, before any route runs, an address that is too long (414) or whose path or query is not
 * valid percent-encoded UTF-8 or contains control characters such as NUL, or that is not a path
 * at all (400): nothing after this point has to handle them, and no query ever sees them.
 */
export function limitUrls(siteName: string): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl;
    if (url.length > URL_LENGTH_LIMIT) {
      res.status(414).set("Cache-Control", "no-store").type("html");
      res.send(renderPlainPage({ title: "Address too long", body: `<p>The address must be at most ${URL_LENGTH_LIMIT} characters.</p>`, siteName }));
      return;
    }
    const [path = "", query = ""] = url.split(/\?(.*)/s);
    const parts = [path, ...query.split("&")];
    // Only a path (origin-form): the absolute form "http://host/path" is for proxies, and the router would read it differently from the guards.
    if (!path.startsWith("/") || !parts.every(decodesCleanly)) {
      res.status(400).set("Cache-Control", "no-store").type("html");
      res.send(
        renderPlainPage({ title: "Bad address", body: "<p>The address is not valid: it has broken percent-encoding or a control character.</p>", siteName }),
      );
      return;
    }
    next();
  };
}
