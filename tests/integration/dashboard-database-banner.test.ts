import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LOGIN_HISTORY_DATABASE_ERROR } from "~/lib/security/login-history";
import * as dashboard from "~/routes/admin/dashboard/layout";
import * as loginHistoryTab from "~/routes/admin/login-history/route";
import type { AppServices } from "~/services/platform";
import { getRequest, sessionCookieFor } from "../support/admin-fixtures";
import { createTestUser } from "../support/factories";
import { useTestDatabase } from "../support/use-test-database";
import { createTestContext, createTestServices } from "../support/test-services";

const USERS_TAB = "http://localhost:3000/svcs/admin-dashboard/users";
const FAILED_LOGINS = "http://localhost:3000/svcs/admin-dashboard/login-history?status=failed";

describe("the dashboard's database banner", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let cookie = "";

  beforeAll(async () => {
    services = createTestServices(database());
    cookie = await sessionCookieFor(services, await createTestUser(db(), { username: "banner_admin", userType: "admin" }));
  });

  const load = async () => (await dashboard.loader({ request: getRequest(USERS_TAB, cookie), context: createTestContext(services), params: {} } as never)).data;

  it("stays away while the login history can be read", async () => {
    expect((await load()).databaseError).toBeNull();
  });

  it("is set for every tab when the login history cannot be read", async () => {
    await db().execute(sql`alter table login_history rename to login_history_away`);
    try {
      expect((await load()).databaseError).toEqual(LOGIN_HISTORY_DATABASE_ERROR);
    } finally {
      await db().execute(sql`alter table login_history_away rename to login_history`);
    }
  });

  it("leaves the Login History tab its own unavailable state (not ok, empty) while the login history cannot be read", async () => {
    const tab = () => loginHistoryTab.loader({ request: getRequest(FAILED_LOGINS, cookie), context: createTestContext(services), params: {} } as never);
    expect(await tab()).toMatchObject({ ok: true, filter: "failed" });
    await db().execute(sql`alter table login_history rename to login_history_away`);
    try {
      expect(await tab()).toEqual({ ok: false, filter: "failed", search: "", version: "", stats: { total: 0, successful: 0, failed: 0 }, records: [] });
    } finally {
      await db().execute(sql`alter table login_history_away rename to login_history`);
    }
  });
});
