/**
 * What changed between two revisions, as plain text parts the page renders as text (never as
 * HTML), so a diff can show any stored markup without running it.
 */

/** A run of words, added, removed, or in both. */
export type WordPart = { text: string; change: "added" | "removed" | null };

/** A top-level block of the body (paragraph, heading, table, ...) or a run of unchanged ones. */
export type DiffBlock =
  | { change: "unchanged"; count: number }
  | { change: "added" | "removed" | "changed"; parts: WordPart[] }
  /** Same words, different markup (a link's address, bold, a table cell's kind). */
  | { change: "formatting"; text: string };

/** A field other than the texts whose value changed. */
export type FieldChange = { field: string; before: string; after: string };

export type RevisionDiff = {
  title: WordPart[];
  excerpt: WordPart[];
  content: DiffBlock[];
  fields: FieldChange[];
  /** The body was too different to compare word by word in time: its blocks are shown whole. */
  coarse: boolean;
};

/** The author a revision kept by the publishing job names (no account made it). */
export const SCHEDULE_AUTHOR_LABEL = "the schedule";

export const REVISION_REASON_LABELS = {
  created: "Created",
  updated: "Saved",
  published: "Published",
  unpublished: "Unpublished",
  scheduled: "Scheduled",
  restored: "Restored an older revision",
  changes_saved: "Changes saved as a draft",
  changes_scheduled: "Changes scheduled",
  restored_to_draft: "Restored as a draft",
} as const;
