import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, leads, mailOutbox, trainingCertificates, trainingRegistrations, trainingSessions } from "~/db/schema";
import { issueFormToken, LEAD_MIN_FILL_MS } from "~/services/leads";
import { deliverDueMail } from "~/services/mail";
import type { AppServices } from "~/services/platform";
import {
  acceptOffer,
  cancelRegistration,
  certificatePdfByLink,
  createSession,
  expireOffers,
  importAttendance,
  issueCertificates,
  registerForSession,
  revokeCertificate,
  upcomingSessions,
  verifyCertificate,
} from "~/services/training";
import { actorFor } from "../../support/actors";
import { LocalSmtp } from "../../support/local-smtp";
import { createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("training: seats, waitlist, attendance, certificates and /verify", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const smtp = new LocalSmtp();
  let services: AppServices;
  let address = 0;
  const requester = () => ({ ip: `203.0.113.${++address}`, userAgent: "test", ownHosts: ["localhost:3000"] });

  beforeAll(async () => {
    await smtp.start();
    services = createTestServices(database(), { SMTP_URL: smtp.url, SESSION_SECRET: "t".repeat(40), SITE_URL: "http://localhost:3000" });
  });
  afterAll(() => smtp.stop());

  const formToken = () =>
    issueFormToken(services.config.sessionSecret, { issuedAt: Date.now() - LEAD_MIN_FILL_MS - 1_000, page: "/training/chsa", referrer: null });
  const person = (name: string, email: string) => ({ name, email, organisation: "Acme", consent: "yes", formToken: formToken() });
  const local = (date: Date) => date.toISOString().slice(0, 16);

  async function addSession(seats: number, startsIn = 10 * DAY, title = "CHSA live review") {
    const actor = await actorFor(db(), `staff${Math.random().toString(36).slice(2, 8)}`);
    const startsAt = new Date(Date.now() + startsIn);
    const { id } = await createSession(db(), actor, {
      course: "chsa",
      title,
      format: "online",
      timeZone: "UTC",
      startsAt: local(startsAt),
      endsAt: local(new Date(startsAt.getTime() + 100 * 60_000)),
      registrationDeadline: local(new Date(startsAt.getTime() - HOUR)),
      seats: String(seats),
      price: "$149",
      joiningDetails: "https://webinar.example/join/123",
      accreditor: "NASBA CPE",
    });
    return { id, actor, startsAt };
  }

  const linkToken = (mailText: string) => /\/training\/registration\/([A-Za-z0-9_.-]+)/.exec(mailText)![1]!;

  it("gives the last seat to one of two simultaneous registrations and waitlists the other", async () => {
    const { id } = await addSession(1);
    const outcomes = await Promise.all([
      registerForSession(services, id, person("Ann One", "ann@example.com"), requester()),
      registerForSession(services, id, person("Bob Two", "bob@example.com"), requester()),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["confirmed", "waitlisted"]);
    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, id));
    expect(row!.seatsTaken).toBe(1);
    // The database itself refuses an oversold session, whatever code writes it.
    await expect(db().execute(sql`update training_sessions set seats_taken = seats + 1 where id = ${id}`)).rejects.toThrow();
  });

  it("makes each registration a lead of the Training topic with the registration's origin, without a staff mail", async () => {
    const { id } = await addSession(1, 11 * DAY, "Leads session");
    const seated = await registerForSession(services, id, person("Gil Seven", "gil@example.com"), requester());
    const waiting = await registerForSession(services, id, { ...person("Hal Eight", "hal@example.com"), organisation: "" }, requester());
    const registrations = await db().select().from(trainingRegistrations).where(eq(trainingRegistrations.sessionId, id));
    const made = await db()
      .select()
      .from(leads)
      .where(
        sql`${leads.id} in (${sql.join(
          registrations.map((row) => sql`${row.leadId}`),
          sql`, `,
        )})`,
      );
    expect(made).toHaveLength(2);
    const leadOf = (registrationId: string) => made.find((lead) => lead.id === registrations.find((row) => row.id === registrationId)!.leadId)!;
    expect(leadOf(seated.id)).toMatchObject({
      topic: "training",
      organisationType: "other",
      email: "gil@example.com",
      organisation: "Acme",
      landingPage: "/training/chsa",
      attribution: "form",
    });
    expect(leadOf(seated.id).message).toMatch(/^Registered for the training session Leads session \(CHSA/);
    expect(leadOf(waiting.id)).toMatchObject({ email: "hal@example.com", organisation: "" });
    expect(leadOf(waiting.id).message).toMatch(/^Joined the waitlist for the training session Leads session/);
    const staffMail = await db()
      .select()
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.leadId} in (${sql.join(
          made.map((lead) => sql`${lead.id}`),
          sql`, `,
        )})`,
      );
    expect(staffMail).toEqual([]);
    // A refused second registration stores no second lead.
    await expect(registerForSession(services, id, person("Gil Seven", "GIL@example.com"), requester())).rejects.toMatchObject({ status: 409 });
    const gils = await db().select().from(leads).where(eq(leads.email, "gil@example.com"));
    expect(gils).toHaveLength(1);
  });

  it("refuses a second live registration of the same address and a bad form with field messages", async () => {
    const { id } = await addSession(5);
    await registerForSession(services, id, person("Cy Three", "cy@example.com"), requester());
    await expect(registerForSession(services, id, person("Cy Three", "CY@example.com"), requester())).rejects.toMatchObject({ status: 409 });
    await expect(registerForSession(services, id, { ...person("", "not-mail"), consent: "" }, requester())).rejects.toMatchObject({
      status: 400,
      fieldErrors: { name: expect.any(String), email: expect.any(String), consent: expect.any(String) },
    });
  });

  it("mails the confirmation with its calendar invite; a cancel offers the seat to the first waitlisted, who takes it", async () => {
    const { id } = await addSession(2, 12 * DAY, "Waitlist session");
    const a = await registerForSession(services, id, person("Dana Four", "dana@example.com"), requester());
    await registerForSession(services, id, person("Eli Five", "eli@example.com"), requester());
    const c = await registerForSession(services, id, person("Fay Six", "fay@example.com"), requester());
    expect([a.status, c.status]).toEqual(["confirmed", "waitlisted"]);

    const confirmation = await smtp.waitFor("Registered: Waitlist session", { to: "dana@example.com" });
    expect(confirmation.envelopeTo).toEqual(["dana@example.com"]);
    expect(confirmation.parsed.text).toContain("https://webinar.example/join/123");
    const ics = confirmation.raw.includes("BEGIN:VCALENDAR")
      ? (confirmation.parsed.attachments.find((part) => part.contentType.includes("calendar") || part.filename?.endsWith(".ics"))?.content.toString() ?? "")
      : "";
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(new ICAL.Event(vevent).summary).toContain("Waitlist session");
    const waitlisted = await smtp.waitFor("Waitlist: Waitlist session");
    expect(waitlisted.parsed.text).not.toContain("webinar.example");

    await cancelRegistration(services, linkToken(confirmation.parsed.text!), requester());
    const offer = await smtp.waitFor("A seat is free: Waitlist session");
    expect(offer.envelopeTo).toEqual(["fay@example.com"]);
    const [offered] = await db().select().from(trainingRegistrations).where(eq(trainingRegistrations.id, c.id));
    expect(offered!.status).toBe("offered");
    await acceptOffer(services, linkToken(offer.parsed.text!), requester());
    await smtp.waitFor("Registered: Waitlist session", { to: "fay@example.com" });
    const [taken] = await db().select().from(trainingRegistrations).where(eq(trainingRegistrations.id, c.id));
    expect(taken!.status).toBe("confirmed");
    const [session] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, id));
    expect(session!.seatsTaken).toBe(2);
    const audited = await db().select().from(auditEvents).where(eq(auditEvents.action, "training_offer_taken"));
    expect(audited.length).toBeGreaterThan(0);
  });

  it("expires an offer not taken in time and offers the seat to the next person waiting", async () => {
    const { id } = await addSession(1, 12 * DAY, "Expiry session");
    const first = await registerForSession(services, id, person("Gil One", "gil@example.com"), requester());
    const second = await registerForSession(services, id, person("Hal Two", "hal@example.com"), requester());
    const third = await registerForSession(services, id, person("Ida Three", "ida@example.com"), requester());
    const mail = await smtp.waitFor("Registered: Expiry session");
    await cancelRegistration(services, linkToken(mail.parsed.text!), requester());
    const statusOf = async (registrationId: string) =>
      (await db().select().from(trainingRegistrations).where(eq(trainingRegistrations.id, registrationId)))[0]!.status;
    expect(await statusOf(second.id)).toBe("offered");
    expect(await expireOffers(db(), services.config, new Date(Date.now() + 2 * HOUR))).toBe(0);
    expect(await expireOffers(db(), services.config, new Date(Date.now() + 25 * HOUR))).toBe(1);
    expect([await statusOf(first.id), await statusOf(second.id), await statusOf(third.id)]).toEqual(["cancelled", "expired", "offered"]);
  });

  it("lists upcoming sessions with seats left and drops a session once it has started", async () => {
    const { id, startsAt } = await addSession(3, 20 * DAY, "Listing session");
    const listed = (await upcomingSessions(db(), "chsa", new Date())).find((session) => session.id === id);
    expect(listed).toMatchObject({ seatsLeft: 3, open: true });
    expect(listed).not.toHaveProperty("joiningDetails");
    expect((await upcomingSessions(db(), "chsa", new Date(startsAt.getTime() + 1))).some((session) => session.id === id)).toBe(false);
  });

  it("imports attendance, issues certificates to those who meet the rule, and verifies them at /verify", async () => {
    const { id, actor, startsAt } = await addSession(5, 2 * DAY, "Certificate session");
    const joe = await registerForSession(services, id, person("Joe Full", "joe@example.com"), requester());
    await registerForSession(services, id, person("Kim Short", "kim@example.com"), requester());
    const at = (minutes: number) => new Date(startsAt.getTime() + minutes * 60_000).toISOString();
    const bad = `Name,User Email,Join Time,Leave Time\nJoe,joe@example.com,yesterday,${at(50)}\nKim,kim@example.com,${at(60)},${at(10)}\n`;
    await expect(importAttendance(db(), actor, id, bad)).rejects.toMatchObject({
      rowErrors: [expect.stringContaining("Line 2"), expect.stringContaining("Line 3")],
    });
    const stranger = `Name,User Email,Join Time,Leave Time\nZed,zed@example.com,${at(0)},${at(50)}\n`;
    await expect(importAttendance(db(), actor, id, stranger)).rejects.toMatchObject({ rowErrors: [expect.stringContaining("zed@example.com")] });
    // Joe drops out and rejoins (overlap counted once): 0-60 and 55-100 = 100 minutes; Kim 0-45 = 45 minutes.
    const csv = `Name,User Email,Join Time,Leave Time\nJoe,joe@example.com,${at(-10)},${at(60)}\nJoe,JOE@example.com,${at(55)},${at(120)}\nKim,kim@example.com,${at(0)},${at(45)}\n`;
    await expect(importAttendance(db(), actor, id, csv)).resolves.toEqual({ registrants: 2 });
    const [joeRow] = await db().select().from(trainingRegistrations).where(eq(trainingRegistrations.id, joe.id));
    expect(joeRow!.attendedMinutes).toBe(100);

    await expect(issueCertificates(db(), services.config, actor, id)).rejects.toMatchObject({ status: 409 });
    const after = new Date(startsAt.getTime() + 2 * HOUR);
    const outcome = await issueCertificates(db(), services.config, actor, id, after);
    expect(outcome.issued).toBe(1);
    expect(outcome.notMet).toEqual([{ name: "Kim Short", reason: expect.stringContaining("80%") }]);
    const [certificate] = await db().select().from(trainingCertificates).where(eq(trainingCertificates.registrationId, joe.id));
    expect(certificate!.credits).toBe(2); // 100 minutes / 50, rounded down

    await deliverDueMail(services, after);
    const mail = await smtp.waitFor("Your certificate: Certificate session");
    expect(mail.parsed.text).toContain(certificate!.code);
    const pdfToken = /\/training\/certificate\/([A-Za-z0-9_.-]+)/.exec(mail.parsed.text!)![1]!;
    const { pdf } = await certificatePdfByLink(services, pdfToken);
    const read = await PDFDocument.load(pdf);
    expect(read.getPageCount()).toBe(1);
    expect(read.getSubject()).toBe(`Certificate ${certificate!.code}`);
    expect(read.getTitle()).toContain("Joe Full");

    const check = (name: string, code: string, now?: Date) => verifyCertificate(services, { name, code }, { ip: "192.0.2.77" }, now);
    await expect(check("joe  full", certificate!.code.toLowerCase())).resolves.toMatchObject({
      found: true,
      state: "valid",
      credits: "2 CPE credits (NASBA CPE)",
    });
    await expect(check("Kim Short", certificate!.code)).resolves.toEqual({ found: false });
    await expect(check("Joe Full", "AAAA-BBBB-CCCC")).resolves.toEqual({ found: false });
    await expect(check("Joe Full", certificate!.code, new Date(certificate!.expiresAt.getTime() + DAY))).resolves.toMatchObject({ state: "expired" });
    await revokeCertificate(db(), actor, certificate!.id, "Attendance record corrected");
    await expect(check("Joe Full", certificate!.code)).resolves.toMatchObject({ found: true, state: "revoked" });
    await expect(certificatePdfByLink(services, pdfToken)).rejects.toMatchObject({ status: 404 });
  });

  it("limits /verify per address", async () => {
    const ip = "192.0.2.200";
    for (let i = 0; i < 20; i++) await verifyCertificate(services, { name: "X", code: "AAAA-BBBB-CCCC" }, { ip });
    await expect(verifyCertificate(services, { name: "X", code: "AAAA-BBBB-CCCC" }, { ip })).rejects.toMatchObject({ status: 429 });
  });
});
