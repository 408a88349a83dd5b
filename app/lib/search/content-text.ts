import type { FieldSpec } from "~/lib/site-content/fields";
import { htmlText } from "./html-text";

/** Placeholders a page fills from configuration or figures ("{firm}", "{year}"): not words of the page. */
const SLOT = /\{[a-zA-Z]+\}/g;

function collect(fields: Record<string, FieldSpec>, data: unknown, out: string[]) {
  if (!data || typeof data !== "object") return;
  const record = data as Record<string, unknown>;
  for (const [name, spec] of Object.entries(fields)) {
    const value = record[name];
    if (spec.kind === "text" || spec.kind === "textarea") {
      if (typeof value === "string") out.push(value.replace(SLOT, " "));
    } else if (spec.kind === "richText") {
      if (typeof value === "string") out.push(htmlText(value.replace(SLOT, " ")));
    } else if (spec.kind === "select") {
      const label = spec.options.find((option) => option.value === value)?.label;
      if (label) out.push(label);
    } else if (spec.kind === "group") {
      collect(spec.fields, value, out);
    } else if (spec.kind === "list" && Array.isArray(value)) {
      for (const item of value) collect(spec.item, item, out);
    }
  }
}

/** The words a site content document puts on its page, in field order, on one line. */
export function contentText(fields: Record<string, FieldSpec>, data: unknown): string {
  const out: string[] = [];
  collect(fields, data, out);
  return out.join(" ").replace(/\s+/g, " ").trim();
}

/** The document's own title when it has one ("title", or a hero's), else `fallback`. */
export function contentTitle(data: unknown, fallback: string): string {
  const record = (data ?? {}) as Record<string, unknown>;
  const candidates = [record.title, (record.hero as Record<string, unknown> | undefined)?.title, record.heading];
  const found = candidates.find((value): value is string => typeof value === "string" && value.trim() !== "");
  return found ? found.replace(SLOT, "").replace(/\s+/g, " ").trim() || fallback : fallback;
}
