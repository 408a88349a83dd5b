/**
 * What a mail is for: a new lead to the firm, an alert to the admins, a password reset link to its
 * account; a newsletter subscription's confirmation, a post sent to a subscriber, its test send; a booking's invite and its reminder; a training registration, a waitlist offer, a certificate and its renewal reminder.
 */
export const MAIL_KINDS = [
  "lead_notification",
  "staff_alert",
  "password_reset",
  "newsletter_confirm",
  "newsletter_post",
  "newsletter_test",
  "booking_invite",
  "booking_reminder",
  "training_registration",
  "training_offer",
  "training_certificate",
  "training_renewal_reminder",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** pending: waiting for its next attempt; sent; failed: given up after MAIL_MAX_ATTEMPTS. */
export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Attempts before a message is given up: with the back-off below, about two days of retrying. */
export const MAIL_MAX_ATTEMPTS = 60;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** How long to wait after the `attempts`-th failed attempt: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}
