import type { z } from "zod";
import { group, image, list, text } from "~/lib/site-content/fields";

/** Field shapes that several pages' content types share: pictures with their text alternative, bullet lists, icons. */

/** A picture and what it shows in words; an empty description marks it as decoration (alt=""). */
export function picture(label: string, options: { required?: boolean; help?: string } = {}) {
  return group(
    label,
    {
      src: image("Image", { required: options.required }),
      alt: text("Description", {
        required: false,
        max: 250,
        help: "What the picture shows, read aloud to visitors who cannot see it. Leave it empty when the picture is decoration only.",
      }),
    },
    options.help,
  );
}

/** A bulleted list of short texts (benefits, topics, what a book covers). */
export function bullets(label: string, singular: string, options: { max: number; min?: number; itemMax?: number; help?: string }) {
  const itemLabel = singular.charAt(0).toUpperCase() + singular.slice(1);
  return list(
    label,
    { text: text(itemLabel, { max: options.itemMax ?? 300 }) },
    { max: options.max, min: options.min ?? 1, itemLabel: "text", singular, help: options.help },
  );
}

/** Built-in bullets, written as plain strings. */
export const bulletsOf = (texts: readonly string[]) => texts.map((value) => ({ text: value }));

/**
 * Refuses an entry whose `field` repeats an earlier entry's (letter case and spaces aside): pages
 * key their lists by these texts, and a repeated benefit or price name is a slip, not a choice.
 */
export function refuseRepeats(
  context: z.RefinementCtx,
  listPath: readonly PropertyKey[],
  entries: readonly Record<string, unknown>[],
  field: string,
  singular: string,
) {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const value = String(entry[field] ?? "")
      .trim()
      .toLowerCase();
    if (value !== "" && seen.has(value)) {
      context.addIssue({ code: "custom", path: [...listPath, index, field], message: `This ${singular} is already in the list` });
    }
    seen.add(value);
  });
}
