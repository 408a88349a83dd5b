/**
 * Refusals this instance has already been told about, until their window ends, so a flood from a
 * refused key costs no database statement at all. The database stays the authority: a key not
 * remembered here (another instance refused it, or the memo was full) is asked about again.
 */
export class RefusalMemo {
  private readonly until = new Map<string, number>();

  constructor(private readonly capacity = 10_000) {}

  /** Milliseconds left on a remembered refusal of `key`, or 0. */
  remaining(key: string, nowMs: number): number {
    const until = this.until.get(key);
    if (until === undefined) return 0;
    if (until > nowMs) return until - nowMs;
    this.until.delete(key);
    return 0;
  }

  remember(key: string, untilMs: number, nowMs: number): void {
    if (this.until.size >= this.capacity) {
      for (const [stored, end] of this.until) if (end <= nowMs) this.until.delete(stored);
      if (this.until.size >= this.capacity) return;
    }
    this.until.set(key, untilMs);
  }
}
