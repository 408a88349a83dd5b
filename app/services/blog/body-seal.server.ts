import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { NewsItem } from "~/lib/blog/types";

/**
 * A seal over a post's body and news items, written by the save path after it sanitized them:
 * HMAC-SHA-256 under a key derived from the session secret. The display path trusts a body whose
 * seal matches and skips the second sanitize; a row written by anything else (a script, SQL, an
 * older version) has no valid seal and is sanitized on display as before.
 */
const HKDF_SALT = "post-body-seal";
const HKDF_INFO = "sanitized post body seal v1";

let sealKey: Buffer | null = null;

/** Called once at start-up with the session secret; until then no body is sealed or trusted. */
export function setPostBodySealSecret(secret: string | null): void {
  sealKey = secret === null ? null : Buffer.from(hkdfSync("sha256", secret, HKDF_SALT, HKDF_INFO, 32));
}

type SealedItem = Pick<NewsItem, "headline" | "content"> & { readMoreLink?: string | null; section?: string | null };

/** One unambiguous string for the body and its items (JSON keeps the boundaries between fields). */
const sealedText = (content: string, items: readonly SealedItem[]) =>
  JSON.stringify([content, items.map((item) => [item.headline, item.content, item.readMoreLink ?? null, item.section ?? ""])]);

/** The seal the save path stores beside a body it sanitized, or null when sealing is not set up. */
export function sealPostBody(content: string, items: readonly SealedItem[]): string | null {
  if (!sealKey) return null;
  return createHmac("sha256", sealKey).update(sealedText(content, items)).digest("base64url");
}

/** Whether `seal` is the one our save path wrote for exactly this body and these items. */
export function isSealedPostBody(content: string, items: readonly SealedItem[], seal: string | null): boolean {
  if (!seal) return false;
  const expected = sealPostBody(content, items);
  if (!expected || expected.length !== seal.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(seal));
}
