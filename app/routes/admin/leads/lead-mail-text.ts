import { mailFailureReason } from "~/lib/mail/mail-failure";
import type { MailStatusSummary } from "~/services/mail";

/** What the Leads tab and the admin Home say while lead mail is off or stuck. */
export const LEAD_MAIL_TEXT = {
  mailOff: "Leads are not being mailed: SMTP_URL is not set, so nobody is notified of a new lead. Check this tab, or set SMTP_URL (see the README).",
  mailWaiting: (count: number, since: string) =>
    `${count} lead notification${count === 1 ? " is" : "s are"} waiting to be mailed (the mail server has not accepted ${count === 1 ? "it" : "them"} since ${since}). The leads are kept; mail is retried automatically.`,
  mailGivenUp: (count: number) =>
    `${count} lead notification${count === 1 ? " was" : "s were"} given up after two days of retries. Check SMTP_URL and the mail server.`,
  lastError: "Last error:",
  technicalDetail: "Technical detail:",
  mailFailingTitle: "Lead notifications are not being delivered",
} as const;

/**
 * What the Leads tab and the admin Home say about lead mail that is stuck: waiting since when
 * (`since`: the date as the page writes dates), given up, and the last error's reason. Empty when
 * mail is off (said on its own) or nothing is stuck.
 */
export function leadMailTrouble(mail: MailStatusSummary, since: string | null): { lines: string[]; reason: string | null; detail: string | null } {
  const lines: string[] = [];
  if (!mail.configured) return { lines, reason: null, detail: null };
  if (mail.waiting && since) lines.push(LEAD_MAIL_TEXT.mailWaiting(mail.waiting, since));
  if (mail.givenUp) lines.push(LEAD_MAIL_TEXT.mailGivenUp(mail.givenUp));
  const failing = lines.length > 0 && mail.lastError;
  return { lines, reason: failing ? mailFailureReason(mail.lastError!) : null, detail: failing ? mail.lastError : null };
}
