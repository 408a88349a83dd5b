import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CalculatorContent, calculatorContent } from "~/content/contribution-calculator";
import ContributionCalculator, { loader as calculatorLoader } from "~/routes/site/contribution-calculator";
import HdhpAmounts, { loader as hdhpLoader } from "~/routes/site/hdhp-amounts";
import Resource, { loader as resourceLoader } from "~/routes/site/resource";
import type { Actor } from "~/services/auth";
import { expireSiteContentCacheOnChange } from "~/services/publishing";
import type { AppServices } from "~/services/platform";
import { saveContent } from "~/services/site-content";
import { actorOf } from "../../support/actors";
import { getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser } from "../../support/factories";
import { createTestContext, createTestServices } from "../../support/test-services";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const SITE = "https://www.example.com";
const CALCULATOR = "/resources/contribution-calculator";
/** Three answers the calculator refuses, so the summary counts them. */
const PROBLEMS = "?year=1999&age=300&employer=12abc&coverage=self-only";

type Loader = (args: never) => Promise<unknown>;
type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };

describe(`the calculator's words are site content (${testDriver})`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let staff: Actor;
  let staffCookie: string;
  let stopWatching: () => Promise<void>;

  beforeAll(async () => {
    services = createTestServices(database(), { SITE_URL: SITE });
    // As the app does: a publish is announced, and every cached read of the content is renewed.
    stopWatching = await expireSiteContentCacheOnChange(database());
    const userId = await createTestUser(database().db, { username: "editor", userType: "moderator", email: "editor@example.com" });
    staff = actorOf({ sessionId: "test", userId, username: "editor", email: "editor@example.com", userType: "moderator" });
    staffCookie = await sessionCookieFor(services, userId);
  });
  afterAll(() => stopWatching());

  /** The page as the server renders it (without React's text separators), from its route module's component and its loader's data. */
  async function page(loader: Loader, Page: ComponentType<never>, path: string, params: Record<string, string> = {}, cookie?: string) {
    const args = { request: getRequest(`${SITE}${path}`, cookie), params, context: createTestContext(services) };
    const loaderData = (await loader(args as never)) as Record<string, unknown>;
    const Component = Page as unknown as ComponentType<{ loaderData: unknown; params: unknown }>;
    const Stub = createRoutesStub([{ id: "root", path: "*", Component: () => <Component loaderData={loaderData} params={params} /> }]);
    const html = renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { identity: services.config.identity } } }} />);
    return html.replaceAll("<!-- -->", "");
  }

  const calculatorPage = (query = "", cookie?: string) =>
    page(calculatorLoader, ContributionCalculator, `${cookie ? "/svcs/preview" : ""}${CALCULATOR}${query}`, {}, cookie);

  /** The built-in words with a few changed, as staff would type them in the admin form. */
  function reworded(change: Partial<{ title: string; linkText: string; row: string; problems: string; limit: string }>): CalculatorContent {
    const data = structuredClone(calculatorContent.documents[0]!.defaults) as Mutable<CalculatorContent>;
    if (change.title) data.title = change.title;
    if (change.linkText) data.linkText = change.linkText;
    if (change.row) data.questions.change = change.row;
    if (change.problems) data.result.invalidMany = change.problems;
    if (change.limit) data.result.limitLabel = change.limit;
    return data;
  }

  async function currentVersion(): Promise<number> {
    const row = await database().db.query.contentDocuments.findFirst({ where: (table, { eq }) => eq(table.id, calculatorContent.id) });
    return row?.version ?? 0;
  }

  it("shows the built-in words until staff publish others, on the calculator and on the pages that link to it", async () => {
    const before = await calculatorPage(PROBLEMS);
    expect(before).toContain("<h1");
    expect(before).toContain("HSA Contribution Calculator</h1>");
    expect(before).toContain('<span class="sr-only">Change 1: </span>From');
    expect(before).toContain("3 answers need a look before we can calculate:");

    const data = reworded({
      title: "Your HSA Limit, Worked Out",
      linkText: "Try the limit calculator",
      row: "Row {number}",
      problems: "Please check {count} answers:",
      limit: "{year} limit for you",
    });
    await saveContent(database().db, staff, { id: calculatorContent.id, expectedVersion: 0, data, intent: { kind: "publish" } });

    const after = await calculatorPage(PROBLEMS);
    expect(after).toContain("Your HSA Limit, Worked Out</h1>");
    expect(after).toContain('<span class="sr-only">Row 1: </span>From');
    expect(after).toContain('<a href="#calc-age" class="font-semibold underline">Your age on December 31</a>');
    expect(after).toContain("Please check 3 answers:");
    expect(after).not.toContain("answers need a look");

    const answer = await calculatorPage("?year=2026&coverage=self-only&age=40");
    expect(answer).toContain("2026 limit for you</dt>");

    const limits = await page(resourceLoader, Resource, "/resources/contribution-limits", { resourceType: "contribution-limits" });
    expect(limits).toMatch(/href="\/resources\/contribution-calculator"[^>]*>Try the limit calculator/);
    const hdhp = await page(hdhpLoader, HdhpAmounts, "/resources/hdhp-amounts");
    expect(hdhp).toMatch(/href="\/resources\/contribution-calculator"[^>]*>Try the limit calculator/);
  });

  it("previews a saved draft to staff; the public page keeps the published words", async () => {
    const data = reworded({ title: "Calculator (draft)", row: "Row {number}" });
    await saveContent(database().db, staff, { id: calculatorContent.id, expectedVersion: await currentVersion(), data, intent: { kind: "draft" } });

    expect(await calculatorPage("", staffCookie)).toContain("Calculator (draft)</h1>");
    const published = await calculatorPage();
    expect(published).not.toContain("Calculator (draft)");
    expect(published).toContain("Your HSA Limit, Worked Out</h1>");
  });
});
