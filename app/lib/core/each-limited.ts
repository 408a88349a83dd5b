/**
 * Runs `work` on every item with at most `limit` running at once, each next item starting as soon
 * as a running one ends (not in rounds, so one slow item holds up one slot, not the rest). Every
 * item is worked on even when some fail; the first failure is thrown once all have ended.
 */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        await work(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
}
