import { expect } from "vitest";
import type { DomainError } from "~/services/platform";

/**
 * What a refused service call tells the person (its message, status and field messages), after
 * checking that it threw a `type`.
 */
export async function refusalOf(call: Promise<unknown>, type: abstract new (...args: never[]) => DomainError) {
  const thrown = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(type);
  const { message, status, fieldErrors } = thrown as DomainError;
  return { message, status, fieldErrors };
}
