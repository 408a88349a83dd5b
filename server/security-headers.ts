import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import type { AppConfig } from "~/services/platform";

const ANALYTICS_ORIGINS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"];

const NONCE_BYTES = 16;
const NONCE_POOL_BYTES = NONCE_BYTES * 512;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * 128 random bits, base64. Drawn from a block of CSPRNG output so a cache hit does not pay for a
 * system call; every nonce is still used for one response only.
 */
export function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** A fresh CSP nonce for every response, stored on res.locals.cspNonce. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = freshNonce();
  next();
};

/**
 * The policy for a cached page: its body carries no nonce (it is shared by many responses), so
 * script-src allows exactly the inline scripts that render emitted, by hash, instead of a nonce.
 */
export function policyWithScriptHashes(policy: string, nonce: string, scriptHashes: string[]): string {
  return policy
    .split(";")
    .map((directive) =>
      directive.startsWith("script-src ") ? directive.replace(` 'nonce-${nonce}'`, scriptHashes.map((hash) => ` ${hash}`).join("")) : directive,
    )
    .join(";");
}

/** The security headers every response gets, with NONCE_PLACEHOLDER where the per-response nonce goes. */
export type SecurityHeaderTemplate = { headers: [string, string][]; policy: string };

export const NONCE_PLACEHOLDER = "NONCE_PLACEHOLDER";

/**
 * Runs the same middleware as every Express response once, against a recording response, so
 * responses written outside Express (cache hits) carry exactly the same headers.
 */
export function captureSecurityHeaders(config: AppConfig): SecurityHeaderTemplate {
  const recorded = new Map<string, string>();
  const recorder = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader: (name: string, value: string | number | string[]) => recorded.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => recorded.delete(name.toLowerCase()),
  };
  let finished = false;
  securityHeaders(config)({ method: "GET", url: "/", headers: {} } as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("security headers could not be captured: the middleware did not finish synchronously");
  const policy = recorded.get("content-security-policy") ?? "";
  recorded.delete("content-security-policy");
  return { headers: [...recorded], policy };
}

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
