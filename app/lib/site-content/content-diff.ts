import { htmlToText } from "../blog/excerpt";
import type { FieldSpec } from "./fields";
import { alignListItems } from "./list-alignment";

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
      const titleOf = (item: Record<string, unknown> | undefined) => shown(spec.item[spec.itemLabel], item?.[spec.itemLabel])?.trim() ?? "";
      const keyOf = (item: Record<string, unknown>) => titleOf(item) || JSON.stringify(item);
      for (const pair of alignListItems(fromItems.map(keyOf), toItems.map(keyOf))) {
        const old = pair.from === null ? undefined : fromItems[pair.from];
        const next = pair.to === null ? undefined : toItems[pair.to];
        const entry = `${named} › ${titleOf(next ?? old) || `${spec.singular} ${(pair.to ?? pair.from)! + 1}`}`;
        // A removed entry's place is where it was (its fields' paths stay apart from those of the entry now there).
        const at = pair.to === null ? `${here}.removed-${pair.from}` : `${here}.${pair.to}`;
        if (pair.moved) changes.push({ path: at, label: entry, before: `Position ${pair.from! + 1}`, after: `Position ${pair.to! + 1}` });
        walk(spec.item, old, next, at, entry, changes);
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
 * them ("Tax years › 2027 › HSA contribution limit › Family coverage"). List entries are paired by
 * what names them (alignListItems): an entry added, removed or moved shows as that entry's fields
 * (and its new position), never as every entry after it changing.
 */
export function contentChanges(fields: Record<string, FieldSpec>, before: unknown, after: unknown): ContentChange[] {
  const changes: ContentChange[] = [];
  walk(fields, before as Record<string, unknown> | undefined, after as Record<string, unknown> | undefined, "", "", changes);
  return changes;
}
