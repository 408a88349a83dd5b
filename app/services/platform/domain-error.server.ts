/** The statuses a refused request answers with; a domain error is never a 5xx. */
export type DomainErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/**
 * A request the domain refuses, in words for the person who made it: its HTTP status and, where a
 * form field is at fault, the message beside that field. Admin actions turn any of them into an
 * answer the same way (routes/admin/action.server.ts); anything else is a fault, logged and 500.
 */
export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    message: string,
    readonly status: DomainErrorStatus = 400,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}
