import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { adminTotp, auditEvents } from "~/db/schema";
import { login } from "~/services/auth";
import { loadConfig, openDatabase } from "~/services/platform";
import { startEnrolment } from "~/services/two-factor";
import { findUserIdByName } from "~/services/users";
import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-admin-cli-"));
// On the suite's PostgreSQL run the command works on a server database (DATABASE_URL), as an
// operator's would; otherwise on the embedded database in DATA_DIR.
let serverDatabase: TestDatabase | null = null;

function cli(args: string[], input?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  if (serverDatabase?.url) env.DATABASE_URL = serverDatabase.url;
  else delete env.DATABASE_URL;
  return spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], { cwd: root, env, input, encoding: "utf8" });
}

/** The database the command changed, opened the way the command opens it. */
function openTarget() {
  return openDatabase(serverDatabase?.url ? { databaseUrl: serverDatabase.url } : { pgliteDir: path.join(dataDir, "db") });
}

describe("npm run admin", () => {
  beforeAll(async () => {
    if (testDriver === "pg") serverDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await serverDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates an account with a printed random password and resets it from stdin", async () => {
    const created = cli(["create", "rescuer", "--type", "admin"]);
    expect(created.status).toBe(0);
    const password = /shown only this once\): (\S+)/.exec(created.stdout)?.[1];
    expect(password).toBeTruthy();
    const reset = cli(["reset-password", "rescuer", "--password-stdin"], "Recovered-Secret-3\n");
    expect(reset.stdout).toContain('Password of "rescuer" reset');
    expect(cli(["create", "x"]).stderr).toContain("Username must be at least 3 characters long");
    expect(cli(["reset-two-factor", "rescuer"]).stderr).toContain("Two-factor sign-in is not on.");
    expect(cli(["reset-two-factor", "nobody"]).stderr).toContain('No user named "nobody".');

    const database = await openTarget();
    try {
      const attempt = (secret: string, ip: string) =>
        login(database.db, { username: "rescuer", password: secret, ipAddress: ip, userAgent: null, now: new Date() });
      expect((await attempt(password!, "9.9.9.1")).ok).toBe(false);
      expect((await attempt("Recovered-Secret-3", "9.9.9.2")).ok).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);

  it.skipIf(testDriver === "pg")(
    "refuses to open the embedded database while another process (a server) has it open",
    async () => {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
      try {
        const refused = cli(["reset-password", "rescuer"]);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain(
          `The embedded database in ${path.join(dataDir, "db")} is in use by process ${process.pid} (a running server?). Stop that process first.`,
        );
      } finally {
        await database.close();
      }
      expect(cli(["reset-password", "rescuer", "--password-stdin"], "Recovered-Secret-4\n").stdout).toContain('Password of "rescuer" reset');
    },
    180_000,
  );

  it("resets the two-factor of an account that lost its authenticator", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    let database = await openTarget();
    try {
      const userId = (await findUserIdByName(database.db, "rescuer"))!;
      await startEnrolment(database.db, config.twoFactorKeyMaterial, userId, new Date());
      await database.db.update(adminTotp).set({ confirmedAt: new Date() }).where(eq(adminTotp.userId, userId));
    } finally {
      await database.close();
    }
    expect(cli(["reset-two-factor", "rescuer"]).stdout).toContain('Two-factor of "rescuer" reset');
    database = await openTarget();
    try {
      expect(await database.db.select().from(adminTotp)).toEqual([]);
      const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, "two_factor_reset"));
      expect(event).toMatchObject({ actorLabel: null, targetLabel: "rescuer" });
    } finally {
      await database.close();
    }
  }, 180_000);
});
