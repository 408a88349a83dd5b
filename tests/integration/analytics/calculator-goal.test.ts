import { describe, expect, it } from "vitest";
import { analyticsDashboard, recordBeacon, rollUpClosedDays } from "~/services/analytics";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { CHROME_DESKTOP, CHROME_MAC, FIREFOX_ANDROID } from "./known-traffic";

const DAY = "2030-05-06";
const NOW = new Date(`${DAY}T18:00:00Z`);
const CALCULATOR = "/resources/contribution-calculator";

describe(`the calculator_used goal (${testDriver})`, () => {
  const database = useTestDatabase();

  it("is counted on the Analytics tab's goals by year and coverage, live and once rolled up", async () => {
    const db = database().db;
    const visitors = [
      { ip: "81.2.69.142", userAgent: CHROME_DESKTOP, params: { year: 2026, coverage: "family" } },
      { ip: "8.8.8.8", userAgent: FIREFOX_ANDROID, params: { year: 2026, coverage: "family" } },
      { ip: "127.0.0.1", userAgent: CHROME_MAC, params: { year: 2025, coverage: "mixed" } },
    ];
    for (const [index, visitor] of visitors.entries()) {
      const when = new Date(`${DAY}T10:0${index}:00Z`);
      const source = { ip: visitor.ip, userAgent: visitor.userAgent, now: when, ownHosts: ["localhost"] };
      await recordBeacon(db, { type: "pageview", path: CALCULATOR, referrer: null, screenWidth: 1280, screenHeight: 800, language: "en-US" }, source);
      await recordBeacon(db, { type: "event", name: "calculator_used", path: CALCULATOR, params: visitor.params }, source);
    }
    const goals = async (now: Date) =>
      (await analyticsDashboard(db, { userType: "admin" }, { period: "7d", filters: {} }, { now })).goals.map((goal) => [
        goal.label,
        goal.events,
        goal.visitors,
      ]);
    // By goal, most events first.
    const expected = [
      ["Contribution calculator used: 2026 family", 2, 2],
      ["Contribution calculator used: 2025 mixed", 1, 1],
    ];
    expect(await goals(NOW)).toEqual(expected);
    // The next day the day is rolled up and read from analytics_daily_goals.
    const tomorrow = new Date(`2030-05-07T12:00:00Z`);
    await rollUpClosedDays(db, tomorrow);
    expect(await goals(tomorrow)).toEqual(expected);
  });
});
