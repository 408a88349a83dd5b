import type { ActionResult } from "~/lib/admin/action-result";

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
  empty: "No consultation requests yet.",
  noMatch: "No leads match these filters.",
  oneLead: "Showing the lead a notification mail links to.",
  allLeads: "Show all leads",
  leadGone: "This lead no longer exists: it may have been deleted.",
  deleteQuestion: "Delete this lead for good? Use this for a privacy request: the request, its notes and its origin are removed and cannot be restored.",
  exportLabel: "Export CSV",
} as const;
