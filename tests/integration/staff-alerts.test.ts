import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, auditEvents, jobRuns, mailOutbox } from "~/db/schema";
import type { SessionUser } from "~/services/auth";
import { deliverDueMail } from "~/services/mail";
import type { AppServices } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { sendStaffAlerts, setAlertMail } from "~/services/staff-alerts";
import { actorOf } from "../support/actors";
import { createTestUser } from "../support/factories";
import { LocalSmtp } from "../support/local-smtp";
import { createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

describe("staff alerts mailed to the admins", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const smtp = new LocalSmtp();
  let services: AppServices;
  let quietAdmin: SessionUser;

  beforeAll(async () => {
    await smtp.start();
    services = createTestServices(database(), { SMTP_URL: smtp.url, SESSION_SECRET: "a".repeat(40), SITE_NAME: "Firm" });
    await createTestUser(db(), { username: "alerted", userType: "admin", email: "alerted@firm.example" });
    const quietId = await createTestUser(db(), { username: "quiet", userType: "admin", email: "quiet@firm.example" });
    quietAdmin = { sessionId: "s", userId: quietId, username: "quiet", email: "quiet@firm.example", userType: "admin" };
    await createTestUser(db(), { username: "editor", userType: "moderator", email: "editor@firm.example" });
    await createTestUser(db(), { username: "frozen_admin", userType: "admin", email: "frozen@firm.example", frozen: true });
  });
  afterAll(() => smtp.stop());

  it("mails a critical incident, a failed backup and a failed publish once each, to admins who keep alert mail on", async () => {
    await setAlertMail(db(), actorOf(quietAdmin), false);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, "alert_mail_changed"));
    expect(audit!.changes).toEqual({ alertMail: false });
    const start = new Date(Date.now() - 60_000);
    expect(await sendStaffAlerts(services, start)).toEqual({ security: 0, backup: 0, publish: 0 });

    const at = new Date(start.getTime() + 10_000);
    await recordEvent(db(), { kind: "honeypot_triggered", at, details: "Honeypot field filled on /contact", ipAddress: "203.0.113.5" });
    await recordEvent(db(), { kind: "rapid_login_attempts", at, details: "high, not critical" });
    await db()
      .insert(jobRuns)
      .values([
        { job: "daily-backup", slot: at, claimedBy: "t", startedAt: at, finishedAt: at, status: "failed", error: "disk full" },
        {
          job: "publish-scheduled-content",
          slot: at,
          claimedBy: "t",
          startedAt: at,
          finishedAt: at,
          status: "failed",
          error: "scheduled site content could not be published: home",
        },
        { job: "publish-scheduled-posts", slot: at, claimedBy: "t", startedAt: at, finishedAt: at, status: "succeeded" },
      ]);
    const now = new Date(start.getTime() + 30_000);
    expect(await sendStaffAlerts(services, now)).toEqual({ security: 1, backup: 1, publish: 1 });
    // Checked up to `now`: a second run mails nothing again.
    expect(await sendStaffAlerts(services, new Date(now.getTime() + 60_000))).toEqual({ security: 0, backup: 0, publish: 0 });

    await deliverDueMail(services, new Date(now.getTime() + 60_000));
    const security = await smtp.waitFor("Security alert: 1 critical incident");
    expect(security.envelopeTo).toEqual(["alerted@firm.example"]);
    expect(security.parsed.text).toContain("Honeypot field filled on /contact (from 203.0.113.5)");
    expect(security.parsed.text).not.toContain("high, not critical");
    expect((await smtp.waitFor("The scheduled backup failed")).parsed.text).toContain("daily-backup: disk full");
    expect((await smtp.waitFor("Scheduled publishing failed")).parsed.text).toContain(
      "publish-scheduled-content: scheduled site content could not be published: home",
    );
    const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "staff_alert"));
    expect(queued).toHaveLength(3);
  });

  it("lets only admins choose alert mail", async () => {
    const [editor] = await db().select().from(adminUsers).where(eq(adminUsers.username, "editor"));
    await expect(
      setAlertMail(db(), actorOf({ sessionId: "s", userId: editor!.id, username: "editor", email: null, userType: "moderator" }), true),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});
