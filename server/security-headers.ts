import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { AppConfig } from "~/services/platform";

const ANALYTICS_ORIGINS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"];

/** A fresh CSP nonce for every response, stored on res.locals.cspNonce. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

export function securityHeaders(config: AppConfig): RequestHandler {
  const analytics = Boolean(config.ANALYTICS_ID);
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", nonce, ...(analytics ? ANALYTICS_ORIGINS : [])],
        "style-src": ["'self'", nonce],
        // React renders a few style attributes (e.g. image aspect ratios); attributes cannot run code.
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...(analytics ? ANALYTICS_CONNECT : [])],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...(analytics ? ANALYTICS_CONNECT : [])],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'"],
        ...(config.isHttps ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.isHttps ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
}
