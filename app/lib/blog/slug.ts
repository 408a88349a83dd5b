/** Used when a title has no letters or digits at all. */
export const FALLBACK_SLUG = "post";

/** Lower case, ASCII letters and digits only, words joined by single dashes. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || FALLBACK_SLUG;
}

/** The first of `base`, `base-2`, `base-3`, ... that `isTaken` says is free. */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}

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
