import { test as base, type BrowserContext, expect, type Page } from "@playwright/test";
import { startOwnServer } from "./own-server";
import type { UserType } from "~/lib/users/user-types";
import type { TestSignIn } from "~/services/test-hooks";
import { TEST_HOOKS_PATH, TEST_HOOKS_SECRET_HEADER } from "../../../server/test-hooks";

export type AccountState = { active?: boolean; frozen?: boolean };

type Fixtures = {
  /** Creates a fresh account of `userType` on the web server and signs this test's browser in as it. */
  signInAs(userType?: UserType, state?: AccountState): Promise<TestSignIn>;
  /** A page signed in as a fresh admin (without going through the login form). */
  adminPage: Page;
};

/**
 * Browser tests of the admin area. Signing in creates the account and its session directly (through
 * the server's test hooks, enabled by playwright.config.ts for this run only) and hands the browser
 * the same signed cookie the login form would: no form, no argon2 round trip, no lockout counters.
 */
/** Creates a fresh account of `userType` on the server at `baseURL` and signs `context` in as it (see `test`). */
export async function signInContext(context: BrowserContext, baseURL: string, userType: UserType = "admin", state: AccountState = {}): Promise<TestSignIn> {
  const response = await context.request.post(`${baseURL}${TEST_HOOKS_PATH}/session`, {
    headers: { [TEST_HOOKS_SECRET_HEADER]: process.env.E2E_TEST_HOOKS_SECRET ?? "" },
    data: { userType, ...state },
  });
  expect(response.status(), "test hooks answer (is E2E_TEST_HOOKS set by playwright.config.ts?)").toBe(200);
  const account = (await response.json()) as TestSignIn;
  await context.addCookies([{ ...account.cookie, url: baseURL, httpOnly: true, sameSite: "Strict" }]);
  return account;
}

export const test = base.extend<Fixtures>({
  signInAs: async ({ context, baseURL }, provide) => {
    await provide((userType = "admin", state = {}) => signInContext(context, baseURL!, userType, state));
  },
  adminPage: async ({ page, signInAs }, provide) => {
    await signInAs("admin");
    await provide(page);
  },
});

export { expect };

/**
 * The same fixtures against a server of this worker's own (fresh database, built-in posts), for
 * tests that change what every public page shows (creating, deleting or resetting posts) and would
 * otherwise race the other files' assertions on the shared server.
 */
export const ownServerTest = test.extend<object, { ownServer: Awaited<ReturnType<typeof startOwnServer>> }>({
  ownServer: [
    async ({}, provide) => {
      const server = await startOwnServer({
        env: { E2E_TEST_HOOKS: "1", E2E_TEST_HOOKS_SECRET: process.env.E2E_TEST_HOOKS_SECRET ?? "", LOG_LEVEL: "warn" },
      });
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, provide) => provide(ownServer.baseURL),
});
