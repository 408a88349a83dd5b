import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, leads, mailOutbox } from "~/db/schema";
import { parseLeadListQuery } from "~/lib/leads/lead-list-query";
import { type Actor, NotPermittedError, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import { countNewLeads, deleteLead, exportLeads, LeadNotFoundError, listLeads, pruneExpiredLeads, updateLead } from "~/services/leads";
import { queueMail } from "~/services/mail";
import { scheduledJobs } from "~/services/scheduled-jobs.server";
import type { AppServices } from "~/services/platform";
import type { AdminUser } from "~/routes/admin/guard.server";
import { actorOf } from "../../support/actors";
import { createTestUser } from "../../support/factories";
import { createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const DAY_MS = 86_400_000;

const staff = (id: string, username: string, userType: SessionUser["userType"]): SessionUser => ({
  sessionId: "s",
  userId: id,
  username,
  email: null,
  userType,
});

describe("the Leads tab's service", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let moderator: Actor;
  let user: Actor;
  let moderatorId = "";

  async function insertLead(values: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
    const now = values.createdAt ?? new Date();
    const [row] = await db()
      .insert(leads)
      .values({
        createdAt: now,
        updatedAt: now,
        name: "Sam Lee",
        email: "sam@bank.example",
        organisation: "First Bank",
        organisationType: "bank",
        topic: "nbt",
        message: "Trustee question",
        consentedAt: now,
        ...values,
      })
      .returning({ id: leads.id });
    return row!.id;
  }

  beforeAll(async () => {
    services = createTestServices(database(), { SMTP_URL: "smtp://127.0.0.1:9", RETENTION_LEAD_DAYS: "30" });
    moderatorId = await createTestUser(db(), { username: "mod_lee", userType: "moderator" });
    moderator = actorOf(staff(moderatorId, "mod_lee", "moderator"));
    user = actorOf(staff(await createTestUser(db(), { username: "reader", userType: "user" }), "reader", "user"));
  });

  it("lists newest first, filtered by status, source, campaign and a search, for staff with leads:manage only", async () => {
    const older = await insertLead({ createdAt: new Date(Date.now() - 60_000), source: "google.com", utmCampaign: "spring" });
    const newer = await insertLead({ name: "Robin Q", organisation: "Quokka TPA", status: "contacted" });
    const all = await listLeads(db(), moderator, parseLeadListQuery(new URLSearchParams()));
    expect(all.leads.map((lead) => lead.id).slice(0, 2)).toEqual([newer, older]);
    const q = (search: string) => listLeads(db(), moderator, parseLeadListQuery(new URLSearchParams(search)));
    expect((await q("status=contacted")).leads.map((lead) => lead.id)).toEqual([newer]);
    expect((await q("source=google.com")).leads.map((lead) => lead.id)).toEqual([older]);
    expect((await q("campaign=spring")).leads.map((lead) => lead.id)).toEqual([older]);
    expect((await q("q=quokka")).leads.map((lead) => lead.id)).toEqual([newer]);
    expect((await q("q=100%25_")).leads).toEqual([]);
    expect((await q("status=hacked")).leads.length).toBe(all.leads.length);
    // The notification mail's link opens that one lead, whatever the other filters say.
    expect((await q(`lead=${older}&status=contacted`)).leads.map((lead) => lead.id)).toEqual([older]);
    await expect(listLeads(db(), user, parseLeadListQuery(new URLSearchParams()))).rejects.toBeInstanceOf(NotPermittedError);
  });

  it("updates status, notes and assignee in one audited change, and refuses bad values at the field", async () => {
    const id = await insertLead();
    const before = await countNewLeads(db());
    await updateLead(db(), moderator, id, { status: "qualified", notes: "Call booked\r\nfor Tuesday", assignedTo: moderatorId });
    const [lead] = await db().select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ status: "qualified", notes: "Call booked\nfor Tuesday", assignedTo: moderatorId });
    expect(await countNewLeads(db())).toBe(before - 1);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audit).toMatchObject({ action: "lead_updated", actorLabel: "mod_lee" });
    expect(audit!.changes).toMatchObject({ status: { from: "new", to: "qualified" }, assignedTo: { from: null, to: moderatorId } });
    await expect(updateLead(db(), moderator, id, { status: "bribed", notes: "", assignedTo: "" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { status: expect.any(String) },
    });
    await expect(updateLead(db(), moderator, id, { status: "won", notes: "nul\u0000", assignedTo: "" })).rejects.toMatchObject({
      fieldErrors: { notes: expect.any(String) },
    });
    await expect(updateLead(db(), moderator, id, { status: "won", notes: "", assignedTo: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({
      fieldErrors: { assignedTo: "Choose a staff member from the list." },
    });
    await expect(updateLead(db(), user, id, { status: "won", notes: "", assignedTo: "" })).rejects.toBeInstanceOf(NotPermittedError);
    await expect(updateLead(db(), moderator, "00000000-0000-4000-8000-000000000000", { status: "won", notes: "", assignedTo: "" })).rejects.toBeInstanceOf(
      LeadNotFoundError,
    );
  });

  it("deletes a lead with its queued mail (a privacy request), audited without its personal data", async () => {
    const id = await insertLead({ email: "forget-me@client.example" });
    await queueMail(db(), services.config, { kind: "lead_notification", to: ["sales@firm.example"], subject: "s", text: "t", leadId: id, now: new Date() });
    await deleteLead(db(), moderator, id);
    expect(await db().select().from(leads).where(eq(leads.id, id))).toEqual([]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.leadId, id))).toEqual([]);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audit).toMatchObject({ action: "lead_deleted", targetLabel: null });
    expect(JSON.stringify(audit)).not.toContain("forget-me");
    await expect(deleteLead(db(), moderator, id)).rejects.toBeInstanceOf(LeadNotFoundError);
    await expect(deleteLead(db(), user, id)).rejects.toBeInstanceOf(NotPermittedError);
  });

  it("exports the view as CSV safe against formulas, and audits the export", async () => {
    await insertLead({ name: '=HYPERLINK("http://evil.example","click")', organisation: "+Formula Corp", message: "-2+3\n@SUM(A1)", utmCampaign: "csv-test" });
    const csv = await exportLeads(db(), moderator, parseLeadListQuery(new URLSearchParams("campaign=csv-test")));
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^"Received \(UTC\)","Name","Work email"/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`"'+Formula Corp"`);
    expect(csv).toContain(`"'-2+3\n'@SUM(A1)"`);
    const exports = await db().select().from(auditEvents).where(eq(auditEvents.action, "leads_exported"));
    expect(exports.at(-1)!.changes).toMatchObject({ rows: 1, filters: { campaign: "csv-test" } });
    await expect(exportLeads(db(), user, parseLeadListQuery(new URLSearchParams()))).rejects.toBeInstanceOf(NotPermittedError);
  });

  it("deletes leads past RETENTION_LEAD_DAYS in the retention job, and keeps the others", async () => {
    const now = new Date();
    const old = await insertLead({ createdAt: new Date(now.getTime() - 31 * DAY_MS) });
    const kept = await insertLead({ createdAt: new Date(now.getTime() - 29 * DAY_MS) });
    const job = scheduledJobs.find((candidate) => candidate.name === "enforce-retention")!;
    await job.run(services, { now, slot: now, signal: new AbortController().signal });
    expect(await db().select().from(leads).where(eq(leads.id, old))).toEqual([]);
    expect(await db().select().from(leads).where(eq(leads.id, kept))).toHaveLength(1);
    expect(await pruneExpiredLeads(db(), new Date(0))).toBe(0);
    expect(SYSTEM_ACTOR.user).toBeNull();
  });
});

