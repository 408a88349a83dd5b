const DAY_MS = 24 * 3_600_000;

/** Whole days an item deleted at `deletedAt` has left in a trash kept `keptDays` (0 once its time is up). */
export function trashDaysLeft(deletedAt: string, now: string, keptDays: number): number {
  const elapsed = Math.floor((Date.parse(now) - Date.parse(deletedAt)) / DAY_MS);
  return Math.max(0, keptDays - elapsed);
}
