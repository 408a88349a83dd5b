import { diffArrays, diffWords } from "diff";
import { type DefaultTreeAdapterTypes, parseFragment, serializeOuter } from "parse5";
import type { RevisionMeta } from "~/db/schema/index";
import type { DiffBlock, FieldChange, RevisionDiff, WordPart } from "~/lib/blog/revision-diff";

type Node = DefaultTreeAdapterTypes.ChildNode;
type Block = { html: string; text: string };

/** Past this a word diff gives up (jsdiff returns undefined) and the changed blocks are shown whole. */
const WORD_DIFF_TIMEOUT_MS = 300;

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  if ("childNodes" in node) return node.childNodes.map(textOf).join(node.nodeName === "tr" ? " " : "");
  return "";
}

/** The body's top-level blocks with their markup (to notice any change) and their words (to show it). */
function blocksOf(html: string): Block[] {
  return parseFragment(html)
    .childNodes.filter((node) => node.nodeName !== "#comment")
    .map((node) => ({
      html: node.nodeName === "#text" ? (node as DefaultTreeAdapterTypes.TextNode).value : serializeOuter(node),
      text: textOf(node).replace(/\s+/g, " ").trim(),
    }))
    .filter((block) => block.html.trim() !== "");
}

/** Word-level parts; null when the comparison ran out of time. */
function wordParts(before: string, after: string): WordPart[] | null {
  if (before === after) return before ? [{ text: before, change: null }] : [];
  const changes = diffWords(before, after, { timeout: WORD_DIFF_TIMEOUT_MS });
  if (!changes) return null;
  return changes.map((change) => ({ text: change.value, change: change.added ? "added" : change.removed ? "removed" : null }));
}

function wholeChange(before: string, after: string): WordPart[] {
  return [...(before ? [{ text: before, change: "removed" as const }] : []), ...(after ? [{ text: after, change: "added" as const }] : [])];
}

/** The body's change: blocks compared by markup, changed ones word by word. */
function contentDiff(before: string, after: string): { blocks: DiffBlock[]; coarse: boolean } {
  const old = blocksOf(before);
  const next = blocksOf(after);
  const byBlock = diffArrays(
    old.map((block) => block.html),
    next.map((block) => block.html),
    { timeout: WORD_DIFF_TIMEOUT_MS },
  );
  if (!byBlock)
    return { blocks: [{ change: "changed", parts: wholeChange(old.map((b) => b.text).join("\n"), next.map((b) => b.text).join("\n")) }], coarse: true };
  const blocks: DiffBlock[] = [];
  let coarse = false;
  let oldIndex = 0;
  let nextIndex = 0;
  for (let i = 0; i < byBlock.length; i++) {
    const change = byBlock[i]!;
    if (!change.added && !change.removed) {
      blocks.push({ change: "unchanged", count: change.count ?? change.value.length });
      oldIndex += change.value.length;
      nextIndex += change.value.length;
      continue;
    }
    // A removal followed by an addition is an edit of those blocks: compare them pairwise.
    const removed = change.removed ? old.slice(oldIndex, (oldIndex += change.value.length)) : [];
    const following = change.removed && byBlock[i + 1]?.added ? byBlock[++i]! : change.added ? change : null;
    const added = following ? next.slice(nextIndex, (nextIndex += following.value.length)) : [];
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const was = removed[k];
      const is = added[k];
      if (was && is && was.text === is.text) {
        blocks.push({ change: "formatting", text: is.text });
        continue;
      }
      if (!was || !is) {
        blocks.push({ change: was ? "removed" : "added", parts: [{ text: (was ?? is)!.text, change: was ? "removed" : "added" }] });
        continue;
      }
      const parts = wordParts(was.text, is.text);
      if (!parts) coarse = true;
      blocks.push({ change: "changed", parts: parts ?? wholeChange(was.text, is.text) });
    }
  }
  return { blocks, coarse };
}

const FIELD_LABELS: Array<[keyof RevisionMeta, string]> = [
  ["status", "Status"],
  ["date", "Date"],
  ["type", "Type"],
  ["category", "Category"],
  ["image", "Featured image"],
  ["featured", "Featured"],
  ["tags", "Tags"],
  ["slug", "Address"],
  ["metaTitle", "Meta title"],
  ["metaDescription", "Meta description"],
  ["noindex", "Hidden from search engines"],
];

function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(none)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "(none)";
  return String(value);
}

type Side = { title: string; excerpt: string; content: string; meta: RevisionMeta };

/** What changed from `before` (null: nothing, for a post's first revision) to `after`. */
export function diffRevisions(before: Side | null, after: Side): RevisionDiff {
  const from: Side = before ?? { title: "", excerpt: "", content: "", meta: {} as RevisionMeta };
  const content = contentDiff(from.content, after.content);
  const fields: FieldChange[] = before
    ? FIELD_LABELS.filter(([key]) => after.meta[key] !== undefined && shown(from.meta[key]) !== shown(after.meta[key])).map(([key, field]) => ({
        field,
        before: shown(from.meta[key]),
        after: shown(after.meta[key]),
      }))
    : [];
  return {
    title: wordParts(from.title, after.title) ?? wholeChange(from.title, after.title),
    excerpt: wordParts(from.excerpt, after.excerpt) ?? wholeChange(from.excerpt, after.excerpt),
    content: content.blocks,
    fields,
    coarse: content.coarse,
  };
}
