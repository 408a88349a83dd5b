import { htmlToText } from "../blog/excerpt";
import type { FieldSpec } from "./fields";

/** One changed value: where it is, in the form's words, and what it was and became (null: absent). */
export type ContentChange = { path: string; label: string; before: string | null; after: string | null };

function shown(spec: FieldSpec | undefined, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (spec?.kind === "boolean") return value ? "On" : "Off";
  if (spec?.kind === "amount" && typeof value === "number") return `$${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
  if (spec?.kind === "select") return spec.options.find((option) => option.value === value)?.label ?? String(value);
  // Staff read a change, never markup: rich text is compared and shown as its words.
  if (spec?.kind === "richText" && typeof value === "string") return htmlToText(value);
  return String(value);
}

function walk(
  fields: Record<string, FieldSpec>,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  path: string,
  label: string,
  changes: ContentChange[],
) {
  for (const [key, spec] of Object.entries(fields)) {
    const here = path ? `${path}.${key}` : key;
    const named = label ? `${label} › ${spec.label}` : spec.label;
    const from = before?.[key];
    const to = after?.[key];
    if (spec.kind === "group") {
      walk(spec.fields, from as Record<string, unknown> | undefined, to as Record<string, unknown> | undefined, here, named, changes);
    } else if (spec.kind === "list") {
      const fromItems = Array.isArray(from) ? (from as Record<string, unknown>[]) : [];
      const toItems = Array.isArray(to) ? (to as Record<string, unknown>[]) : [];
      for (let index = 0; index < Math.max(fromItems.length, toItems.length); index++) {
        const item = toItems[index] ?? fromItems[index];
        const title = shown(spec.item[spec.itemLabel], item?.[spec.itemLabel]) ?? `${spec.singular} ${index + 1}`;
        walk(spec.item, fromItems[index], toItems[index], `${here}.${index}`, `${named} › ${title}`, changes);
      }
    } else {
      const a = shown(spec, from);
      const b = shown(spec, to);
      if (a !== b) changes.push({ path: here, label: named, before: a, after: b });
      else if (spec.kind === "richText" && from !== to) changes.push({ path: here, label: named, before: a, after: `${b ?? ""} (formatting changed)` });
    }
  }
}

/**
 * What changed between two versions of a document, field by field, labelled as the form labels
 * them ("Tax years › 2027 › HSA contribution limit › Family coverage"). List entries are compared
 * by position, so an entry added in the middle shows as the entries after it changing.
 */
export function contentChanges(fields: Record<string, FieldSpec>, before: unknown, after: unknown): ContentChange[] {
  const changes: ContentChange[] = [];
  walk(fields, before as Record<string, unknown> | undefined, after as Record<string, unknown> | undefined, "", "", changes);
  return changes;
}
