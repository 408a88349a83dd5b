import type { ActionResult } from "~/lib/admin/action-result";

export const SUBSCRIBER_INTENTS = ["delete"] as const;
export const SEND_INTENTS = ["prepare", "test", "start"] as const;

export const SUBSCRIBERS_TEXT = {
  title: "Subscribers",
  description: "Readers of the newsletter who signed up on the site (and confirmed from the mail) or were imported with their consent date.",
  deleteQuestion:
    "Delete this subscriber for good? Use this for a privacy request: the subscription and its consent record are removed; the address stays on the suppression list so no newsletter reaches it again.",
  empty: "No subscribers yet.",
  noMatch: "No subscribers match these filters.",
  exportLabel: "Export CSV",
  importTitle: "Import subscribers",
  importHelp:
    "A CSV file with a header line: email, consented_at (required: a row without its consent date is refused), topics (optional, separated by ;), confirmed_at (optional). Addresses already here or on the suppression list are left as they are.",
  sendsTitle: "Sends",
  postsTitle: "Send a published post",
  postsHelp: "Choose a post to prepare its mail, send yourself a test and pass the pre-send check.",
  mailOff: "Mail is off on this site (SMTP_URL is not set): confirmations and posts cannot be mailed.",
} as const;

export const SUBSCRIBER_TOASTS = {
  deleted: { title: "Subscriber deleted", description: "The subscription and its consent record were removed." },
  failed: { title: "Not done", description: "The change was not saved. Please try again." },
  prepared: { title: "Send prepared", description: "Now send yourself a test: the pre-send check reads it." },
  tested: { title: "Test sent", description: "The test is on its way to your address, and the check has read it." },
  started: { title: "Sending", description: "The post is being handed to the mail server at the configured rate." },
  imported: (imported: number, skipped: number, refused: number) => ({
    title: "Import finished",
    description: `${imported} imported, ${skipped} already known or suppressed, ${refused} refused.`,
  }),
} as const;

export type SubscriberActionResult = ActionResult<{ refused: { line: number; reason: string }[] }>;
