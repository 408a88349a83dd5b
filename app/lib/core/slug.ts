import { BoundedMemo } from "./bounded-memo";

/** Used when a text has no letters or digits at all. */
const FALLBACK_SLUG = "post";

// Pages slug the same headings and titles on every render (anchors, popover ids): Unicode
// normalization and four passes took a hundredth of the home page's render.
const slugs = new BoundedMemo<string>(2_000);

/** Lower case, ASCII letters and digits only, words joined by single dashes. */
export function slugify(title: string): string {
  return slugs.get(
    title,
    () =>
      title
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "") || FALLBACK_SLUG,
  );
}

/** The first of `base`, `base-2`, `base-3`, ... that `isTaken` says is free. */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
