import { href } from "react-router";
import { type AppConfig, issueSignedLink, readSignedLink, type SignedLinkVerdict } from "~/services/platform";

const DAY_MS = 24 * 3_600_000;

/** A confirmation link works a week; the pending sign-up is deleted after it (the retention job). */
export const CONFIRM_LINK_DAYS = 7;
/** Unsubscribe links keep working a year: CAN-SPAM asks for at least 30 days after the send. */
const UNSUBSCRIBE_LINK_DAYS = 365;

/** Counted links keep working two years: a newsletter is read (and its links followed) long after it went out. */
const CLICK_LINK_DAYS = 730;

const CONFIRM = "newsletter-confirm";
const CLICK = "newsletter-click";
const UNSUBSCRIBE = "newsletter-unsubscribe";

/** Subject of a confirmation link: the subscriber and the one-time value it was issued with. */
export function confirmLink(config: Pick<AppConfig, "sessionSecret" | "SITE_URL">, subscriberId: string, nonce: string, now: Date): string {
  const token = issueSignedLink(config.sessionSecret, CONFIRM, `${subscriberId}.${nonce}`, new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS));
  return `${config.SITE_URL}${href("/subscribe/confirm")}?token=${token}`;
}

export function readConfirmToken(
  secret: string,
  token: unknown,
  now: Date,
): { ok: true; subscriberId: string; nonce: string } | { ok: false; reason: "invalid" | "expired" } {
  const verdict = readSignedLink(secret, CONFIRM, token, now);
  if (!verdict.ok) return verdict;
  const [subscriberId = "", nonce = ""] = verdict.subject.split(".");
  if (!subscriberId || !nonce) return { ok: false, reason: "invalid" };
  return { ok: true, subscriberId, nonce };
}

/** The unsubscribe token of one recipient of one send (the send lets the send's figures count who left through it). */
export function unsubscribeToken(secret: string, subscriberId: string, sendId: string | null, now: Date): string {
  return issueSignedLink(secret, UNSUBSCRIBE, sendId ? `${subscriberId}:${sendId}` : subscriberId, new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS));
}

export function readUnsubscribeToken(
  secret: string,
  token: unknown,
  now: Date,
): { ok: true; subscriberId: string; sendId: string | null } | Extract<SignedLinkVerdict, { ok: false }> {
  const verdict = readSignedLink(secret, UNSUBSCRIBE, token, now);
  if (!verdict.ok) return verdict;
  const [subscriberId = "", sendId] = verdict.subject.split(":");
  if (!subscriberId) return { ok: false, reason: "invalid" };
  return { ok: true, subscriberId, sendId: sendId ?? null };
}

/** The page a subscriber opens from the mail's footer (leave one topic or all), and the one-click address of the header. */
export function unsubscribeUrls(config: Pick<AppConfig, "SITE_URL">, token: string): { page: string; oneClick: string } {
  return {
    page: `${config.SITE_URL}${href("/unsubscribe")}?token=${token}`,
    oneClick: `${config.SITE_URL}${href("/unsubscribe/one-click")}?token=${token}`,
  };
}

/**
 * A link of a send that counts clicks: the first-party redirect whose signed token holds the send
 * and the destination, so the redirect can only lead where the mail's author linked (no open
 * redirect). A destination too long for a token stays a plain link, uncounted.
 */
export function clickLink(config: Pick<AppConfig, "sessionSecret" | "SITE_URL">, sendId: string, url: string, now: Date): string {
  const token = issueSignedLink(config.sessionSecret, CLICK, JSON.stringify([sendId, url]), new Date(now.getTime() + CLICK_LINK_DAYS * DAY_MS));
  return token.length > 1_000 ? url : `${config.SITE_URL}${href("/n/c/:token", { token })}`;
}

export function readClickToken(
  secret: string,
  token: unknown,
  now: Date,
): { ok: true; sendId: string; url: string } | Extract<SignedLinkVerdict, { ok: false }> {
  const verdict = readSignedLink(secret, CLICK, token, now);
  if (!verdict.ok) return verdict;
  try {
    const [sendId, url] = JSON.parse(verdict.subject) as unknown[];
    if (typeof sendId === "string" && typeof url === "string" && /^https?:\/\//.test(url)) return { ok: true, sendId, url };
  } catch {
    // Signed by us but not a click's subject: treated as any invalid token.
  }
  return { ok: false, reason: "invalid" };
}
