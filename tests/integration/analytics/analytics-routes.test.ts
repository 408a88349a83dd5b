import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pageViews } from "~/db/schema";
import { BREAKDOWN_ROWS_SHOWN, BREAKDOWNS } from "~/lib/analytics/breakdowns";
import * as analytics from "~/routes/admin/analytics/route";
import * as analyticsExport from "~/routes/admin/analytics/export";
import { action as beacon } from "~/routes/api/beacon";
import { flushBufferedBeacons } from "~/services/analytics";
import type { AppServices } from "~/services/platform";
import { getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser } from "../../support/factories";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestContext, createTestServices } from "../../support/test-services";
import { CHROME_DESKTOP, NOW, recordKnownTraffic } from "./known-traffic";

const SITE = "http://localhost:3000";
const ANALYTICS = `${SITE}/svcs/admin-dashboard/analytics`;

/** Splits simple CSV lines (the test data has no quoted commas except where noted). */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split("\r\n")
    .map((line) => line.split(",").map((field) => field.replace(/^"(.*)"$/, "$1").replaceAll('""', '"')));
}

describe(`analytics routes (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let adminCookie = "";
  let userCookie = "";

  const load = async (query: string, cookie = adminCookie) =>
    (await analytics.loader({ request: getRequest(`${ANALYTICS}${query}`, cookie), context: createTestContext(services), params: {} } as never)) as Awaited<
      ReturnType<typeof analytics.loader>
    >;
  const exportCsv = async (query: string, cookie = adminCookie) =>
    (await analyticsExport.loader({
      request: getRequest(`${ANALYTICS}/export${query}`, cookie),
      context: createTestContext(services),
      params: {},
    } as never)) as Response;

  beforeAll(async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    services = createTestServices(database());
    await recordKnownTraffic(db());
    adminCookie = await sessionCookieFor(services, await createTestUser(db(), { username: "an_admin", userType: "admin" }), NOW);
    userCookie = await sessionCookieFor(services, await createTestUser(db(), { username: "a_user", userType: "user" }), NOW);
  });
  afterAll(async () => {
    vi.useRealTimers();
  });

  it("exports every breakdown as CSV with the rows, order and figures the dashboard shows", async () => {
    const screen = await load("?period=7d&country=GB");
    for (const breakdown of BREAKDOWNS) {
      const response = await exportCsv(`?period=7d&country=GB&breakdown=${breakdown.key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const [header, ...lines] = parseCsv(await response.text());
      expect(header![0]).toBe(breakdown.column);
      const shown = screen.dashboard.breakdowns[breakdown.key].map((row) => [row.label, String(row.visitors), String(row.secondary), String(row.share)]);
      expect(lines.slice(0, BREAKDOWN_ROWS_SHOWN)).toEqual(shown);
    }
    const pages = await exportCsv("?period=7d&country=GB&breakdown=pages");
    expect(await pages.text()).toBe('"Page","Visitors","Page views","Share of visitors (%)"\r\n"/team",2,2,100\r\n"/",1,1,50\r\n');
  });

  it("answers bad URLs with a clear message, never a server error", async () => {
    const shown = await load("?period=custom&from=2030-02-30&to=2030-03-01&country=Britain&colour=blue");
    expect(shown.problems).toEqual([
      "A custom range needs a start and an end date (yyyy-mm-dd). Showing the last 30 days.",
      "The country filter must be a two-letter country code such as US. That filter was ignored.",
      'Unknown filter "colour" was ignored.',
    ]);
    expect(shown.query).toEqual({ period: "30d", filters: {} });
    expect(shown.dashboard.totals.visitors).toBe(4);
    const unknown = await exportCsv("?breakdown=everything");
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/^Choose a breakdown to export: pages, entry-pages/);
    const badFilter = await exportCsv("?breakdown=pages&device=Fridge");
    expect(badFilter.status).toBe(400);
    expect(await badFilter.text()).toBe("The device filter must be one of Mobile, Tablet, Laptop, Desktop. That filter was ignored.");
  });

  it("lets 'user' accounts read the dashboard but not export", async () => {
    expect((await load("", userCookie)).canExport).toBe(false);
    expect((await load("")).canExport).toBe(true);
    await expect(exportCsv("?breakdown=pages", userCookie)).rejects.toMatchObject({ status: 403 });
  });

  it("does not count beacons of a signed-in staff member", async () => {
    const before = (await db().select().from(pageViews)).length;
    const send = (cookie?: string) =>
      beacon({
        request: new Request(`${SITE}/api/beacon`, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": CHROME_DESKTOP, ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ type: "pageview", path: "/team" }),
        }),
        context: createTestContext(services, { clientIp: "203.0.113.9" }),
        params: {},
      } as never) as Promise<Response>;
    expect((await send(adminCookie)).status).toBe(204);
    await flushBufferedBeacons(db());
    expect(await db().select().from(pageViews)).toHaveLength(before);
    expect((await send()).status).toBe(204);
    // Answered before it is stored: the row arrives with the buffer's next flush.
    expect(await db().select().from(pageViews)).toHaveLength(before);
    await flushBufferedBeacons(db());
    expect(await db().select().from(pageViews)).toHaveLength(before + 1);
  });
});
