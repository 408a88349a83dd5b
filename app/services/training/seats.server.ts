import { and, asc, eq, gt, lt, lte, sql } from "drizzle-orm";
import { trainingRegistrations, trainingSessions } from "~/db/schema/index";
import { OFFER_HOURS } from "~/lib/training/training-rules";
import type { Db, Tx } from "~/services/platform";
import { type MailConfig, queueOffer } from "./training-mail.server";

export type { MailConfig } from "./training-mail.server";

const HOUR_MS = 3_600_000;

/**
 * Takes one seat of an open session, or none: a single conditional UPDATE, so two registrations
 * for the last seat (on any instances) cannot both pass: the second waits for the first's row
 * lock, then finds `seats_taken < seats` false. The table's CHECK refuses an oversold row besides.
 */
export async function takeSeat(tx: Tx, sessionId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(trainingSessions)
    .set({ seatsTaken: sql`${trainingSessions.seatsTaken} + 1` })
    .where(and(eq(trainingSessions.id, sessionId), lt(trainingSessions.seatsTaken, trainingSessions.seats), gt(trainingSessions.registrationDeadline, now)))
    .returning({ id: trainingSessions.id });
  return rows.length === 1;
}

/** Gives back a seat a registration held (cancelled, expired offer), then offers the free seats to the waitlist. */
export async function releaseSeat(tx: Tx, config: MailConfig, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(trainingSessions)
    .set({ seatsTaken: sql`${trainingSessions.seatsTaken} - 1` })
    .where(eq(trainingSessions.id, sessionId));
  await offerFreedSeats(tx, config, sessionId, now);
}

/**
 * While the session has free seats and has not started, the first person waiting (by when they
 * joined the waitlist) is offered a seat, held for OFFER_HOURS (never past the start), and mailed.
 */
export async function offerFreedSeats(tx: Tx, config: MailConfig, sessionId: string, now: Date): Promise<number> {
  const [session] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId)).for("update");
  if (!session || session.startsAt <= now) return 0;
  let offered = 0;
  for (let free = session.seats - session.seatsTaken; free > 0; free--) {
    const [next] = await tx
      .select({ id: trainingRegistrations.id, name: trainingRegistrations.name, email: trainingRegistrations.email })
      .from(trainingRegistrations)
      .where(and(eq(trainingRegistrations.sessionId, sessionId), eq(trainingRegistrations.status, "waitlisted")))
      .orderBy(asc(trainingRegistrations.waitlistedAt), asc(trainingRegistrations.createdAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) break;
    const expiresAt = new Date(Math.min(now.getTime() + OFFER_HOURS * HOUR_MS, session.startsAt.getTime()));
    await tx
      .update(trainingSessions)
      .set({ seatsTaken: sql`${trainingSessions.seatsTaken} + 1` })
      .where(eq(trainingSessions.id, sessionId));
    await tx.update(trainingRegistrations).set({ status: "offered", offerExpiresAt: expiresAt, updatedAt: now }).where(eq(trainingRegistrations.id, next.id));
    await queueOffer(tx, config, session, next, expiresAt, now);
    offered++;
  }
  return offered;
}

/**
 * Offers not taken in time expire and their seats go to the next person waiting: run by the
 * `training-offers` job every minute, each offer claimed under a row lock so one instance expires it.
 */
export async function expireOffers(db: Db, config: MailConfig, now: Date): Promise<number> {
  const due = await db
    .select({ id: trainingRegistrations.id })
    .from(trainingRegistrations)
    .where(and(eq(trainingRegistrations.status, "offered"), lte(trainingRegistrations.offerExpiresAt, now)))
    .limit(100);
  let expired = 0;
  for (const { id } of due) {
    expired += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(trainingRegistrations)
        .set({ status: "expired", updatedAt: now })
        .where(and(eq(trainingRegistrations.id, id), eq(trainingRegistrations.status, "offered"), lte(trainingRegistrations.offerExpiresAt, now)))
        .returning({ sessionId: trainingRegistrations.sessionId });
      if (!claimed) return 0;
      await releaseSeat(tx, config, claimed.sessionId, now);
      return 1;
    });
  }
  return expired;
}
