import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS, hsaFiguresContent } from "~/content/hsa-figures";
import { siteToday } from "~/lib/core/dates";
import { figuresInForce } from "~/lib/site-content/figures-in-force";
import { loader } from "~/routes/site/contribution-calculator";
import { SYSTEM_ACTOR } from "~/services/auth";
import { expireSiteContentCache } from "~/services/publishing";
import type { AppServices } from "~/services/platform";
import { saveContent } from "~/services/site-content";
import { NAUGHTY_STRINGS } from "../support/naughty-strings";
import { createTestContext, createTestServices } from "../support/test-services";
import { testDriver } from "../support/test-database";
import { useTestDatabase } from "../support/use-test-database";

type LoaderArgs = Parameters<typeof loader>[0];

describe(`the contribution calculator's page (${testDriver})`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  const load = (query: string) =>
    loader({
      request: new Request(`https://www.example.com/resources/contribution-calculator${query}`),
      params: {},
      context: createTestContext(services),
    } as unknown as LoaderArgs);

  beforeAll(() => {
    services = createTestServices(database());
  });

  it("offers the store's years, newest first, with the year in force chosen", async () => {
    const page = await load("");
    expect(page.years).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021]);
    expect(page.values.year).toBe(String(figuresInForce(BUILT_IN_FIGURES_YEARS, siteToday()).current!.year));
    expect(page.state).toEqual({ status: "empty" });
    expect(page.meta.title).toBe("HSA Contribution Calculator");
  });

  it("answers a shared address with the result", async () => {
    const page = await load("?year=2024&coverage=family&age=58&spouse=family-plan");
    expect(page.state.status).toBe("valid");
    if (page.state.status === "valid") {
      expect(page.state.result.limit).toBe(515_000);
      expect(page.state.figures.sourceTitle).toBe("Rev. Proc. 2023-23");
    }
  });

  it("answers bad and hostile addresses with messages at the fields, never an error", async () => {
    const page = await load("?year=1999&age=300&coverage=family&employer=12abc&change1Month=6&change1Coverage=family&change2Month=3&change2Coverage=none");
    expect(page.errors).toEqual({
      year: "We have no HSA figures for 1999. Choose a year from 2021 to 2027.",
      age: "Enter an age from 0 to 120.",
      employer: "Enter an amount in dollars, for example 1500 or 1,500.00.",
      change2Month: "Changes must be in month order: March comes before the change above (June).",
    });
    for (const value of NAUGHTY_STRINGS) {
      const query = `?${new URLSearchParams({ year: value, coverage: value, age: value, employer: value, state: value, change1Month: value }).toString()}`;
      const answer = await load(query);
      expect(answer.state.status, value).not.toBe("valid");
      expect(Object.keys(answer.errors).length, value).toBeGreaterThan(0);
    }
  });

  it("calculates with the figures staff publish, including a year they add", async () => {
    const years = [
      ...BUILT_IN_FIGURES_YEARS,
      { ...BUILT_IN_FIGURES_YEARS.at(-1)!, year: 2028, effectiveDate: "2028-01-01", contributionLimit: { selfOnly: 4_600, family: 9_200 } },
    ];
    await saveContent(database().db, SYSTEM_ACTOR, { id: hsaFiguresContent.id, expectedVersion: 0, data: { years }, intent: { kind: "publish" } });
    // What the server's LISTEN does when the change's NOTIFY arrives (on a PostgreSQL server, a moment later).
    expireSiteContentCache(database().db);
    const page = await load("?year=2028&coverage=self-only&age=40");
    expect(page.years[0]).toBe(2028);
    expect(page.state.status === "valid" && page.state.result.limit).toBe(460_000);
  });
});
