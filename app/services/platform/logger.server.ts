import pino, { type Logger } from "pino";

/**
 * Structured JSON logs; secrets are redacted wherever they might be logged by accident. `mixin`
 * adds fields to every line (the trace id when tracing is on).
 */
export function createLogger(level: string, { mixin }: { mixin?: () => Record<string, string> } = {}): Logger {
  return pino({
    level,
    base: undefined,
    ...(mixin && { mixin }),
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "password",
        "*.password",
        "sessionSecret",
        "*.sessionSecret",
        "twoFactorKeyMaterial",
        "*.twoFactorKeyMaterial",
      ],
      censor: "[redacted]",
    },
  });
}

export type { Logger };

/**
 * The part of the logger a service needs to report trouble it recovers from. Services take this
 * rather than the whole Logger so tests can pass a plain object.
 */
export type ProblemLog = Pick<Logger, "warn" | "error">;
