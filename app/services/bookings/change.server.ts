import { eq, inArray } from "drizzle-orm";
import { adminUsers, bookings, consultationHosts, leads } from "~/db/schema/index";
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from "~/lib/bookings/booking-options";
import { BOOKING_MESSAGES as M } from "~/lib/bookings/booking-messages";
import { slotChoiceSchema } from "~/lib/bookings/booking-rules";
import { fieldErrors } from "~/lib/core/field-errors";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { deliverSoon } from "~/services/mail";
import { type AppServices, DomainError, readSignedLink, type Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { hostsFreeAt } from "./availability.server";
import { bookingMailTexts, type BookingMailReason, MANAGE_LINK_PURPOSE, queueBookingMails } from "./booking-mail.server";
import type { ConsultationBookingTexts } from "~/content/consultation-booking";
import { claimSlot, releaseSlot, SlotTakenError } from "./claims.server";

export type BookingView = {
  id: string;
  status: BookingStatus;
  start: Date;
  end: Date;
  visitorTimeZone: string;
  visitorName: string;
  hostName: string | null;
};

/** Who changes a booking: the visitor through a mailed link, or a staff member in the Leads tab. */
export type BookingChanger = { kind: "visitor"; ip: string; userAgent: string | null } | { kind: "staff"; actor: Actor };

/** The booking a mailed link names; a forged or expired link is refused before the database is read. */
export async function bookingForLink(services: AppServices, token: unknown, now = new Date()): Promise<BookingView> {
  const verdict = readSignedLink(services.config.sessionSecret, MANAGE_LINK_PURPOSE, token, now);
  if (!verdict.ok) throw new DomainError(verdict.reason === "expired" ? M.linkExpired : M.linkInvalid, verdict.reason === "expired" ? 403 : 404);
  const view = await bookingView(services.database.db, verdict.subject);
  if (!view) throw new DomainError(M.notFound, 404);
  return view;
}

export async function bookingView(db: AppServices["database"]["db"] | Tx, bookingId: string): Promise<BookingView | null> {
  const [row] = await db
    .select({ booking: bookings, visitorName: leads.name, hostName: adminUsers.username })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(adminUsers, eq(adminUsers.id, bookings.hostUserId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const { booking } = row;
  return {
    id: booking.id,
    status: booking.status,
    start: booking.startsAt,
    end: booking.endsAt,
    visitorTimeZone: booking.visitorTimeZone,
    visitorName: row.visitorName,
    hostName: row.hostName,
  };
}

/** The booking locked for a change, with what its mails need. */
async function lockedBooking(tx: Tx, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, lead: leads, host: consultationHosts, hostName: adminUsers.username, hostEmail: adminUsers.email })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(consultationHosts, eq(consultationHosts.userId, bookings.hostUserId))
    .leftJoin(adminUsers, eq(adminUsers.id, bookings.hostUserId))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  if (!row) throw new DomainError(M.notFound, 404);
  return row;
}

type Locked = Awaited<ReturnType<typeof lockedBooking>>;

function refuseUnchangeable(row: Locked, changer: BookingChanger, now: Date): void {
  if (row.booking.status === "cancelled") throw new DomainError(M.alreadyCancelled, 409);
  if (!ACTIVE_BOOKING_STATUSES.includes(row.booking.status)) throw new DomainError(M.alreadyCancelled, 409);
  if (changer.kind === "visitor" && row.booking.startsAt.getTime() <= now.getTime()) throw new DomainError(M.alreadyPast, 409);
}

async function mailAbout(
  tx: Tx,
  services: AppServices,
  texts: ConsultationBookingTexts,
  row: Locked,
  reason: BookingMailReason,
  next: { start: Date; end: Date; sequence: number },
  now: Date,
) {
  await queueBookingMails(
    tx,
    services,
    texts,
    {
      id: row.booking.id,
      uid: row.booking.uid,
      sequence: next.sequence,
      start: next.start,
      end: next.end,
      visitorTimeZone: row.booking.visitorTimeZone,
      visitor: { name: row.lead.name, email: row.lead.email, organisation: row.lead.organisation },
      host: { name: row.hostName ?? "", email: row.hostEmail ?? null, timeZone: row.host?.timeZone ?? row.booking.visitorTimeZone },
      leadId: row.lead.id,
    },
    reason,
    now,
  );
}

function auditFields(changer: BookingChanger) {
  return changer.kind === "staff" ? actorEventFields(changer.actor) : { ipAddress: changer.ip, userAgent: changer.userAgent };
}

/**
 * Moves a booking to another free time of its host: the old cells are released and the new ones
 * claimed in one transaction (a time taken meanwhile is refused, the booking stays where it was),
 * SEQUENCE is raised and both sides get the updated invite (same UID). A cancelled or past booking
 * cannot be moved from a link.
 */
export async function rescheduleBooking(services: AppServices, bookingId: string, values: Record<string, unknown>, changer: BookingChanger, now = new Date()) {
  if (changer.kind === "staff") authorizeActor(changer.actor, "leads:manage");
  const parsed = slotChoiceSchema.pick({ slot: true }).safeParse(values);
  if (!parsed.success) throw new DomainError(M.slotRequired, 400, fieldErrors(parsed.error));
  const start = parsed.data.slot;
  const texts = await bookingMailTexts(services);
  const result = await services.database.db.transaction(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    refuseUnchangeable(row, changer, now);
    const length = Math.round((row.booking.endsAt.getTime() - row.booking.startsAt.getTime()) / 60_000);
    const end = new Date(start.getTime() + length * 60_000);
    const free = await hostsFreeAt(tx, now, start, length, bookingId);
    const host = free.find((candidate) => candidate.userId === row.booking.hostUserId);
    if (!host) throw new DomainError(M.slotUnavailable, 409, { slot: M.slotUnavailable });
    await releaseSlot(tx, bookingId);
    try {
      await claimSlot(tx, { id: bookingId, hostUserId: host.userId, start, end }, host);
    } catch (error) {
      if (error instanceof SlotTakenError) throw new DomainError(M.slotTaken, 409, { slot: M.slotTaken });
      throw error;
    }
    const sequence = row.booking.sequence + 1;
    await tx.update(bookings).set({ startsAt: start, endsAt: end, sequence, reminderSentAt: null, updatedAt: now }).where(eq(bookings.id, bookingId));
    await recordEvent(tx, {
      kind: "booking_moved",
      at: now,
      ...auditFields(changer),
      target: { type: "lead", id: row.lead.id, label: row.lead.organisation.slice(0, 200) },
      changes: { startsAt: { from: row.booking.startsAt.toISOString(), to: start.toISOString() }, by: changer.kind },
    });
    await mailAbout(tx, services, texts, row, "moved", { start, end, sequence }, now);
    return { start, end, sequence };
  });
  deliverSoon(services);
  return result;
}

