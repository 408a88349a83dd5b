import { formatLongDate } from "~/lib/core/dates";
import { fillIdentity, type IdentityValues } from "~/lib/identity/identity-tokens";
import type { FieldSpec } from "~/lib/site-content/fields";
import { htmlText } from "./html-text";

/** Placeholders a page fills from the figures or the visitor ("{year}", "{date}"): not words the index can know. */
const SLOT = /\{[a-zA-Z]+\}/g;
/** Between two fields, unless the first ends a sentence: labels and headings stay apart in a snippet ("Year · Self-Only · Family"). */
const FIELD_SEPARATOR = " · ";

/**
 * A field's words as its page shows them: the firm's name and addresses filled in (when known),
 * other placeholders removed with what they leave behind ("{year}: {source}, for plan years" is
 * "for plan years"), so a snippet never shows "( )" or ": ,"; a field left with one word is left out.
 */
function fieldWords(value: string, identity: IdentityValues | null): string {
  const filled = identity ? fillIdentity(value, identity) : value;
  const words = filled
    .replace(SLOT, " ")
    .replace(/\(\s*\)/g, " ")
    .replace(/\s+([),.;:!?])/g, "$1")
    .replace(/(^|[\s(])[,.;:]+(?=\s|$)/g, "$1")
    .replace(/\(\s+/g, "(")
    .replace(/\s+/g, " ")
    .trim();
  // A label around a figure ("{year} (current)") says nothing once the figure is gone.
  return filled.search(SLOT) !== -1 && (words.match(/[\p{L}\p{N}]+/gu) ?? []).length < 2 ? "" : words;
}

function collect(fields: Record<string, FieldSpec>, data: unknown, identity: IdentityValues | null, out: string[]) {
  if (!data || typeof data !== "object") return;
  const record = data as Record<string, unknown>;
  for (const [name, spec] of Object.entries(fields)) {
    const value = record[name];
    if (spec.notPageWords) continue;
    if (spec.kind === "text" || spec.kind === "textarea") {
      if (typeof value === "string") out.push(fieldWords(value, identity));
    } else if (spec.kind === "richText") {
      if (typeof value === "string") out.push(fieldWords(htmlText(value), identity));
    } else if (spec.kind === "date") {
      // As the pages show a date ("Effective date: January 1, 2026").
      if (typeof value === "string" && value) out.push(formatLongDate(value));
    } else if (spec.kind === "select") {
      const label = spec.options.find((option) => option.value === value)?.label;
      if (label) out.push(label);
    } else if (spec.kind === "group") {
      collect(spec.fields, value, identity, out);
    } else if (spec.kind === "list" && Array.isArray(value)) {
      for (const item of value) collect(spec.item, item, identity, out);
    }
  }
}

/**
 * The words a site content document puts on its page, in field order, on one line; `identity` is
 * what the page puts in place of {firm}, {email} and {privacyEmail} (without it they are left out).
 */
export function contentText(fields: Record<string, FieldSpec>, data: unknown, identity: IdentityValues | null = null): string {
  const out: string[] = [];
  collect(fields, data, identity, out);
  let text = "";
  for (const words of out) {
    if (!words) continue;
    text += text === "" ? words : /[.!?:;]$/.test(text) ? ` ${words}` : `${FIELD_SEPARATOR}${words}`;
  }
  return text;
}

/** The document's own title when it has one ("title", a hero's title or headline, its page's), else `fallback`. */
export function contentTitle(data: unknown, fallback: string, identity: IdentityValues | null = null): string {
  const record = (data ?? {}) as Record<string, unknown>;
  const inGroup = (name: string, field = "title") => (record[name] as Record<string, unknown> | undefined)?.[field];
  const candidates = [record.title, inGroup("hero"), inGroup("hero", "headline"), inGroup("page"), record.heading];
  const found = candidates.find((value): value is string => typeof value === "string" && value.trim() !== "");
  return found ? fieldWords(found, identity) || fallback : fallback;
}
