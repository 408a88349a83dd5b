/** How many scheduled backups to keep: the newest of each of the last N days, weeks and months. */
export type RetentionPolicy = { daily: number; weekly: number; monthly: number };

export type RetainedCandidate = { id: string; createdAt: Date };

function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** ISO week starting Monday, keyed by the Monday's date (UTC). */
function weekKey(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayKey(monday);
}

function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The newest backup of each of the `limit` most recent periods that have one. */
function newestPerPeriod(newestFirst: RetainedCandidate[], key: (date: Date) => string, limit: number): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const backup of newestFirst) {
    if (kept.length >= limit) break;
    const period = key(backup.createdAt);
    if (seen.has(period)) continue;
    seen.add(period);
    kept.push(backup.id);
  }
  return kept;
}

/**
 * Grandfather-father-son retention, in UTC: a backup is kept when it is the newest of one of the
 * last `daily` days, `weekly` weeks or `monthly` months that have a backup. Returns the ids to
 * delete. Periods without a backup do not count, so a stopped server never loses its last copies.
 */
export function backupsToPrune(backups: readonly RetainedCandidate[], policy: RetentionPolicy): string[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set([
    ...newestPerPeriod(newestFirst, dayKey, policy.daily),
    ...newestPerPeriod(newestFirst, weekKey, policy.weekly),
    ...newestPerPeriod(newestFirst, monthKey, policy.monthly),
  ]);
  return newestFirst.filter((backup) => !keep.has(backup.id)).map((backup) => backup.id);
}
