import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, bookingClaims, bookings, leads, mailOutbox } from "~/db/schema/index";
import { BOOKING_MESSAGES as M } from "~/lib/bookings/booking-messages";
import {
  bookConsultation,
  cancelBooking,
  offeredSlots,
  refreshBusyFeeds,
  rescheduleBooking,
  saveHostSettings,
  sendBookingReminders,
  bookingForLink,
} from "~/services/bookings";
import { issueFormToken, LEAD_MIN_FILL_MS } from "~/services/leads";
import { deliverDueMail } from "~/services/mail";
import { type AppServices, DomainError } from "~/services/platform";
import { actorFor } from "../../support/actors";
import { hostForm, inviteOf, manageLinkOf } from "../../support/booking-fixtures";
import { createTestUser } from "../../support/factories";
import { LocalSmtp } from "../../support/local-smtp";
import { createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const HOUR = 3_600_000;

describe("booking a consultation, end to end through the service and a real SMTP server", () => {
  const database = useTestDatabase();
  const smtp = new LocalSmtp();
  let services: AppServices;
  let hostId: string;
  let address = 0;
  const requester = () => ({ ip: `198.51.100.${++address}`, userAgent: "vitest", signedInStaff: false, ownHosts: ["localhost:3000"] });

  beforeAll(async () => {
    await smtp.start();
    services = createTestServices(database(), {
      SMTP_URL: smtp.url,
      MAIL_FROM: "site@firm.example",
      LEADS_NOTIFY_EMAILS: "sales@firm.example",
      SESSION_SECRET: "b".repeat(40),
    });
    const admin = await actorFor(database().db, "chief");
    hostId = await createTestUser(database().db, { username: "dana", email: "dana@firm.example" });
    await saveHostSettings(database().db, admin, hostId, hostForm());
  });
  afterAll(async () => {
    await smtp.stop();
  });

  const answers = (email: string, slot: Date, zone = "America/Los_Angeles") => ({
    name: "Val Visitor",
    email,
    organisation: "Acme Benefits",
    organisationType: "bank",
    topic: "compliance",
    message: "Our HSA program review.",
    consent: "yes",
    formToken: issueFormToken(services.config.sessionSecret, {
      issuedAt: Date.now() - LEAD_MIN_FILL_MS - 1_000,
      page: "/consultation/book?utm_campaign=spring",
      referrer: null,
    }),
    slot: slot.toISOString(),
    length: "30",
    zone,
  });

  const slotAfter = async (hours: number) => {
    const offer = await offeredSlots(services.database.db, new Date());
    const slot = offer.slots.find((candidate) => candidate.start.getTime() > Date.now() + hours * HOUR);
    if (!slot) throw new Error("no free slot");
    return slot.start;
  };

  it("books a time as a lead, invites both sides with REQUEST, and follows a reschedule then a cancel with SEQUENCE and CANCEL", async () => {
    const start = await slotAfter(48);
    const booked = await bookConsultation(services, answers("val@client.example", start), requester());
    const [lead] = await services.database.db.select().from(leads).where(eq(leads.id, booked.leadId));
    expect(lead).toMatchObject({ email: "val@client.example", organisation: "Acme Benefits" });
    const [row] = await services.database.db.select().from(bookings).where(eq(bookings.id, booked.bookingId));
    expect(row).toMatchObject({ leadId: booked.leadId, hostUserId: hostId, status: "booked", sequence: 0, visitorTimeZone: "America/Los_Angeles" });
    expect(row!.startsAt.toISOString()).toBe(start.toISOString());

    await deliverDueMail(services);
    const visitorMail = await smtp.waitFor("Your consultation is booked:");
    expect(visitorMail.envelopeTo).toEqual(["val@client.example"]);
    expect(visitorMail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const invite = inviteOf(visitorMail);
    expect(invite).toMatchObject({ method: "REQUEST", sequence: 0, uid: row!.uid, status: "CONFIRMED" });
    expect(invite.start.toISOString()).toBe(start.toISOString());
    expect(invite.end.getTime() - invite.start.getTime()).toBe(30 * 60_000);
    expect(invite.attendees).toEqual(["val@client.example", "dana@firm.example"]);
    // The visitor reads the time in their own zone.
    const pacific = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", hour: "numeric", minute: "2-digit" }).format(start);
    expect(visitorMail.parsed.subject).toContain(pacific);
    const hostMail = await smtp.waitFor("Consultation booked: Acme Benefits");
    expect(hostMail.envelopeTo).toEqual(["dana@firm.example"]);
    expect(inviteOf(hostMail)).toMatchObject({ method: "REQUEST", uid: row!.uid, sequence: 0 });
    const notification = await smtp.waitFor("New consultation request");
    expect(notification.envelopeTo).toEqual(["sales@firm.example"]);
    expect(notification.parsed.text).toMatch(/^Booked for .* with dana\./);

    // The visitor opens the reschedule link of the mail and moves the meeting.
    const link = manageLinkOf(visitorMail, "Reschedule");
    const viewed = await bookingForLink(services, link.searchParams.get("t"));
    expect(viewed.id).toBe(booked.bookingId);
    const later = await slotAfter(72);
    await rescheduleBooking(services, viewed.id, { slot: later.toISOString() }, { kind: "visitor", ip: "198.51.100.200", userAgent: "vitest" });
    await deliverDueMail(services);
    const moved = inviteOf(await smtp.waitFor("Your consultation has moved"));
    expect(moved).toMatchObject({ method: "REQUEST", uid: row!.uid, sequence: 1 });
    expect(moved.start.toISOString()).toBe(later.toISOString());
    // The old time is free again, the new one held.
    const offerNow = (await offeredSlots(services.database.db, new Date())).slots.map((slot) => slot.start.toISOString());
    expect(offerNow).toContain(start.toISOString());
    expect(offerNow).not.toContain(later.toISOString());

    // Then cancels from the cancel link.
    const cancelLink = manageLinkOf(visitorMail, "Cancel");
    const toCancel = await bookingForLink(services, cancelLink.searchParams.get("t"));
    await cancelBooking(services, toCancel.id, { kind: "visitor", ip: "198.51.100.200", userAgent: "vitest" });
    await deliverDueMail(services);
    const cancelMail = await smtp.waitFor("Your consultation is cancelled");
    expect(cancelMail.raw).toMatch(/method=CANCEL/i);
    expect(inviteOf(cancelMail)).toMatchObject({ method: "CANCEL", uid: row!.uid, sequence: 2, status: "CANCELLED" });
    expect(await services.database.db.select().from(bookingClaims).where(eq(bookingClaims.bookingId, booked.bookingId))).toEqual([]);

    // The link reused after the cancel: a clear refusal.
    await expect(rescheduleBooking(services, toCancel.id, { slot: later.toISOString() }, { kind: "visitor", ip: "x", userAgent: null })).rejects.toThrow(
      M.alreadyCancelled,
    );
    await expect(cancelBooking(services, toCancel.id, { kind: "visitor", ip: "x", userAgent: null })).rejects.toThrow(M.alreadyCancelled);
  });

  it("books once per served form: a replay or a double submit is answered with the first booking, with no second lead, mail or audit", async () => {
    const start = await slotAfter(36);
    const fields = answers("once@client.example", start);
    const first = await bookConsultation(services, fields, requester());
    expect(first.repeated).toBe(false);
    const traces = async (leadId: string) => ({
      leads: (await services.database.db.select().from(leads).where(eq(leads.email, "once@client.example"))).length,
      bookings: (await services.database.db.select().from(bookings).where(eq(bookings.leadId, leadId))).length,
      mails: (await services.database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId))).length,
      audits: (await services.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, leadId))).length,
    });
    const before = await traces(first.leadId);
    expect(before).toMatchObject({ leads: 1, bookings: 1 });

    // The same token posted again (the back button, a script): its own booking, not 'time taken'.
    const replay = await bookConsultation(services, fields, requester());
    expect(replay).toMatchObject({ bookingId: first.bookingId, leadId: first.leadId, repeated: true, visitorTimeZone: first.visitorTimeZone });
    expect(replay.start.toISOString()).toBe(start.toISOString());
    // A double click: two posts of one form at once; the lead's unique key lets one in, both are thanked.
    const later = await slotAfter(60);
    const twice = answers("twice@client.example", later);
    const both = await Promise.all([bookConsultation(services, twice, requester()), bookConsultation(services, twice, requester())]);
    expect(both[0].bookingId).toBe(both[1].bookingId);
    expect(both.map((answer) => answer.repeated).sort()).toEqual([false, true]);
    expect(await traces(first.leadId)).toEqual(before);
    const twiceLeads = await services.database.db.select().from(leads).where(eq(leads.email, "twice@client.example"));
    expect(twiceLeads).toHaveLength(1);
    expect(await services.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, twiceLeads[0]!.id))).toHaveLength(before.audits);
    expect(await services.database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, twiceLeads[0]!.id))).toHaveLength(before.mails);
  });

  it("lets one of two simultaneous bookings of one time through, and tells the other it was taken", async () => {
    const start = await slotAfter(30);
    const outcomes = await Promise.allSettled([
      bookConsultation(services, answers("first@client.example", start), requester()),
      bookConsultation(services, answers("second@client.example", start), requester()),
    ]);
    const fulfilled = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
    expect(fulfilled).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(DomainError);
    expect((refused[0]!.reason as DomainError).status).toBe(409);
    expect((refused[0]!.reason as DomainError).fieldErrors?.slot).toBeTruthy();
    const atStart = await services.database.db.select().from(bookings).where(eq(bookings.startsAt, start));
    expect(atStart).toHaveLength(1);
    // The refused visitor's lead was not stored either: one lead for the two.
    const both = await services.database.db
      .select()
      .from(leads)
      .where(inArray(leads.email, ["first@client.example", "second@client.example"]));
    expect(both.map((lead) => lead.id)).toEqual([atStart[0]!.leadId]);
  });

  it("refuses a forged, out-of-hours or past time with the message at the field, storing nothing", async () => {
    await saveHostSettings(
      services.database.db,
      await actorFor(services.database.db, "chief2"),
      hostId,
      hostForm({ hours6: "", hours7: "", hours1: "09:00-17:00", hours2: "09:00-17:00", hours3: "09:00-17:00", hours4: "09:00-17:00", hours5: "09:00-17:00" }),
    );
    const before = (await services.database.db.select().from(leads)).length;
    const offered = (await offeredSlots(services.database.db, new Date())).slots[0]!.start;
    const night = new Date(offered.getTime() - 10 * HOUR); // 23:00 or earlier the evening before, New York
    const past = new Date(Date.now() - 24 * HOUR);
    const odd = new Date(offered.getTime() + 7 * 60_000); // off the grid
    for (const slot of [night, past, odd]) {
      const refusal = await bookConsultation(services, answers(`x${slot.getTime()}@client.example`, slot), requester()).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).fieldErrors?.slot).toBe(M.slotUnavailable);
    }
    const garbage = await bookConsultation(services, { ...answers("y@client.example", offered), slot: "tomorrow at noon" }, requester()).catch(
      (error: unknown) => error,
    );
    expect((garbage as DomainError).fieldErrors?.slot).toBe(M.slotRequired);
    expect((await services.database.db.select().from(leads)).length).toBe(before);
    await saveHostSettings(services.database.db, await actorFor(services.database.db, "chief3"), hostId, hostForm());
  });

  it("reminds once across two sweeps at the same time, and never for a cancelled booking", async () => {
    const soon = await slotAfter(2);
    const kept = await bookConsultation(services, answers("kept@client.example", soon), requester());
    const other = (await offeredSlots(services.database.db, new Date())).slots.find(
      (slot) => slot.start.getTime() > soon.getTime() + HOUR && slot.start.getTime() < Date.now() + 20 * HOUR,
    )!;
    const dropped = await bookConsultation(services, answers("dropped@client.example", other.start), requester());
    await cancelBooking(services, dropped.bookingId, { kind: "visitor", ip: "x", userAgent: null });
    const now = new Date();
    const [a, b] = await Promise.all([sendBookingReminders(services, now), sendBookingReminders(services, now)]);
    expect(a + b).toBe(1);
    expect(await sendBookingReminders(services, new Date(now.getTime() + 60_000))).toBe(0);
    const reminders = await services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "booking_reminder"));
    expect(reminders.map((mail) => mail.leadId)).toEqual([kept.leadId, kept.leadId]);
    await deliverDueMail(services);
    const reminder = await smtp.waitFor("Reminder: your consultation");
    expect(reminder.envelopeTo).toEqual(["kept@client.example"]);
  });

  it("reads the host's private busy feed from a local server and offers no time it covers", async () => {
    // A slot in New York's working day: busy + 4 h stays on the same date (a 30-minute slot across
    // midnight is not offered, whatever the two days' hours), whatever the time the test runs.
    const newYorkHour = (date: Date) =>
      Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }).format(date));
    const busy = (await offeredSlots(services.database.db, new Date())).slots.find(
      (slot) => slot.start.getTime() > Date.now() + 100 * HOUR && newYorkHour(slot.start) >= 8 && newYorkHour(slot.start) < 18,
    )!.start;
    const stamp = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    const feed = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//feed//EN",
      "BEGIN:VEVENT",
      "UID:busy-1@feed",
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(busy)}`,
      `DTEND:${stamp(new Date(busy.getTime() + HOUR))}`,
      "SUMMARY:Private",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:free-1@feed",
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(new Date(busy.getTime() + 3 * HOUR))}`,
      `DTEND:${stamp(new Date(busy.getTime() + 4 * HOUR))}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const server: Server = createServer((request, response) => {
      if (request.url !== "/private/feed.ics") return void response.writeHead(404).end();
      response.writeHead(200, { "content-type": "text/calendar" }).end(feed);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private/feed.ics`;
      await saveHostSettings(services.database.db, await actorFor(services.database.db, "chief4"), hostId, hostForm({ busyFeedUrl: url }));
      expect(await refreshBusyFeeds(services, new Date())).toEqual({ read: 1, failed: 0 });
      const offered = (await offeredSlots(services.database.db, new Date())).slots.map((slot) => slot.start.getTime());
      expect(offered).not.toContain(busy.getTime());
      expect(offered).not.toContain(busy.getTime() + 30 * 60_000);
      expect(offered).toContain(busy.getTime() + HOUR);
      expect(offered).toContain(busy.getTime() + 3 * HOUR);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