describe("the Leads tab's page without a mail server", () => {
  const database = useTestDatabase();
  it("says that leads are not being mailed, and counts the new ones", async () => {
    const { sessionCookieFor } = await import("../../support/admin-fixtures");
    const { createTestContext } = await import("../../support/test-services");
    const leadsRoute = await import("~/routes/admin/leads/route");
    const services = createTestServices(database());
    const cookie = await sessionCookieFor(services, await createTestUser(database().db, { username: "lead_admin", userType: "admin" }));
    const request = new Request("http://localhost:3000/svcs/admin-dashboard/leads", { headers: { Cookie: cookie } });
    const data = (await leadsRoute.loader({ request, context: createTestContext(services), params: {} } as never)) as {
      mail: { configured: boolean };
      newCount: number;
    };
    expect(data.mail.configured).toBe(false);
    expect(data.newCount).toBe(0);
  });
});

describe("lead mail that has been failing, on the Leads tab and the admin Home", () => {
  const database = useTestDatabase();
  it("says so on Home as on the Leads tab, with a readable reason and the date as the admin area writes dates", async () => {
    const { attentionFor } = await import("~/routes/admin/dashboard/attention.server");
    const { deliverDueMail } = await import("~/services/mail");
    const { leadMailTrouble } = await import("~/routes/admin/leads/lead-mail-text");
    // Nothing listens on port 9: the attempt fails with ECONNREFUSED.
    const services = createTestServices(database(), { SMTP_URL: "smtp://127.0.0.1:9" });
    const adminId = await createTestUser(database().db, { username: "home_admin", userType: "admin" });
    const admin = actorOf(staff(adminId, "home_admin", "admin"));
    const home = async () =>
      attentionFor(
        { ...services, log: services.logger },
        { ...admin.user!, twoFactor: { enabled: false, required: false }, actor: admin } as AdminUser,
        new Date(),
      );
    expect((await home()).map((item) => item.id)).not.toContain("leads:mail-failing");

    const queuedAt = new Date("2027-03-04T15:06:00Z");
    await queueMail(database().db, services.config, { kind: "lead_notification", to: ["leads@firm.example"], subject: "A lead", text: "x", now: queuedAt });
    expect(await deliverDueMail(services, queuedAt)).toMatchObject({ retrying: 1 });

    const item = (await home()).find((entry) => entry.id === "leads:mail-failing");
    expect(item).toMatchObject({ title: "Lead notifications are not being delivered", action: { href: "/svcs/admin-dashboard/leads" } });
    expect(item!.detail).toContain("since 03/04/2027 3:06 PM UTC");
    expect(item!.detail).toContain("The mail server refused the connection");
    expect(item!.detail).not.toMatch(/ECONNREFUSED|GMT/);

    // The Leads tab says the same, its date in the browser's zone, the stored error kept as the technical detail.
    const { mailStatus } = await import("~/services/mail");
    const trouble = leadMailTrouble(await mailStatus(database().db, services.config, "lead_notification"), "03/04/2027 10:06 AM");
    expect(trouble.lines[0]).toContain("since 03/04/2027 10:06 AM");
    expect(trouble.reason).toMatch(/^The mail server refused the connection/);
    expect(trouble.detail).toMatch(/ECONNREFUSED/);
  });
});
