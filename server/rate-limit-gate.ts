import { href } from "react-router";
import type { Request, RequestHandler } from "express";
import { addressKey, RATE_LIMITS, type RateLimitRule } from "~/lib/rate-limits/rate-limit-rules";
import type { Database } from "~/services/platform";
import { hitRateLimit } from "~/services/rate-limits";
import { matchesPathPattern, type PathPattern, pathPattern } from "~/lib/platform/path-pattern";
import { ANONYMOUS_FORM_ROUTES } from "./anonymous-forms";
import { renderPlainPage } from "./error-page";
import { RefusalMemo } from "./refusal-memo";
import { routingPathOf } from "./routing-path";

type GatedWrite = { rule: RateLimitRule; paths: PathPattern[]; refusal: string };

/** The methods that run an action; anything else never reaches one (see method-guard.ts). */
const ACTION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Anonymous writes limited per client address, answered here, before the body is read or a page
 * is rendered, so a refused request costs at most one statement. Matched on the routing path, so
 * every spelling that reaches the action (any case, encoded, with dots, a trailing slash or its
 * `.data` twin, which the hydrated admin app posts to) is counted.
 */
const GATED_WRITES: GatedWrite[] = [
  { rule: RATE_LIMITS.signInPerAddress, paths: [pathPattern(href("/svcs/team"))], refusal: "Too many sign-in attempts from your network." },
  { rule: RATE_LIMITS.beaconPerAddress, paths: [pathPattern("/api/beacon")], refusal: "Too many page views from your network." },
  {
    rule: RATE_LIMITS.anonymousFormPerAddress,
    paths: ANONYMOUS_FORM_ROUTES.map(pathPattern),
    refusal: "Too many form submissions from your network.",
  },
];

function gatedWriteFor(req: Request): GatedWrite | undefined {
  if (!ACTION_METHODS.has(req.method)) return undefined;
  const path = routingPathOf(req);
  return path === null ? undefined : GATED_WRITES.find((write) => write.paths.some((pattern) => matchesPathPattern(pattern, path)));
}

/** Per-address limits on anonymous writes, shared by instances through the database. */
export function rateLimitGate(database: Database, siteName: string): RequestHandler {
  const memo = new RefusalMemo();
  return async (req, res, next) => {
    const write = gatedWriteFor(req);
    if (!write) return next();
    const key = addressKey(req.ip ?? req.socket.remoteAddress ?? "");
    const memoKey = `${write.rule.bucket} ${key}`;
    const now = new Date();
    let retryAfter = Math.ceil(memo.remaining(memoKey, now.getTime()) / 1000);
    if (retryAfter === 0) {
      try {
        const verdict = await hitRateLimit(database.db, write.rule, key, now);
        if (verdict.allowed) return next();
        retryAfter = verdict.retryAfterSeconds;
        memo.remember(memoKey, now.getTime() + retryAfter * 1000, now.getTime());
      } catch (error) {
        // Fail open: the per-username lock-out still guards sign-in while the database recovers.
        req.log.warn({ err: error, bucket: write.rule.bucket }, "rate limit check failed; request let through");
        return next();
      }
    }
    const minutes = Math.ceil(retryAfter / 60);
    res
      .status(429)
      .set({ "Retry-After": String(retryAfter), "Cache-Control": "no-store" })
      .type("html")
      .send(
        renderPlainPage({
          title: "Too many requests",
          body: `<p>${write.refusal} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.</p>`,
          siteName,
        }),
      );
  };
}
