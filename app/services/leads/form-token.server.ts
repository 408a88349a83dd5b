import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/** A person needs longer than this to fill in the form; a script posting at once is refused. */
export const LEAD_MIN_FILL_MS = 3_000;
/** A form left open longer is refused as stale (the visitor sends it again, nothing typed is lost). */
export const LEAD_FORM_MAX_AGE_MS = 24 * 3_600_000;
const CONTEXT_MAX = 2_000;

/** What the form's page saw when it was served, signed into the form: no cookie is needed. */
export type FormContext = { issuedAt: number; page: string | null; referrer: string | null };
/** `tokenId` names this one served form (its random nonce): a form is stored once, however often it is posted. */
export type FormTokenVerdict = { ok: true; context: FormContext; tokenId: string } | { ok: false; reason: "invalid" | "too-fast" | "expired" };

const keys = new Map<string, Buffer>();
function keyFrom(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = Buffer.from(hkdfSync("sha256", secret, "lead-form", "consultation form token v1", 32))));
  return key;
}

const sign = (secret: string, payload: string) => createHmac("sha256", keyFrom(secret)).update(payload).digest("base64url");

/**
 * The form's hidden token: when it was served, its address, its Referer and a random nonce (each
 * served form its own, also when a refused form is served again), signed with a key derived from
 * the session secret.
 */
export function issueFormToken(secret: string, context: FormContext): string {
  const payload = Buffer.from(
    JSON.stringify({
      t: context.issuedAt,
      p: context.page?.slice(0, CONTEXT_MAX) ?? null,
      r: context.referrer?.slice(0, CONTEXT_MAX) ?? null,
      n: randomBytes(16).toString("base64url"),
    }),
  ).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's context when it is ours and unaltered, else null; whatever its age. */
export function formTokenContext(secret: string, token: unknown): FormContext | null {
  const read = readSigned(secret, token);
  return read && { issuedAt: read.issuedAt, page: read.page, referrer: read.referrer };
}

function readSigned(secret: string, token: unknown): (FormContext & { tokenId: string }) | null {
  if (typeof token !== "string" || token.length > 3 * CONTEXT_MAX + 200) return null;
  const [payload = "", signature = ""] = token.split(".");
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: { t?: unknown; p?: unknown; r?: unknown; n?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof parsed;
  } catch {
    return null;
  }
  if (typeof parsed.t !== "number") return null;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  // A token served before nonces were added is named by its signature (unique enough for a day's forms).
  const tokenId = typeof parsed.n === "string" ? parsed.n : createHash("sha256").update(signature).digest("base64url").slice(0, 22);
  return { issuedAt: parsed.t, page: text(parsed.p), referrer: text(parsed.r), tokenId };
}

/** Whether the token is ours, unaltered, and the form was filled in for at least LEAD_MIN_FILL_MS and at most LEAD_FORM_MAX_AGE_MS. */
export function readFormToken(secret: string, token: unknown, now: Date): FormTokenVerdict {
  const read = readSigned(secret, token);
  if (!read) return { ok: false, reason: "invalid" };
  const { tokenId, ...context } = read;
  const age = now.getTime() - context.issuedAt;
  if (age < LEAD_MIN_FILL_MS) return { ok: false, reason: "too-fast" };
  if (age > LEAD_FORM_MAX_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true, context, tokenId };
}
