import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { trainingRegistrations } from "~/db/schema/index";
import { minutesByEmail, parseAttendanceCsv } from "~/lib/training/attendance-csv";
import { minutesBetween } from "~/lib/training/credit-rule";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { type Db, DomainError } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { sessionById } from "./sessions.server";

/** A refused import: every bad row's message, nothing stored. */
export class AttendanceImportError extends DomainError {
  constructor(readonly rowErrors: string[]) {
    super(`The file was not imported: ${rowErrors.length} problem${rowErrors.length === 1 ? "" : "s"} to fix.`, 400);
  }
}

/** The confirmed registrants of a session (the roster), in registration order. */
export async function rosterOf(db: Db, actor: Actor, sessionId: string) {
  authorizeActor(actor, "training:manage");
  return db.select().from(trainingRegistrations).where(eq(trainingRegistrations.sessionId, sessionId)).orderBy(asc(trainingRegistrations.createdAt));
}

async function storeMinutes(db: Db, actor: Actor, sessionId: string, title: string, minutes: Map<string, number>, source: "marked" | "imported", now: Date) {
  await db.transaction(async (tx) => {
    for (const [id, value] of minutes) {
      await tx
        .update(trainingRegistrations)
        .set({ attendedMinutes: value, updatedAt: now })
        .where(and(eq(trainingRegistrations.id, id), eq(trainingRegistrations.sessionId, sessionId), eq(trainingRegistrations.status, "confirmed")));
    }
    await recordEvent(tx, {
      ...actorEventFields(actor),
      kind: "training_attendance_recorded",
      at: now,
      target: { type: "training_session", id: sessionId, label: title },
      changes: { source, registrants: minutes.size },
    });
  });
}

/** Staff mark minutes attended per confirmed registrant (blank: not recorded); audited. */
export async function markAttendance(db: Db, actor: Actor, sessionId: string, entries: Record<string, string>, now = new Date()): Promise<number> {
  authorizeActor(actor, "training:manage");
  const session = await sessionById(db, sessionId);
  if (!session) throw new DomainError("This session no longer exists.", 404);
  const length = minutesBetween(session.startsAt, session.endsAt);
  const minutes = new Map<string, number>();
  const errors: Record<string, string> = {};
  for (const [id, text] of Object.entries(entries)) {
    if (text.trim() === "") continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0 || value > length) errors[`minutes-${id}`] = `Enter whole minutes from 0 to ${length}.`;
    else minutes.set(id, value);
  }
  if (Object.keys(errors).length > 0) throw new DomainError("Please correct the minutes marked below.", 400, errors);
  await storeMinutes(db, actor, sessionId, session.title, minutes, "marked", now);
  return minutes.size;
}

/**
 * Staff import the webinar tool's report of join and leave times: minutes per registrant are
 * their intervals within the session, merged. A file with a bad row, or a row for an address that
 * holds no confirmed seat, is refused whole, each problem named by its line.
 */
export async function importAttendance(db: Db, actor: Actor, sessionId: string, csv: string, now = new Date()): Promise<{ registrants: number }> {
  authorizeActor(actor, "training:manage");
  const session = await sessionById(db, sessionId);
  if (!session) throw new DomainError("This session no longer exists.", 404);
  const parsed = parseAttendanceCsv(csv, session.timeZone);
  if (!parsed.ok) throw new AttendanceImportError(parsed.errors);
  const emails = [...new Set(parsed.intervals.map((interval) => interval.email))];
  const seated = await db
    .select({ id: trainingRegistrations.id, email: sql<string>`lower(${trainingRegistrations.email})` })
    .from(trainingRegistrations)
    .where(
      and(
        eq(trainingRegistrations.sessionId, sessionId),
        eq(trainingRegistrations.status, "confirmed"),
        inArray(sql`lower(${trainingRegistrations.email})`, emails),
      ),
    );
  const idByEmail = new Map(seated.map((row) => [row.email, row.id]));
  const unknown = parsed.intervals
    .map((interval, index) => ({ interval, line: index + 2 }))
    .filter(({ interval }) => !idByEmail.has(interval.email))
    .map(({ interval, line }) => `Line ${line}: ${interval.email} holds no confirmed seat on this session.`);
  if (unknown.length > 0) throw new AttendanceImportError(unknown);
  const minutes = new Map<string, number>();
  for (const [email, value] of minutesByEmail(parsed.intervals, session.startsAt, session.endsAt)) minutes.set(idByEmail.get(email)!, value);
  await storeMinutes(db, actor, sessionId, session.title, minutes, "imported", now);
  return { registrants: minutes.size };
}
