/** Longest slug staff may type; titles' slugs are not cut. */
export const SLUG_MAX = 100;
/** Lower-case letters and digits in words joined by single dashes: what slugify produces. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_MESSAGES = {
  invalid: "Use lower-case letters, digits and single dashes only (for example hsa-limits-2026)",
  tooLong: `The address can be at most ${SLUG_MAX} characters`,
  taken: "Another post already has this address",
  formerlyTaken: "Another post was published at this address, which still leads to it",
} as const;
