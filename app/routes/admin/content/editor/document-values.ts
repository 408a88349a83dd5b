import type { FieldSpec } from "~/lib/site-content/fields";

/** A place in a document, as the form walks it: ["years", 3, "contributionLimit", "family"]. */
export type ValuePath = readonly (string | number)[];
type Json = Record<string, unknown>;

/** The path as the server's field errors name it: "years.3.contributionLimit.family". */
export const pathKey = (path: ValuePath) => path.join(".");

/** The DOM id of the control at a path (ids must not hold dots). */
export const controlId = (path: ValuePath) => `content-${path.join("-")}`;

/**
 * Each list entry carries a key of its own under a symbol, so React keeps an entry's inputs (and
 * focus) while entries move; JSON.stringify skips symbols, so the key never reaches the server,
 * and object spread keeps it when a field of the entry changes.
 */
const ITEM_KEY = Symbol("list item key");
let nextKey = 0;

export function itemKey(item: unknown): string {
  const record = item as { [ITEM_KEY]?: string } | null;
  return (record && typeof record === "object" && record[ITEM_KEY]) || "";
}

function keyed<Item>(item: Item): Item {
  if (!item || typeof item !== "object" || (item as { [ITEM_KEY]?: string })[ITEM_KEY]) return item;
  return { ...item, [ITEM_KEY]: `item-${++nextKey}` };
}

/** The document with a key on every list entry, at any depth (done when content enters the form). */
export function withItemKeys(fields: Record<string, FieldSpec>, value: unknown): Json {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const result: Json = { ...(value as Json) };
  for (const [name, spec] of Object.entries(fields)) {
    const current = result[name];
    if (spec.kind === "group") result[name] = withItemKeys(spec.fields, current);
    else if (spec.kind === "list" && Array.isArray(current)) result[name] = current.map((item) => keyed(withItemKeys(spec.item, item)));
  }
  return result;
}

export function getAt(root: unknown, path: ValuePath): unknown {
  return path.reduce<unknown>((value, step) => (value && typeof value === "object" ? (value as Json)[step] : undefined), root);
}

/** A copy of `root` with `value` at `path`; every object and list on the way is copied, nothing else. */
export function setAt(root: unknown, path: ValuePath, value: unknown): unknown {
  if (!path.length) return value;
  const [step, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[step as number] = setAt(copy[step as number], rest, value);
    return copy;
  }
  const record = root && typeof root === "object" ? (root as Json) : {};
  return { ...record, [step!]: setAt(record[step!], rest, value) };
}

export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved!);
  return copy;
}

/** A new, empty value of a field: what the form starts a list entry with. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "boolean":
      return false;
    case "select":
      return spec.options[0]?.value ?? "";
    case "group":
      return emptyItem(spec.fields);
    case "list":
      return [];
    default:
      // Numbers start empty too: the person types them, and the server says when one is missing.
      return "";
  }
}

export function emptyItem(fields: Record<string, FieldSpec>): Json {
  return keyed(Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, emptyValue(spec)])));
}

/**
 * What an amount box holds, as the document stores it: "$4,400" and "4400" are 4400; anything
 * that is not a number stays the text typed, so the server names the field and nothing is lost.
 */
export function parseAmount(text: string): number | string {
  const bare = text.replace(/[$,\s]/g, "");
  return /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : text;
}

/** A whole number typed in a number box; anything else stays as typed. */
export function parseInteger(text: string): number | string {
  const bare = text.trim();
  return /^-?\d+$/.test(bare) ? Number(bare) : text;
}

/** JSON with object keys sorted, so the same content compares equal whatever order its keys were stored in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Json).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export const sameContent = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/** The title of a list entry in the form: its label field's value, else its place. */
export function itemTitle(spec: Extract<FieldSpec, { kind: "list" }>, item: unknown, index: number): string {
  const singular = spec.singular.charAt(0).toUpperCase() + spec.singular.slice(1);
  const named = getAt(item, [spec.itemLabel]);
  const text = typeof named === "number" ? String(named) : typeof named === "string" ? named.trim() : "";
  return text ? `${singular} ${text}` : `${singular} ${index + 1}`;
}

/** The path of the first control of a set of fields: where focus goes when a list entry is added. */
export function firstControlPath(fields: Record<string, FieldSpec>, base: ValuePath): ValuePath {
  const [name, spec] = Object.entries(fields)[0] ?? [];
  if (!name || !spec) return base;
  return spec.kind === "group" ? firstControlPath(spec.fields, [...base, name]) : [...base, name];
}
