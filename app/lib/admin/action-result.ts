/** A toast: a short title and a sentence saying what happened or what to do. */
export type Toast = { title: string; description: string };

/**
 * What every admin action answers, whatever the tab: the intent it answers, whether it worked,
 * the toast to show, and the messages beside the form's fields. A tab adds its own fields
 * (`ActionResult<{ saved: ... }>`); the form keeps what was typed whatever the answer.
 */
export type ActionResult<Extra extends object = object> = {
  intent: string;
  ok: boolean;
  /** A success with a caveat: shown as a plain toast instead of a green one. */
  warning?: boolean;
  toast: Toast;
  fieldErrors?: Record<string, string>;
} & Partial<Extra>;

/** Whether a fetcher's answer is an action result (a refused role answers 403 as plain text). */
export function isActionResult(value: unknown): value is ActionResult {
  return typeof value === "object" && value !== null && "toast" in value && "ok" in value && "intent" in value;
}