/** Cancels a booking: its cells are freed, SEQUENCE raised and both sides get METHOD:CANCEL with the same UID. */
export async function cancelBooking(services: AppServices, bookingId: string, changer: BookingChanger, now = new Date()) {
  if (changer.kind === "staff") authorizeActor(changer.actor, "leads:manage");
  const texts = await bookingMailTexts(services);
  await services.database.db.transaction(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    refuseUnchangeable(row, changer, now);
    const sequence = row.booking.sequence + 1;
    await releaseSlot(tx, bookingId);
    await tx.update(bookings).set({ status: "cancelled", sequence, updatedAt: now }).where(eq(bookings.id, bookingId));
    await recordEvent(tx, {
      kind: "booking_cancelled",
      at: now,
      ...auditFields(changer),
      target: { type: "lead", id: row.lead.id, label: row.lead.organisation.slice(0, 200) },
      changes: { startsAt: row.booking.startsAt.toISOString(), by: changer.kind },
    });
    await mailAbout(tx, services, texts, row, "cancelled", { start: row.booking.startsAt, end: row.booking.endsAt, sequence }, now);
  });
  deliverSoon(services);
}

/** Staff confirm a booking or mark a no-show (which frees nothing already past, and sends nothing). */
export async function setBookingStatus(services: AppServices, actor: Actor, bookingId: string, status: "confirmed" | "no_show", now = new Date()) {
  authorizeActor(actor, "leads:manage");
  await services.database.db.transaction(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    if (row.booking.status === "cancelled") throw new DomainError(M.alreadyCancelled, 409);
    if (row.booking.status === status) return;
    if (status === "no_show") await releaseSlot(tx, bookingId);
    await tx.update(bookings).set({ status, updatedAt: now }).where(eq(bookings.id, bookingId));
    await recordEvent(tx, {
      kind: "booking_status_changed",
      at: now,
      ...actorEventFields(actor),
      target: { type: "lead", id: row.lead.id, label: row.lead.organisation.slice(0, 200) },
      changes: { status: { from: row.booking.status, to: status } },
    });
  });
}

export type LeadBooking = {
  id: string;
  status: BookingStatus;
  start: string;
  end: string;
  hostName: string | null;
  hostTimeZone: string | null;
  visitorTimeZone: string;
  sequence: number;
};

/** The bookings of these leads (the Leads tab's page of them), by lead id. */
export async function bookingsOfLeads(db: AppServices["database"]["db"], actor: Actor, leadIds: readonly string[]): Promise<Record<string, LeadBooking>> {
  authorizeActor(actor, "leads:manage");
  if (leadIds.length === 0) return {};
  const rows = await db
    .select({ booking: bookings, hostName: adminUsers.username, hostTimeZone: consultationHosts.timeZone })
    .from(bookings)
    .leftJoin(adminUsers, eq(adminUsers.id, bookings.hostUserId))
    .leftJoin(consultationHosts, eq(consultationHosts.userId, bookings.hostUserId))
    .where(inArray(bookings.leadId, [...leadIds]));
  return Object.fromEntries(
    rows.map(({ booking, hostName, hostTimeZone }) => [
      booking.leadId,
      {
        id: booking.id,
        status: booking.status,
        start: booking.startsAt.toISOString(),
        end: booking.endsAt.toISOString(),
        hostName,
        hostTimeZone,
        visitorTimeZone: booking.visitorTimeZone,
        sequence: booking.sequence,
      },
    ]),
  );
}
