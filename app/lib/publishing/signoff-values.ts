import { htmlToText } from "../blog/excerpt";
import { csvDocument } from "../core/csv";
import { SIGNOFF_EVENT_LABELS } from "./signoff-labels";

/** One changed value in the sign-off log. */
export type SignoffValue = { field: string; before: string; after: string };

type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item => Boolean(value) && typeof value === "object" && !Array.isArray(value);
/** JSON with every object's keys sorted: two documents that hold the same values compare equal however they were built. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isItem(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/**
 * The cited sources and effective dates of what changed: every list entry (a tax year of the HSA
 * figures) that is new or different and names a source, as "title (address)", and its effective
 * date. A change that cites nothing says so.
 */
export function citedSourcesOf(live: unknown, next: unknown): { source: string; effectiveDate: string } {
  const sources: string[] = [];
  const dates: string[] = [];
  if (isItem(next)) {
    for (const [key, value] of Object.entries(next)) {
      if (!Array.isArray(value)) continue;
      const before = isItem(live) && Array.isArray(live[key]) ? (live[key] as unknown[]) : [];
      for (const entry of value) {
        if (!isItem(entry) || before.some((old) => same(old, entry))) continue;
        const title = typeof entry.sourceTitle === "string" ? entry.sourceTitle : null;
        const url = typeof entry.sourceUrl === "string" ? entry.sourceUrl : null;
        if (title || url) sources.push(title && url ? `${title} (${url})` : (title ?? url)!);
        if (typeof entry.effectiveDate === "string") dates.push(entry.effectiveDate);
      }
    }
  }
  const unique = (list: string[]) => [...new Set(list)].join("; ");
  return { source: unique(sources) || "none cited", effectiveDate: unique(dates) || "on publication" };
}

const POST_FIELDS = [
  ["title", "Title"],
  ["excerpt", "Excerpt"],
  ["content", "Body"],
] as const;

/** A post's changed texts as the log keeps them: words, not markup, cut to a readable length. */
export function postSignoffValues(live: Item | null, next: Item): SignoffValue[] {
  const text = (value: unknown, html: boolean) => {
    const words = typeof value === "string" ? (html ? htmlToText(value) : value) : "";
    return words.length > 600 ? `${words.slice(0, 600)}…` : words;
  };
  return POST_FIELDS.flatMap(([key, field]) => {
    const before = text(live?.[key], key === "content");
    const after = text(next[key], key === "content");
    return before === after ? [] : [{ field, before, after }];
  });
}

export type SignoffRow = {
  at: Date;
  event: string;
  documentLabel: string;
  actorLabel: string;
  submittedByLabel: string;
  changedValues: SignoffValue[];
  source: string;
  effectiveDate: string;
  pages: string[];
  comment: string | null;
};

/** The log as a compliance file: one line per event and changed value (an event without values keeps one line). */
export function signoffCsv(rows: readonly SignoffRow[]): string {
  const header = [
    "When (UTC)",
    "Event",
    "Document",
    "By",
    "Submitted by",
    "Field",
    "Old value",
    "New value",
    "Cited source",
    "Effective date",
    "Pages",
    "Comment",
  ];
  const lines = rows.flatMap((row) => {
    const values = row.changedValues.length ? row.changedValues : [{ field: "", before: "", after: "" }];
    return values.map((value) => [
      row.at.toISOString(),
      SIGNOFF_EVENT_LABELS[row.event] ?? row.event,
      row.documentLabel,
      row.actorLabel,
      row.submittedByLabel,
      value.field,
      value.before,
      value.after,
      row.source,
      row.effectiveDate,
      row.pages.join(" "),
      row.comment ?? "",
    ]);
  });
  return csvDocument([header, ...lines]);
}

export const signoffCsvFileName = (now: Date) => `signoff-log-${now.toISOString().slice(0, 10)}.csv`;
