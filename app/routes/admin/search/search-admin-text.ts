import type { ActionResult } from "~/lib/admin/action-result";
import { escapeXml } from "~/lib/core/xml";

/** The query parameter "Add a synonym" links carry: the search's words the synonym field starts with. */
export const SYNONYM_FOR_PARAM = "synonym";

export const SEARCH_INTENTS = ["add-synonyms", "delete-synonyms", "start-draft"] as const;

export const SEARCH_TOASTS = {
  synonymsAdded: { title: "Synonyms added", description: "Searches use them now, on every instance." },
  synonymsDeleted: { title: "Synonyms deleted", description: "Searches no longer use them." },
  synonymsRefused: (message: string) => ({ title: "Synonyms not added", description: message }),
  draftStarted: { title: "Draft started", description: "A draft post named after the search is open in the editor." },
  gone: { title: "Already deleted", description: "Someone else deleted these synonyms." },
  notPermitted: { title: "Not permitted", description: "Your account cannot manage site search." },
  unexpected: { title: "Something went wrong", description: "The change was not saved. Please try again." },
} as const;

export type SearchActionResult = ActionResult<{ input: string }>;

export const SEARCH_ADMIN_TEXT = {
  title: "Site Search",
  missesTitle: "Searches that found nothing",
  missesDescription: (months: number) =>
    `What visitors searched for and found no page, post or figure, most asked first. Bots are not counted; e-mail addresses and personal-looking numbers are removed before anything is kept. Kept ${months} months, like the analytics.`,
  noMisses: "No searches without a result in the period kept.",
  query: "Search",
  count: "Times",
  lastDay: "Last asked",
  actions: "Actions",
  addSynonym: "Add a synonym",
  startDraft: "Start a draft on this",
  synonymsTitle: "Synonyms",
  synonymsDescription: "Words and phrases that mean the same: a search with one also finds pages and posts with the others.",
  synonymsLabel: "Words or phrases that mean the same, separated by commas",
  synonymsPlaceholder: "HDHP, high deductible health plan",
  synonymsAdd: "Add synonyms",
  noSynonyms: "No synonyms yet.",
  deleteSynonyms: "Delete",
  addedBy: (who: string) => `added by ${who}`,
  draftContent: (query: string) => `<p>Visitors searched the site for “${escapeXml(query)}” and found nothing. Write the page they were looking for here.</p>`,
} as const;
