/**
 * The closed lists a consultation request is made of. Their names are stored (CHECK constraints
 * are built from them) and their labels shown; a submitted value outside a list is refused.
 */

/** Who the request comes from: the four audiences the home page names, plus anyone else. */
export const ORGANISATION_TYPES = [
  { value: "hsa_administrator", label: "HSA Administrator" },
  { value: "third_party_administrator", label: "Third Party Administrator" },
  { value: "bank", label: "Bank or Financial Institution" },
  { value: "startup", label: "Health Benefits Startup" },
  { value: "other", label: "Other" },
] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number]["value"];

/** What the request is about: each consulting service, training, or something else. */
export const LEAD_TOPICS = [
  { value: "gtm", label: "Go-to-Market Strategy" },
  { value: "operations", label: "Operations" },
  { value: "compliance", label: "Compliance" },
  { value: "nbt", label: "Non-Bank Trustee" },
  { value: "training", label: "Training & Certification" },
  { value: "other", label: "Something else" },
] as const;
export type LeadTopic = (typeof LEAD_TOPICS)[number]["value"];

/** Where a lead stands with the firm, in the order it usually moves. */
export const LEAD_STATUSES = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "qualified", label: "Qualified" },
  { value: "won", label: "Won" },
  { value: "lost", label: "Lost" },
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number]["value"];

/**
 * How a lead's origin was found: from the analytics visit it was sent in (`visit`), from the page
 * that showed the form when no visit was recorded, e.g. with JavaScript off (`form`), or not at all.
 */
export const LEAD_ATTRIBUTIONS = ["visit", "form", "none"] as const;
export type LeadAttribution = (typeof LEAD_ATTRIBUTIONS)[number];

export const valuesOf = <T extends { value: string }>(list: readonly T[]) => list.map((item) => item.value) as [T["value"], ...T["value"][]];

export function labelOf(list: readonly { value: string; label: string }[], value: string): string {
  return list.find((item) => item.value === value)?.label ?? value;
}

/** A lead's name line: "Name · Organisation", or the name alone when none was given (a training registrant's may be empty). */
export function leadHeading(lead: { name: string; organisation: string }): string {
  return lead.organisation.trim() ? `${lead.name} · ${lead.organisation}` : lead.name;
}
