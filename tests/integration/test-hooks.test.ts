import { describe, expect, it } from "vitest";
import { readSessionToken } from "~/routes/admin/session-cookie.server";
import { lookupSession } from "~/services/auth";
import { createTestHooks } from "~/entry.server";
import { testDriver } from "../support/test-database";
import { useTestDatabase } from "../support/use-test-database";
import { createTestServices } from "../support/test-services";

const SECRET = "s".repeat(32);

describe(`browser-test hooks (${testDriver})`, () => {
  const database = useTestDatabase();

  it("are off unless E2E_TEST_HOOKS is set", () => {
    expect(createTestHooks(createTestServices(database()), {})).toBeNull();
  });

  it("refuse to start without a long per-run secret, or on a non-loopback host", () => {
    const loopback = createTestServices(database(), { HOST: "127.0.0.1" });
    expect(() => createTestHooks(loopback, { E2E_TEST_HOOKS: "1" })).toThrow(/E2E_TEST_HOOKS_SECRET/);
    expect(() => createTestHooks(loopback, { E2E_TEST_HOOKS: "1", E2E_TEST_HOOKS_SECRET: "short" })).toThrow(/E2E_TEST_HOOKS_SECRET/);
    expect(() => createTestHooks(loopback, { E2E_TEST_HOOKS: "yes", E2E_TEST_HOOKS_SECRET: SECRET })).toThrow(/must be 1/);
    expect(() => createTestHooks(createTestServices(database()), { E2E_TEST_HOOKS: "1", E2E_TEST_HOOKS_SECRET: SECRET })).toThrow(/loopback/);
  });

  it("sign in a fresh account of the asked type with a cookie the app accepts", async () => {
    const services = createTestServices(database(), { HOST: "127.0.0.1" });
    const hooks = createTestHooks(services, { E2E_TEST_HOOKS: "1", E2E_TEST_HOOKS_SECRET: SECRET })!;
    const account = await hooks.signIn({ userType: "moderator" });
    expect(account.username).toMatch(/^e2e_moderator_[0-9a-f]{12}$/);
    const token = await readSessionToken(
      services.config,
      new Request("http://localhost/", { headers: { Cookie: `${account.cookie.name}=${account.cookie.value}` } }),
    );
    const session = await lookupSession(database().db, token, { now: new Date(), idleMinutes: 30 });
    expect(session).toMatchObject({ status: "valid", user: { userId: account.userId, userType: "moderator" } });
    await expect(hooks.signIn({ userType: "owner" })).rejects.toThrow();
  });
});
