/**
 * Decides whether a client error (4xx) is logged: the first of each kind from a client in a
 * minute is, repeats are not, so a flood of bad requests cannot fill the logs. The memory is
 * bounded; when it is full of clients seen within the minute, further ones are not logged.
 */
export class ClientErrorLogThrottle {
  private readonly lastLogged = new Map<string, number>();

  constructor(
    private readonly intervalMs = 60_000,
    private readonly capacity = 10_000,
  ) {}

  shouldLog(client: string, status: number, nowMs: number): boolean {
    const key = `${client} ${status}`;
    const last = this.lastLogged.get(key);
    if (last !== undefined && nowMs - last < this.intervalMs) return false;
    if (last === undefined && this.lastLogged.size >= this.capacity) {
      for (const [stored, at] of this.lastLogged) if (nowMs - at >= this.intervalMs) this.lastLogged.delete(stored);
      if (this.lastLogged.size >= this.capacity) return false;
    }
    this.lastLogged.set(key, nowMs);
    return true;
  }
}
