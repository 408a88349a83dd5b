import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { adminUsers, bookings, consultationHosts } from "~/db/schema/index";
import { ACTIVE_BOOKING_STATUSES } from "~/lib/bookings/booking-options";
import { freeSlots, type HostAvailability, type Interval, mergeSlots, type Slot } from "~/lib/bookings/slots";
import type { Db, Tx } from "~/services/platform";

export type HostRow = typeof consultationHosts.$inferSelect & { username: string; email: string | null };

/** The hosts taking consultations now: active settings of an active, unfrozen account. */
export async function activeHosts(db: Db | Tx): Promise<HostRow[]> {
  const rows = await db
    .select({ host: consultationHosts, username: adminUsers.username, email: adminUsers.email })
    .from(consultationHosts)
    .innerJoin(adminUsers, eq(adminUsers.id, consultationHosts.userId))
    .where(and(eq(consultationHosts.active, true), eq(adminUsers.active, true), eq(adminUsers.frozen, false)));
  return rows.map((row) => ({ ...row.host, username: row.username, email: row.email }));
}

export const availabilityOf = (host: HostRow): HostAvailability => ({
  hostId: host.userId,
  timeZone: host.timeZone,
  weeklyHours: host.weeklyHours,
  daysOff: host.daysOff,
  durations: host.durations,
  bufferBeforeMinutes: host.bufferBeforeMinutes,
  bufferAfterMinutes: host.bufferAfterMinutes,
  minNoticeMinutes: host.minNoticeMinutes,
  horizonDays: host.horizonDays,
  maxPerDay: host.maxPerDay,
});

/** The live bookings of these hosts between two instants (a day's margin each side for buffers and per-day counts). */
async function liveBookings(db: Db | Tx, hostIds: string[], from: Date, to: Date, exceptBookingId?: string) {
  if (hostIds.length === 0) return new Map<string, Interval[]>();
  const rows = await db
    .select({ id: bookings.id, hostUserId: bookings.hostUserId, start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        inArray(bookings.hostUserId, hostIds),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gt(bookings.endsAt, new Date(from.getTime() - 2 * 86_400_000)),
        lt(bookings.startsAt, new Date(to.getTime() + 2 * 86_400_000)),
      ),
    );
  const byHost = new Map<string, Interval[]>();
  for (const row of rows) {
    if (!row.hostUserId || row.id === exceptBookingId) continue;
    byHost.set(row.hostUserId, [...(byHost.get(row.hostUserId) ?? []), { start: row.start, end: row.end }]);
  }
  return byHost;
}

export type Offer = { lengths: number[]; length: number; slots: Slot[] };

/**
 * The free times for a meeting of `length` minutes (or the shortest offered), over every active
 * host, as one list of starts; `exceptBookingId` leaves a booking being moved out of the busy times.
 */
export async function offeredSlots(db: Db | Tx, now: Date, length?: number, options: { exceptBookingId?: string; hostIds?: string[] } = {}): Promise<Offer> {
  const hosts = (await activeHosts(db)).filter((host) => !options.hostIds || options.hostIds.includes(host.userId));
  const lengths = [...new Set(hosts.flatMap((host) => host.durations))].sort((a, b) => a - b);
  const chosen = length !== undefined && lengths.includes(length) ? length : (lengths[0] ?? 30);
  const horizon = Math.max(0, ...hosts.map((host) => host.horizonDays));
  const booked = await liveBookings(
    db,
    hosts.map((host) => host.userId),
    now,
    new Date(now.getTime() + horizon * 86_400_000),
    options.exceptBookingId,
  );
  const lists = hosts.map((host) =>
    freeSlots({
      host: availabilityOf(host),
      durationMinutes: chosen,
      now,
      booked: booked.get(host.userId) ?? [],
      busy: host.busySpans.map((span) => ({ start: new Date(span.start), end: new Date(span.end) })),
    }),
  );
  return { lengths, length: chosen, slots: mergeSlots(lists) };
}

/** The hosts free for exactly this start and length, in the order they should be tried. */
export async function hostsFreeAt(db: Db | Tx, now: Date, start: Date, length: number, exceptBookingId?: string): Promise<HostRow[]> {
  const hosts = await activeHosts(db);
  const free: HostRow[] = [];
  for (const host of hosts) {
    const offer = await offeredSlots(db, now, length, { exceptBookingId, hostIds: [host.userId] });
    if (offer.length === length && offer.slots.some((slot) => slot.start.getTime() === start.getTime())) free.push(host);
  }
  return free;
}
