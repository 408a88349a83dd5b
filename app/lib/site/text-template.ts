/**
 * Short texts staff edit that name a value the page supplies, written as slots: "{year} limits,
 * effective {date}". Unknown braces are left as written.
 */

const slotPattern = (slot: string) => `{${slot}}`;

/** The template with each named slot replaced by its value. */
export function fillSlots(template: string, values: Readonly<Record<string, string>>): string {
  return Object.entries(values).reduce((text, [slot, value]) => text.replaceAll(slotPattern(slot), () => value), template);
}

/**
 * The template cut at one slot, for a slot the page fills with an element (a link): the text
 * before its first use and the text after it. Without the slot, everything is "before".
 */
export function splitAtSlot(template: string, slot: string): { before: string; after: string; found: boolean } {
  const at = template.indexOf(slotPattern(slot));
  if (at < 0) return { before: template, after: "", found: false };
  return { before: template.slice(0, at), after: template.slice(at + slotPattern(slot).length), found: true };
}

/** The slots a template is missing, for the content rules: a heading without its {year} would say nothing. */
export function missingSlots(template: string, slots: readonly string[]): string[] {
  return slots.filter((slot) => !template.includes(slotPattern(slot)));
}

/** Prose staff write in one box: a blank line starts a new paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
