import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { login } from "~/services/auth";
import { openDatabase } from "~/services/platform";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-admin-cli-"));

function cli(args: string[], input?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  return spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], { cwd: root, env, input, encoding: "utf8" });
}

describe("npm run admin", () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates an account with a printed random password and resets it from stdin", async () => {
    const created = cli(["create", "rescuer", "--type", "admin"]);
    expect(created.status).toBe(0);
    const password = /shown only this once\): (\S+)/.exec(created.stdout)?.[1];
    expect(password).toBeTruthy();
    const reset = cli(["reset-password", "rescuer", "--password-stdin"], "Recovered-Secret-3\n");
    expect(reset.stdout).toContain('Password of "rescuer" reset');
    expect(cli(["create", "x"]).stderr).toContain("Username must be at least 3 characters long");

    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      const attempt = (secret: string, ip: string) => login(database.db, { username: "rescuer", password: secret, ipAddress: ip, userAgent: null, now: new Date() });
      expect((await attempt(password!, "9.9.9.1")).ok).toBe(false);
      expect((await attempt("Recovered-Secret-3", "9.9.9.2")).ok).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);
});
