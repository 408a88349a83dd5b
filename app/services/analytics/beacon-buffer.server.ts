import type { Beacon } from "~/lib/analytics/beacon-schema";
import type { Db, Logger } from "~/services/platform";
import { type BeaconSource, type PreparedBeacon, prepareBeacon, type RecordOutcome, storeBeacons } from "./page-views.server";

/**
 * Beacons wait in memory at most this long, or until this many are waiting, and are then stored in
 * one multi-row INSERT per table: the visitor's request never waits for the database. A crash loses
 * at most the last second of views; a normal shutdown stores them first (closeServices).
 */
export const BEACON_FLUSH_MS = 1_000;
export const BEACON_FLUSH_ROWS = 500;

class BeaconBuffer {
  private waiting: PreparedBeacon[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** Flushes run one after another, so a batch sees the visits the batch before it started. */
  private flushed: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  add(prepared: PreparedBeacon): void {
    this.waiting.push(prepared);
    if (this.waiting.length >= BEACON_FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), BEACON_FLUSH_MS).unref();
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = [];
    this.flushed = this.flushed.then(async () => {
      try {
        await storeBeacons(this.db, batch);
      } catch (error) {
        // Analytics must never break the site: the batch is dropped and the failure logged.
        this.logger.error({ err: error, beacons: batch.length }, "storing buffered beacons failed");
      }
    });
    return this.flushed;
  }
}

const buffers = new WeakMap<Db, BeaconBuffer>();

/** Counts a validated beacon (unless it comes from a bot, the admin area or staff) and stores it within BEACON_FLUSH_MS. */
export function bufferBeacon(db: Db, logger: Logger, beacon: Beacon, source: BeaconSource): RecordOutcome {
  const prepared = prepareBeacon(beacon, source);
  if ("reason" in prepared) return { recorded: false, reason: prepared.reason };
  let buffer = buffers.get(db);
  if (!buffer) buffers.set(db, (buffer = new BeaconBuffer(db, logger)));
  buffer.add(prepared);
  return { recorded: true };
}

/** Stores this process's waiting beacons now: before the dashboard reads, and at shutdown. */
export async function flushBufferedBeacons(db: Db): Promise<void> {
  await buffers.get(db)?.flush();
}
