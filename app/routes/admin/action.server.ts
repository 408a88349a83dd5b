import { data } from "react-router";
import type { z } from "zod";
import type { ActionResult, Toast } from "~/lib/admin/action-result";
import { DATABASE_UNAVAILABLE } from "~/lib/admin/database-unavailable";
import { fieldErrors } from "~/lib/core/field-errors";
import { DomainError, isDatabaseUnavailable, type RequestContext } from "~/services/platform";

/** An admin action's answer: 200 when it worked, 400 when it was refused, unless told otherwise. */
export function reply<Result extends ActionResult>(result: Result, status = result.ok ? 200 : 400, headers?: HeadersInit) {
  return data(result, { status, headers });
}

type FailureAnswer<Result extends ActionResult> = {
  intent: string;
  /** The toast of a fault nobody could foresee (logged, 500); a domain error's title too, unless `toastFor` says otherwise. */
  fallback: Toast;
  /** A tab's own toast for a domain error; by default the fallback's title with the error's message. */
  toastFor?: (error: DomainError) => Toast | undefined;
  /** Fields the tab's answers always carry (the row acted on, the values typed). */
  extra?: Omit<Partial<Result>, keyof ActionResult>;
};

/**
 * The answer to a write that threw: a domain error (refused input, a missing row, a conflict, a
 * role without the permission) answers its own status, message and field errors; a database that
 * cannot be reached answers 503 "Database unavailable", as the admin pages do (nothing was saved);
 * anything else is a fault, logged with the request's id and answered 500 without its details.
 */
export function failure<Result extends ActionResult>(context: Pick<RequestContext, "log">, error: unknown, answer: FailureAnswer<Result>) {
  const { intent, fallback, toastFor, extra } = answer;
  if (error instanceof DomainError) {
    const toast = toastFor?.(error) ?? { title: fallback.title, description: error.message };
    return reply({ ...extra, intent, ok: false, toast, fieldErrors: error.fieldErrors } as Result, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    context.log.warn({ err: error, intent }, "admin action refused: database unavailable");
    const toast = { title: DATABASE_UNAVAILABLE.title, description: DATABASE_UNAVAILABLE.description };
    return reply({ ...extra, intent, ok: false, toast } as Result, DATABASE_UNAVAILABLE.status, { "Retry-After": "30" });
  }
  context.log.error({ err: error, intent }, "admin action failed");
  return reply({ ...extra, intent, ok: false, toast: fallback } as Result, 500);
}

/**
 * A form's values as the object a service's zod schema reads: every field as its string, the
 * fields named in `lists` as arrays of strings, files left out.
 */
export function formValues(form: FormData, lists: readonly string[] = []): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    if (lists.includes(name)) values[name] = [...((values[name] as string[] | undefined) ?? []), value];
    else values[name] ??= value;
  }
  for (const name of lists) values[name] ??= [];
  return values;
}

/** A form read through a schema: its data, or the message for each field at fault. */
export function parseForm<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  lists: readonly string[] = [],
): { ok: true; data: z.output<Schema> } | { ok: false; fieldErrors: Record<string, string> } {
  const parsed = schema.safeParse(formValues(form, lists));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fieldErrors: fieldErrors(parsed.error) };
}
