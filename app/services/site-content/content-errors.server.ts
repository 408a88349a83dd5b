import { DomainError } from "~/services/platform";

export const CONTENT_MESSAGES = {
  notFound: "This content no longer exists. Reload the page.",
  conflict: "Someone else saved this content since you opened it. Compare the two versions: nothing you typed is lost.",
  invalid: "Some fields need attention.",
  notJson: "The form could not be read. Reload the page and try again.",
  pastSchedule: "Choose a time in the future",
  nothingToSchedule: "There is no draft to schedule: save your changes first.",
} as const;

/** The content failed its type's rules; each message names the field path it belongs to ("years.3.family"). */
export class ContentValidationError extends DomainError {
  override name = "ContentValidationError";
  constructor(fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? CONTENT_MESSAGES.invalid, 400, fieldErrors);
  }
}

export class ContentNotFoundError extends DomainError {
  override name = "ContentNotFoundError";
  constructor() {
    super(CONTENT_MESSAGES.notFound, 404);
  }
}

/** The document changed since the editor opened it: the other version travels with the error so both can be shown. */
export class ContentVersionConflictError extends DomainError {
  override name = "ContentVersionConflictError";
  constructor(readonly theirs: { version: number; data: unknown; savedBy: string | null; savedAt: string | null }) {
    super(CONTENT_MESSAGES.conflict, 409);
  }
}
