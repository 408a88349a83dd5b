import { eq, gt, lt } from "drizzle-orm";
import { instances } from "~/db/schema/index";
import type { Db, Logger } from "~/services/platform";
import { processInstanceId } from "./instance-id.server";

/** How often a running process says it is still there. */
export const INSTANCE_SEEN_EVERY_MS = 15_000;
/** A process not seen for this long is gone: four missed beats, so a slow database does not kill anyone. */
export const INSTANCE_GONE_AFTER_MS = 60_000;

export type Liveness = { isAlive(instanceId: string | null): boolean };

/**
 * Which processes are running now, as the database saw them. With the embedded database this
 * process is the only one that can have it open (decision 030), so any other is gone the moment
 * this one starts (`soleWriter`); with a server, a process is alive while its beat is recent.
 */
export async function liveness(db: Db, { now, soleWriter }: { now: Date; soleWriter: boolean }): Promise<Liveness> {
  if (soleWriter) return { isAlive: (id) => id === processInstanceId };
  const seen = await db
    .select({ id: instances.id })
    .from(instances)
    .where(gt(instances.seenAt, new Date(now.getTime() - INSTANCE_GONE_AFTER_MS)));
  const alive = new Set([processInstanceId, ...seen.map((row) => row.id)]);
  return { isAlive: (id) => id !== null && alive.has(id) };
}

async function beat(db: Db, now: Date): Promise<void> {
  await db
    .insert(instances)
    .values({ id: processInstanceId, startedAt: now, seenAt: now })
    .onConflictDoUpdate({ target: instances.id, set: { seenAt: now } });
}

/**
 * Records this process as running now and again every INSTANCE_SEEN_EVERY_MS, until stopped;
 * stopping removes it (work it still held was cut off) and rows of processes gone for a day.
 */
export async function startInstanceHeartbeat(db: Db, logger: Logger): Promise<{ stop(): Promise<void> }> {
  await beat(db, new Date());
  const timer = setInterval(() => {
    beat(db, new Date()).catch((error: unknown) => logger.warn({ err: error }, "could not record that this process is running"));
  }, INSTANCE_SEEN_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      const dayAgo = new Date(Date.now() - 24 * 3_600_000);
      await db.delete(instances).where(eq(instances.id, processInstanceId));
      await db.delete(instances).where(lt(instances.seenAt, dayAgo));
    },
  };
}
