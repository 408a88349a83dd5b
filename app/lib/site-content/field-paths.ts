import type { z } from "zod";

/** A field's place in a document as the form names it: "years.3.contributionLimit.family". */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/** The first message for each field path; an issue about the whole document goes under "form". */
export function contentFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[fieldPath(issue.path) || "form"] ??= issue.message;
  return errors;
}
