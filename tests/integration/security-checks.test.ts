import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminTotp, adminUsers, auditEvents, securityFindings } from "~/db/schema";
import { SEVERITY_WEIGHT } from "~/lib/security/security-score";
import { countryDatabaseInfo } from "~/services/analytics";
import { SYSTEM_ACTOR } from "~/services/auth";
import type { AppServices } from "~/services/platform";
import type { SessionUser } from "~/services/auth";
import { applySecurityFix, type CheckContext, runSecurityChecks, SECURITY_CHECKS, type SecurityCheck, UnknownCheckError } from "~/services/security-checks";
import { ensureFirstAdmin, findUserIdByName, resetUserPassword, updateUser } from "~/services/users";
import { actorOf } from "../support/actors";
import { createTestUser } from "../support/factories";
import { testDriver } from "../support/test-database";
import { useTestDatabase } from "../support/use-test-database";
import { createTestServices } from "../support/test-services";

const NOW = new Date("2026-11-23T12:00:00Z");
const DAY_MS = 86_400_000;

function checkNamed(id: string): SecurityCheck {
  return SECURITY_CHECKS.find((check) => check.id === id)!;
}

describe(`security checks and the score (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let actor: SessionUser;

  beforeAll(async () => {
    services = createTestServices(database());
    // The first start: an admin named "admin" whose random password is printed once.
    await ensureFirstAdmin(services);
    const userId = (await findUserIdByName(db(), "admin"))!;
    actor = { userId, username: "admin", userType: "admin", sessionId: "00000000-0000-4000-8000-000000000000", email: null };
  });

  function contextWith(overrides: Partial<CheckContext> & { env?: Record<string, string> } = {}): CheckContext {
    const { env, ...rest } = overrides;
    return {
      services: env ? createTestServices(database(), env) : services,
      actor: { user: actor, ipAddress: "198.51.100.9", userAgent: "checks-test", requestId: "req-checks" },
      now: NOW,
      forwardedFor: false,
      runtimeVersion: "v24.11.0",
      ...rest,
    };
  }

  /** Runs one check alone: the score is 100 when it passes and loses its severity's weight when it fails. */
  async function expectCheck(id: string, context: CheckContext, status: "pass" | "fail") {
    const check = checkNamed(id);
    const report = await runSecurityChecks(context, [check]);
    expect(report.results[0]).toMatchObject({ id, status });
    expect(report.score).toBe(status === "pass" ? 100 : 100 - SEVERITY_WEIGHT[check.severity]);
    return report.results[0]!;
  }

  it("site over http in production fails; https or a development deployment passes", async () => {
    const failed = await expectCheck("https-in-production", contextWith({ env: { NODE_ENV: "production", SITE_URL: "http://www.example.com" } }), "fail");
    expect(failed.found).toContain("http://www.example.com");
    await expectCheck("https-in-production", contextWith({ env: { NODE_ENV: "production", SITE_URL: "https://www.example.com" } }), "pass");
    await expectCheck("https-in-production", contextWith({ env: { NODE_ENV: "development", SITE_URL: "http://www.example.com" } }), "pass");
    await expectCheck("https-in-production", contextWith({ env: { NODE_ENV: "production", SITE_URL: "http://localhost:3000" } }), "pass");
  });

  it("a weak or missing shared session secret fails; a random one passes", async () => {
    const weak = await expectCheck("session-secret", contextWith({ env: { SESSION_SECRET: "changeme-changeme-changeme-changeme" } }), "fail");
    expect(weak.command).toContain("openssl rand");
    await expectCheck("session-secret", contextWith({ env: { SESSION_SECRET: "a".repeat(40) } }), "fail");
    await expectCheck("session-secret", contextWith({ env: { DATABASE_URL: "postgres://db.internal/site" } }), "fail");
    await expectCheck("session-secret", contextWith({ env: { SESSION_SECRET: "qT7vR2xK9mW4pL8nZ3bY6cH1fJ5dG0sA-e_Uo" } }), "pass");
    await expectCheck("session-secret", contextWith(), "pass");
  });

  it("the first admin's printed password fails until it is changed; the default name fails until renamed", async () => {
    const failed = await expectCheck("first-admin-password", contextWith(), "fail");
    expect(failed.command).toBe("npm run admin -- reset-password admin");
    await resetUserPassword(db(), SYSTEM_ACTOR, actor.userId, "Fresh-Harbor-Lamp-93", NOW);
    await expectCheck("first-admin-password", contextWith(), "pass");

    await expectCheck("default-admin-name", contextWith(), "fail");
    await updateUser(db(), actorOf(actor), actor.userId, { username: "chief", email: null, userType: "admin", active: true }, NOW);
    actor = { ...actor, username: "chief" };
    await expectCheck("default-admin-name", contextWith(), "pass");
  });

  it("more active admins than SECURITY_MAX_ADMINS fails", async () => {
    await createTestUser(db(), { username: "second-admin", userType: "admin" });
    await expectCheck("admin-count", contextWith({ env: { SECURITY_MAX_ADMINS: "1" } }), "fail");
    await expectCheck("admin-count", contextWith({ env: { SECURITY_MAX_ADMINS: "2" } }), "pass");
  });

  it("an active admin without confirmed two-factor fails, naming it; enrolling does not count", async () => {
    const secondId = (await findUserIdByName(db(), "second-admin"))!;
    const failed = await expectCheck("admin-two-factor", contextWith(), "fail");
    expect(failed.found).toContain("chief");
    expect(failed.found).toContain("second-admin");
    // The check reads only whether a secret was confirmed; the stored secret itself does not matter here.
    await db().insert(adminTotp).values({ userId: actor.userId, secretEncrypted: "test", createdAt: NOW, confirmedAt: NOW });
    await db().insert(adminTotp).values({ userId: secondId, secretEncrypted: "test", createdAt: NOW, confirmedAt: null });
    const stillFailing = await expectCheck("admin-two-factor", contextWith(), "fail");
    expect(stillFailing.found).not.toContain("chief");
    expect(stillFailing.found).toContain("second-admin");
    await db().update(adminTotp).set({ confirmedAt: NOW }).where(eq(adminTotp.userId, secondId));
    await expectCheck("admin-two-factor", contextWith(), "pass");
    await db().delete(adminTotp);
  });

  it("a runtime past its end of life fails", async () => {
    const failed = await expectCheck("runtime-end-of-life", contextWith({ runtimeVersion: "v20.19.0" }), "fail");
    expect(failed.found).toContain("2026-04-30");
    await expectCheck("runtime-end-of-life", contextWith({ runtimeVersion: "v24.11.0" }), "pass");
    await expectCheck("runtime-end-of-life", contextWith({ runtimeVersion: "v99.0.0" }), "fail");
  });

  it("a country database older than 90 days fails", async () => {
    const builtAt = countryDatabaseInfo(services.config)!.builtAt;
    await expectCheck("country-database-age", contextWith({ now: new Date(builtAt.getTime() + 10 * DAY_MS) }), "pass");
    const failed = await expectCheck("country-database-age", contextWith({ now: new Date(builtAt.getTime() + 91 * DAY_MS) }), "fail");
    expect(failed.command).toContain("GEOIP_DB_PATH=");
  });

  it("forwarded requests without TRUST_PROXY fail", async () => {
    await expectCheck("trust-proxy", contextWith({ forwardedFor: true }), "fail");
    await expectCheck("trust-proxy", contextWith({ forwardedFor: true, env: { TRUST_PROXY: "loopback" } }), "pass");
    await expectCheck("trust-proxy", contextWith({ forwardedFor: false }), "pass");
  });

  it("accounts unused for 90 days fail, and the one-click fix deactivates them with audit rows", async () => {
    const idleId = await createTestUser(db(), { username: "long-gone" });
    await database()
      .db.update(adminUsers)
      .set({ createdAt: new Date(NOW.getTime() - 100 * DAY_MS), lastLogin: new Date(NOW.getTime() - 95 * DAY_MS) })
      .where(eq(adminUsers.id, idleId));
    const failed = await expectCheck("idle-accounts", contextWith(), "fail");
    expect(failed.found).toContain("long-gone");
    expect(failed.fixLabel).toBe("Deactivate unused accounts");

    const outcome = await applySecurityFix(contextWith(), "idle-accounts");
    expect(outcome).toEqual({ status: "applied", title: "No unused accounts", summary: "Deactivated long-gone" });
    await expectCheck("idle-accounts", contextWith(), "pass");
    const [user] = await db().select({ active: adminUsers.active }).from(adminUsers).where(eq(adminUsers.id, idleId));
    expect(user!.active).toBe(false);
    const rows = await db().select().from(auditEvents).where(eq(auditEvents.actorId, actor.userId));
    expect(rows.find((row) => row.action === "user_updated" && row.targetId === idleId)?.changes).toMatchObject({ active: { from: true, to: false } });
    expect(rows.find((row) => row.action === "security_fix_applied")).toMatchObject({
      targetId: "idle-accounts",
      ipAddress: "198.51.100.9",
      changes: { fix: "Deactivate unused accounts" },
    });
  });

  it("a manual check's fix answers with its command and changes nothing", async () => {
    const outcome = await applySecurityFix(contextWith({ runtimeVersion: "v20.1.0" }), "runtime-end-of-life");
    expect(outcome).toEqual({ status: "manual", title: "Supported Node.js runtime", command: null });
    await expect(applySecurityFix(contextWith(), "no-such-check")).rejects.toThrow(UnknownCheckError);
  });

  it("no successful backup in 48 hours fails; the one-click fix creates one", async () => {
    await expectCheck("backup-age", contextWith({ now: new Date() }), "fail");
    // Storage that refuses the archive: the fix fails (never 'Backup created'), and nothing is recorded as applied.
    const backupsDir = path.join(services.config.dataDir, "backups");
    rmSync(backupsDir, { recursive: true, force: true });
    writeFileSync(backupsDir, "not a folder");
    try {
      await expect(applySecurityFix(contextWith({ now: new Date() }), "backup-age")).rejects.toThrow(/the backup failed/);
      expect(await db().select().from(auditEvents).where(eq(auditEvents.action, "security_fix_applied"))).not.toContainEqual(
        expect.objectContaining({ targetId: "backup-age" }),
      );
    } finally {
      rmSync(backupsDir, { force: true });
    }
    const outcome = await applySecurityFix(contextWith({ now: new Date() }), "backup-age");
    expect(outcome.status).toBe("applied");
    await expectCheck("backup-age", contextWith({ now: new Date() }), "pass");
    await expectCheck("backup-age", contextWith({ now: new Date(Date.now() + 49 * 3_600_000) }), "fail");
    const created = await db().select().from(auditEvents).where(eq(auditEvents.action, "backup_created")).orderBy(auditEvents.occurredAt);
    expect(created.map((row) => row.outcome)).toEqual(["failure", "success"]);
    expect(created[1]).toMatchObject({ actorId: actor.userId });
  }, 60_000);

  it("records when each failure was first seen, resolves it when it passes, and reopens it later", async () => {
    // Its own id: the runtime check's finding is already open from the test above.
    const check: SecurityCheck = { ...checkNamed("runtime-end-of-life"), id: "first-seen-probe" };
    const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
    await runSecurityChecks(contextWith({ runtimeVersion: "v20.0.0", now: at(1) }), [check]);
    await runSecurityChecks(contextWith({ runtimeVersion: "v20.0.0", now: at(2) }), [check]);
    const finding = async () => (await db().select().from(securityFindings).where(eq(securityFindings.checkId, check.id)))[0]!;
    expect(await finding()).toMatchObject({ firstSeenAt: at(1), lastSeenAt: at(2), resolvedAt: null, severity: "high" });
    await runSecurityChecks(contextWith({ runtimeVersion: "v24.0.0", now: at(3) }), [check]);
    expect((await finding()).resolvedAt).toEqual(at(3));
    await runSecurityChecks(contextWith({ runtimeVersion: "v20.0.0", now: at(4) }), [check]);
    expect(await finding()).toMatchObject({ firstSeenAt: at(4), resolvedAt: null });
  });

  it("a check that throws counts as failed, never as passed", async () => {
    const broken: SecurityCheck = { ...checkNamed("trust-proxy"), id: "broken", run: () => Promise.reject(new Error("boom")) };
    const report = await runSecurityChecks(contextWith(), [broken]);
    expect(report.results[0]).toMatchObject({ status: "fail", found: "The check could not run; see the server log." });
    expect(report.score).toBe(100 - SEVERITY_WEIGHT.medium);
  });
});
