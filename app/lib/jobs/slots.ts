/**
 * Time slots of scheduled jobs. A slot is computed from the wall clock alone, so every instance,
 * and a process that just restarted, agrees on which run is due without any shared timer.
 */

/** How often a job runs: a fixed period, or a function giving the start of the slot `now` falls in. */
export type JobSchedule = number | ((now: Date) => Date);

/** Start of the fixed-length slot containing `now`, counted from the Unix epoch. */
export function slotStart(now: Date, intervalMs: number): Date {
  if (!Number.isInteger(intervalMs) || intervalMs <= 0) throw new RangeError(`interval must be a positive whole number of ms, got ${intervalMs}`);
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

export function currentSlot(schedule: JobSchedule, now: Date): Date {
  return typeof schedule === "number" ? slotStart(now, schedule) : schedule(now);
}

/** Errors are stored as their message only, cut to this length. */
export const JOB_ERROR_MAX_LENGTH = 1000;

export function errorMessageOf(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.length > JOB_ERROR_MAX_LENGTH ? `${message.slice(0, JOB_ERROR_MAX_LENGTH - 1)}…` : message;
}

/** A run still "running" after this long was most likely cut off by a crash or a restart. */
export const ABANDONED_AFTER_MS = 60 * 60_000;

export function looksAbandoned(run: { status: string; startedAt: Date }, now: Date, afterMs = ABANDONED_AFTER_MS): boolean {
  return run.status === "running" && now.getTime() - run.startedAt.getTime() > afterMs;
}
