/** What a Blog Posts action answers; the form keeps what was typed whatever the answer. */
export type PostActionResult = {
  intent: string;
  ok: boolean;
  toast: { title: string; description: string };
  fieldErrors?: Record<string, string>;
  /** The saved post's id and version, for the form's next save. */
  saved?: { id: string; version: number };
  /** Someone else's newer save, shown beside the form's own text. */
  conflict?: { version: number; title: string; excerpt: string; content: string };
};

/** Whether a fetcher's answer is a PostActionResult (a 403 answers plain text). */
export function isPostActionResult(value: unknown): value is PostActionResult {
  return typeof value === "object" && value !== null && "toast" in value && "ok" in value;
}
