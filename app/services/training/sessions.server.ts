import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { trainingCreditsContent } from "~/content/training-credits";
import { trainingRegistrations, trainingSessions } from "~/db/schema/index";
import { fieldErrors } from "~/lib/core/field-errors";
import { type SessionInput, sessionInputSchema } from "~/lib/training/training-rules";
import type { TrainingCourse } from "~/lib/training/training-options";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { type Db, DomainError, type Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { publishedContent } from "~/services/site-content";
import { type MailConfig, offerFreedSeats } from "./seats.server";

export type TrainingSession = typeof trainingSessions.$inferSelect;

/** A session as a course page shows it: never its joining details. */
export type UpcomingSession = Pick<
  TrainingSession,
  "id" | "course" | "title" | "format" | "startsAt" | "endsAt" | "timeZone" | "price" | "registrationDeadline"
> & {
  seatsLeft: number;
  open: boolean;
};

const publicColumns = {
  id: trainingSessions.id,
  course: trainingSessions.course,
  title: trainingSessions.title,
  format: trainingSessions.format,
  startsAt: trainingSessions.startsAt,
  endsAt: trainingSessions.endsAt,
  timeZone: trainingSessions.timeZone,
  price: trainingSessions.price,
  registrationDeadline: trainingSessions.registrationDeadline,
  seats: trainingSessions.seats,
  seatsTaken: trainingSessions.seatsTaken,
};

type PublicRow = Omit<UpcomingSession, "seatsLeft" | "open"> & { seats: number; seatsTaken: number };

function toUpcoming(row: PublicRow, now: Date): UpcomingSession {
  const { seats, seatsTaken, ...rest } = row;
  return { ...rest, seatsLeft: Math.max(0, seats - seatsTaken), open: row.registrationDeadline > now };
}

/** A course's sessions that have not started, soonest first: a past session drops out by its date when read, no job needed. */
export async function upcomingSessions(db: Db, course: TrainingCourse, now: Date): Promise<UpcomingSession[]> {
  const rows = await db
    .select(publicColumns)
    .from(trainingSessions)
    .where(and(eq(trainingSessions.course, course), gt(trainingSessions.startsAt, now)))
    .orderBy(asc(trainingSessions.startsAt))
    .limit(20);
  return rows.map((row) => toUpcoming(row, now));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** One session that has not started (for its registration page), or null. */
export async function upcomingSession(db: Db, sessionId: string, now: Date): Promise<UpcomingSession | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await db
    .select(publicColumns)
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, sessionId), gt(trainingSessions.startsAt, now)));
  return row ? toUpcoming(row, now) : null;
}

/** Every session for staff, newest start first, with its waitlist's length. */
export async function listSessions(db: Db, actor: Actor) {
  authorizeActor(actor, "training:manage");
  return db
    .select({
      session: trainingSessions,
      waitlisted: sql<number>`(select count(*)::int from ${trainingRegistrations} r where r.session_id = ${trainingSessions.id} and r.status = 'waitlisted')`,
    })
    .from(trainingSessions)
    .orderBy(desc(trainingSessions.startsAt))
    .limit(200);
}

export async function sessionById(db: Db | Tx, sessionId: string): Promise<TrainingSession | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await db.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId));
  return row ?? null;
}

/** The accreditors staff may name, from the Training credit rules content. */
export async function accreditorNames(db: Db): Promise<string[]> {
  const { value } = await publishedContent(db, trainingCreditsContent);
  return value.accreditors.map((entry) => entry.name);
}

const FIX_FIELDS = "Please correct the fields marked below.";

async function parseSession(db: Db, values: Record<string, unknown>): Promise<SessionInput> {
  const parsed = sessionInputSchema.safeParse(values);
  if (!parsed.success) throw new DomainError(FIX_FIELDS, 400, fieldErrors(parsed.error));
  const input = parsed.data;
  if (input.accreditor && !(await accreditorNames(db)).includes(input.accreditor)) {
    throw new DomainError(FIX_FIELDS, 400, { accreditor: "Choose an accreditor from the Training credit rules." });
  }
  return input;
}

function columnsOf(input: SessionInput) {
  const { course, title, format, timeZone, startsAt, endsAt, registrationDeadline, seats, price, joiningDetails, accreditor } = input;
  return { course, title, format, timeZone, startsAt, endsAt, registrationDeadline, seats, price, joiningDetails, accreditor };
}

/** Staff add a dated session to a course; audited. */
export async function createSession(db: Db, actor: Actor, values: Record<string, unknown>, now = new Date()): Promise<{ id: string }> {
  authorizeActor(actor, "training:manage");
  const input = await parseSession(db, values);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trainingSessions)
      .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
      .returning({ id: trainingSessions.id });
    await recordEvent(tx, {
      ...actorEventFields(actor),
      kind: "training_session_saved",
      at: now,
      target: { type: "training_session", id: row!.id, label: input.title },
      changes: { created: true, course: input.course, startsAt: input.startsAt.toISOString(), seats: input.seats },
    });
    return { id: row!.id };
  });
}

/**
 * Staff change a session. Seats can not go below those held (the database refuses it too);
 * added seats go to the waitlist at once, as offers.
 */
export async function updateSession(db: Db, config: MailConfig, actor: Actor, sessionId: string, values: Record<string, unknown>, now = new Date()) {
  authorizeActor(actor, "training:manage");
  const input = await parseSession(db, values);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId)).for("update");
    if (!locked) throw new DomainError("This session no longer exists.", 404);
    if (input.seats < locked.seatsTaken) {
      throw new DomainError(FIX_FIELDS, 400, { seats: `${locked.seatsTaken} seats are taken or offered; the session needs at least that many.` });
    }
    await tx
      .update(trainingSessions)
      .set({ ...columnsOf(input), updatedAt: now })
      .where(eq(trainingSessions.id, sessionId));
    await offerFreedSeats(tx, config, sessionId, now);
    await recordEvent(tx, {
      ...actorEventFields(actor),
      kind: "training_session_saved",
      at: now,
      target: { type: "training_session", id: sessionId, label: input.title },
      changes: { startsAt: input.startsAt.toISOString(), seats: input.seats, price: input.price },
    });
  });
}
