import type { ActionResult } from "~/lib/admin/action-result";
import { mailFailureReason } from "~/lib/mail/mail-failure";
import type { MailStatusSummary } from "~/services/mail";

/** The Leads tab's form intents. */
export const LEAD_INTENTS = ["update", "delete", "booking-confirm", "booking-no-show", "booking-cancel"] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

export const LEAD_TOASTS = {
  updated: { title: "Lead updated", description: "The status, notes and assignee are saved." },
  unchanged: { title: "Nothing changed", description: "The lead already had these values." },
  updateFailed: { title: "Lead not updated", description: "The change was not saved. Please check the fields and try again." },
  deleted: { title: "Lead deleted", description: "The request and everything stored with it were removed." },
  deleteFailed: { title: "Lead not deleted", description: "The lead could not be deleted. Please try again." },
  notPermitted: { title: "Not permitted", description: "Your account cannot manage leads." },
  unexpected: { title: "Something went wrong", description: "The change was not saved. Please try again." },
  loadError: { title: "Leads unavailable", description: "The leads could not be loaded. Please refresh the page." },
  bookingChanged: { title: "Consultation updated", description: "The booking is saved; a cancel is mailed to the visitor and the host." },
  bookingFailed: { title: "Consultation not changed", description: "The booking could not be changed." },
} as const;

export type LeadActionResult = ActionResult<{ leadId: string }>;

export const LEADS_TEXT = {
  title: "Leads",
  description: "Consultation requests sent through the form on the Contact page, newest first, with where each visitor came from.",
  newCount: (count: number) => (count === 1 ? "1 new lead waiting for an answer." : `${count} new leads waiting for an answer.`),
  noNew: "No new leads waiting for an answer.",
  mailOff: "Leads are not being mailed: SMTP_URL is not set, so nobody is notified of a new lead. Check this tab, or set SMTP_URL (see the README).",
  mailWaiting: (count: number, since: string) =>
    `${count} lead notification${count === 1 ? " is" : "s are"} waiting to be mailed (the mail server has not accepted ${count === 1 ? "it" : "them"} since ${since}). The leads are kept; mail is retried automatically.`,
  mailGivenUp: (count: number) =>
    `${count} lead notification${count === 1 ? " was" : "s were"} given up after two days of retries. Check SMTP_URL and the mail server.`,
  lastError: "Last error:",
  technicalDetail: "Technical detail:",
  mailFailingTitle: "Lead notifications are not being delivered",
  empty: "No consultation requests yet.",
  noMatch: "No leads match these filters.",
  oneLead: "Showing the lead a notification mail links to.",
  allLeads: "Show all leads",
  leadGone: "This lead no longer exists: it may have been deleted.",
  deleteQuestion: "Delete this lead for good? Use this for a privacy request: the request, its notes and its origin are removed and cannot be restored.",
  exportLabel: "Export CSV",
} as const;

/**
 * What the Leads tab and the admin Home say about lead mail that is stuck: waiting since when
 * (`since`: the date as the page writes dates), given up, and the last error's reason. Empty when
 * mail is off (said on its own) or nothing is stuck.
 */
export function leadMailTrouble(mail: MailStatusSummary, since: string | null): { lines: string[]; reason: string | null; detail: string | null } {
  const lines: string[] = [];
  if (!mail.configured) return { lines, reason: null, detail: null };
  if (mail.waiting && since) lines.push(LEADS_TEXT.mailWaiting(mail.waiting, since));
  if (mail.givenUp) lines.push(LEADS_TEXT.mailGivenUp(mail.givenUp));
  const failing = lines.length > 0 && mail.lastError;
  return { lines, reason: failing ? mailFailureReason(mail.lastError!) : null, detail: failing ? mail.lastError : null };
}
