import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * Tokens carried by links in mail (confirm, unsubscribe, reschedule, cancel, verify): a purpose, a
 * subject id and an expiry, signed with a key derived from the session secret for that purpose
 * alone, so a token made for one purpose is refused by every other. Checked before any costly work:
 * a forged or expired token costs one HMAC.
 *
 * Single use, where a purpose needs it, is the caller's rule (a row that records the use); the
 * token only proves that we issued it for this subject and that it has not expired.
 */
export type SignedLinkVerdict = { ok: true; subject: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

const MAX_TOKEN_LENGTH = 1_000;
const keys = new Map<string, Buffer>();

function keyFor(secret: string, purpose: string): Buffer {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = keys.get(cacheKey);
  if (!key) keys.set(cacheKey, (key = Buffer.from(hkdfSync("sha256", secret, "signed-link", `signed link v1: ${purpose}`, 32))));
  return key;
}

const signatureOf = (secret: string, purpose: string, payload: string) => createHmac("sha256", keyFor(secret, purpose)).update(payload).digest("base64url");

/** A URL-safe token for `subject` (an id, at most a few hundred characters) valid until `expiresAt`. */
export function issueSignedLink(secret: string, purpose: string, subject: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ s: subject, e: Math.floor(expiresAt.getTime() / 1000) })).toString("base64url");
  return `${payload}.${signatureOf(secret, purpose, payload)}`;
}

/** The token's subject when we issued it for `purpose`, unaltered, and `now` is before its expiry. */
export function readSignedLink(secret: string, purpose: string, token: unknown, now: Date): SignedLinkVerdict {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "invalid" };
  const [payload = "", signature = "", extra] = token.split(".");
  if (extra !== undefined || !payload || !signature) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signatureOf(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  let parsed: { s?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof parsed;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof parsed.s !== "string" || typeof parsed.e !== "number" || !Number.isFinite(parsed.e)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(parsed.e * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, subject: parsed.s, expiresAt };
}
