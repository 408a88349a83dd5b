import { data } from "react-router";
import { DomainError, isDatabaseUnavailable, type RequestContext } from "~/services/platform";
import { databaseUnavailableResponse } from "./database-unavailable.server";

/** A tab with a "could not load" state of its own: the name a failure is logged under, and the empty data the page shows it with. */
type Unavailable<Fallback extends object> = { label: string; fallback: Fallback };

/** A tab's data as read (`ok: true`), or its fallback (`ok: false`) when the read failed. */
export type Loaded<Data extends object, Fallback extends object> = ({ ok: true } & Data) | ({ ok: false } & Fallback);

/**
 * The one way an admin loader reads what it shows, so a failure reads the same in every tab:
 * - the database cannot be reached: the 503 "Database unavailable" answer, as the guard gives it,
 *   shown in the frame by the dashboard's error boundary;
 * - the domain refuses (a missing permission, a missing row): the route's error answer with the
 *   refusal's status and message;
 * - anything else: a tab with a "could not load" state of its own passes `unavailable`, and gets
 *   `ok: false` with its fallback (the fault logged under its label); without it, the fault
 *   reaches the dashboard's error boundary ("This section could not be loaded").
 */
export async function loadOrUnavailable<Data>(context: Pick<RequestContext, "log">, read: () => Promise<Data>): Promise<Data>;
export async function loadOrUnavailable<Data extends object, Fallback extends object>(
  context: Pick<RequestContext, "log">,
  read: () => Promise<Data>,
  unavailable: Unavailable<Fallback>,
): Promise<Loaded<Data, Fallback>>;
export async function loadOrUnavailable<Data extends object, Fallback extends object>(
  context: Pick<RequestContext, "log">,
  read: () => Promise<Data>,
  unavailable?: Unavailable<Fallback>,
): Promise<Data | Loaded<Data, Fallback>> {
  try {
    const loaded = await read();
    return unavailable ? { ok: true as const, ...loaded } : loaded;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw databaseUnavailableResponse();
    if (error instanceof DomainError) throw data(error.message, { status: error.status });
    // Redirects and answers a read throws on purpose are not failures.
    if (!unavailable || !(error instanceof Error)) throw error;
    context.log.error({ err: error }, `${unavailable.label} could not load`);
    return { ok: false as const, ...unavailable.fallback };
  }
}
