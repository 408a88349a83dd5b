/** BACKUP_DAILY_AT unless configured: the daily quiet hour of the embedded database's heavy work (backup, vacuum). */
export const DEFAULT_DAILY_TIME = "03:00";

/** "HH:MM" in UTC, 00:00 to 23:59. */
export const DAILY_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight UTC of an "HH:MM" time. */
export function parseDailyTime(value: string): number {
  const match = DAILY_TIME.exec(value);
  if (!match) throw new RangeError(`expected HH:MM, got ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The slot of a job run once a day at `minuteOfDay` UTC: the latest such moment at or before
 * `now`. A server that was down at that time takes the day's run when it next sweeps.
 */
export function dailySlot(minuteOfDay: number, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + minuteOfDay * 60_000;
  return new Date(today <= now.getTime() ? today : today - 24 * 3_600_000);
}

/** A job's schedule at an "HH:MM" UTC time: each moment's slot is that day's run (see dailySlot). */
export function dailyAt(time: string): (now: Date) => Date {
  const minuteOfDay = parseDailyTime(time);
  return (now) => dailySlot(minuteOfDay, now);
}
