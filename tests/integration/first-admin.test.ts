import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUsers } from "~/db/schema";
import { login } from "~/services/auth";
import { ensureFirstAdmin } from "~/services/users";
import { createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

describe("first admin at start-up", () => {
  // Each test starts the site for the first time.
  const database = useTestDatabase({ perTest: true });
  const db = () => database().db;
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("creates the admin from ADMIN_USERNAME / ADMIN_PASSWORD once", async () => {
    const services = createTestServices(database(), { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "Long-Enough-Secret-5" });
    await ensureFirstAdmin(services);
    await ensureFirstAdmin(services);
    const users = await db().select().from(adminUsers);
    expect(users).toMatchObject([{ username: "owner", userType: "admin", active: true, frozen: false }]);
    expect(users[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(db(), { username: "owner", password: "Long-Enough-Secret-5", ipAddress: "1.1.1.1", userAgent: null, now: new Date() })).ok).toBe(true);
  });

  it("without a password, creates 'admin' with a random one printed once; no default password works", async () => {
    const printed = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await ensureFirstAdmin(createTestServices(database()));
    const output = printed.mock.calls.map((call) => String(call[0])).join("\n");
    const password = /Password \(shown only this once\): (\S+)/.exec(output)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    for (const guess of ["admin", "password", "admin123", "changeme"]) {
      expect((await login(db(), { username: "admin", password: guess, ipAddress: `2.2.2.${guess.length}`, userAgent: null, now: new Date() })).ok).toBe(false);
    }
    expect((await login(db(), { username: "admin", password: password!, ipAddress: "3.3.3.3", userAgent: null, now: new Date() })).ok).toBe(true);
  });

  // A too-short ADMIN_PASSWORD already stops loadConfig (tests/unit/config.test.ts).
  it("refuses to start with a common ADMIN_PASSWORD", async () => {
    await expect(ensureFirstAdmin(createTestServices(database(), { ADMIN_PASSWORD: "password1" }))).rejects.toThrow(/too common/);
  });
});
