import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import { siteToday } from "~/lib/core/dates";
import { formatUsd } from "~/lib/core/money";
import { figuresInForce } from "~/lib/site-content/figures-in-force";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { nuErrors, savePages } from "./support/nu-checker";
import { gotoReady } from "./support/ready";

const CALCULATOR = "/resources/contribution-calculator";
/** A visitor's browser: the headless one's own user agent would be dropped as a bot. */
const VISITOR_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const RESULT = `${CALCULATOR}?year=2026&coverage=self-only&change1Month=7&change1Coverage=family&age=56&spouse=eligible&share=60&employer=500&payroll=1%2C000&federalRate=22&state=CA&stateRate=9`;
const PROBLEMS = `${CALCULATOR}?year=1999&coverage=self-only&change1Month=6&change1Coverage=family&change2Month=3&change2Coverage=none&age=300&employer=12abc`;

/**
 * Answers the page's beacons in the browser, except those named in `pass`: every spec's browser
 * shares one address, and the server takes 120 beacons a minute from an address.
 */
async function keepBeaconsLocal(page: Page, pass: readonly string[] = []) {
  await page.route("**/api/beacon", async (route) => {
    const body = route.request().postDataJSON() as { type?: string; name?: string } | null;
    if (body && pass.includes(body.type === "event" ? (body.name ?? "") : (body.type ?? ""))) await route.continue();
    else await route.fulfill({ status: 204 });
  });
}

const summary = (page: Page) => page.getByRole("status").filter({ hasText: /limit|answer|Fill in/ });

test.describe("contribution calculator", () => {
  test("works without JavaScript: the form's answer page has its own address, and bad answers get messages at their fields", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/contribution-limits");
    await page.getByRole("link", { name: "Work out your own limit with the contribution calculator" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HSA Contribution Calculator");

    // The year in force is chosen already.
    const { year, contributionLimit } = figuresInForce(BUILT_IN_FIGURES_YEARS, siteToday()).current!;
    await expect(page.getByLabel("Tax year", { exact: true })).toHaveValue(String(year));
    await page.getByLabel("Coverage on January 1").selectOption("none");
    await page.getByLabel("Change 1: From").selectOption("12");
    await page.getByLabel("Change 1: Coverage").selectOption("family");
    await page.getByLabel("Your age on December 31").fill("53");
    await page.getByLabel("Contributions you made yourself").fill("abc");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(new RegExp(`year=${year}&coverage=none&change1Month=12&change1Coverage=family.*&age=53.*&direct=abc.*#result$`));
    const direct = page.getByLabel("Contributions you made yourself");
    await expect(direct).toHaveValue("abc");
    await expect(direct).toHaveAttribute("aria-invalid", "true");
    await expect(direct).toHaveAccessibleDescription("Paid straight into your HSA. Enter an amount in dollars, for example 1500 or 1,500.00.");
    await expect(summary(page)).toHaveText("One answer needs a look before we can calculate:");

    await direct.fill("2000");
    await page.getByRole("button", { name: "Calculate" }).click();
    // Publication 969's last-month rule, Example 1, in this year's figures: December's family coverage for the whole year.
    const answer = `Your ${year} limit is ${formatUsd(contributionLimit.family)}; you can still contribute ${formatUsd(contributionLimit.family - 2000)} by April 15, ${year + 1}.`;
    await expect(summary(page)).toHaveText(answer);
    await expect(page.getByRole("heading", { name: `Stay eligible through December 31, ${year + 1}` })).toBeVisible();
    const atRisk = contributionLimit.family - Math.round((contributionLimit.family * 100) / 12) / 100;
    await expect(page.getByText(`that is ${formatUsd(atRisk)} of income`)).toBeVisible();

    // The address is the answer: opened again, it shows the same.
    const again = await context.newPage();
    await again.goto(page.url());
    await expect(summary(again)).toHaveText(answer);
    await context.close();
  });

  test("with JavaScript, answers as the visitor types, keeps the address shareable and counts the use on the Analytics tab", async ({
    browser,
    baseURL,
    adminPage,
  }) => {
    // Its own address: the beacon limit (per address) is shared by every other spec's browser on loopback.
    const context = await browser.newContext({ baseURL, userAgent: VISITOR_AGENT, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.137" } });
    const page = await context.newPage();
    await keepBeaconsLocal(page, ["pageview", "calculator_used"]);
    await gotoReady(page, CALCULATOR);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const used = page.waitForRequest((request) => request.url().endsWith("/api/beacon") && request.postDataJSON()?.name === "calculator_used");

    await page.getByLabel("Tax year", { exact: true }).selectOption("2023");
    await page.getByLabel("Coverage on January 1").selectOption("self-only");
    await page.getByLabel("Change 1: From").selectOption("5");
    await page.getByLabel("Change 1: Coverage").selectOption("family");
    await page.getByLabel("Your age on December 31").fill("40");
    // (4 x $3,850 + 8 x $7,750) / 12 = $6,450; the last-month rule gives the family $7,750.
    await expect(summary(page)).toHaveText("Your 2023 limit is $7,750; the deadline for 2023 contributions has passed.");
    await expect(page).toHaveURL(/\?year=2023&coverage=self-only&change1Month=5&change1Coverage=family&age=40&spouse=none$/);
    const beacon = (await used).postDataJSON() as { path: string; params: Record<string, unknown> };
    expect(beacon.path).toBe(CALCULATOR);
    expect(beacon.params).toEqual({ year: 2023, coverage: "mixed" });

    const payroll = page.getByLabel("Your payroll contributions (cafeteria plan)");
    await payroll.pressSequentially("12x");
    await expect(page.getByText("Enter an amount in dollars, for example 1500 or 1,500.00.").first()).toBeVisible();
    await expect(payroll).toHaveAttribute("aria-invalid", "true");
    await payroll.fill("1200");
    await expect(summary(page)).toHaveText("Your 2023 limit is $7,750; the deadline for 2023 contributions has passed.");
    await expect(payroll).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("heading", { name: "Employer and payroll contributions" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();

    await adminPage.goto("/svcs/admin-dashboard/analytics?period=today");
    const goals = adminPage.getByRole("table", { name: "Goals in this period" });
    await expect(goals.getByRole("row").filter({ hasText: "Contribution calculator used: 2023 mixed" })).toBeVisible();
  });

  test("with JavaScript, a year or coverage the lists do not offer shows 'Choose…' with its message, and the next edit puts nothing in its place", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, userAgent: VISITOR_AGENT, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.138" } });
    const page = await context.newPage();
    await keepBeaconsLocal(page);
    await gotoReady(page, `${CALCULATOR}?year=&coverage=gold&age=40`);
    const year = page.getByLabel("Tax year", { exact: true });
    const coverage = page.getByLabel("Coverage on January 1");
    for (const list of [year, coverage]) {
      await expect(list.locator("option:checked")).toHaveText("Choose…");
      await expect(list).toHaveAttribute("aria-invalid", "true");
    }
    await expect(year).toHaveAccessibleDescription(/^Choose a tax year from the list/);
    await expect(coverage).toHaveAccessibleDescription(/Choose your coverage on January 1: none, self-only or family\.$/);

    // The next edit sends the same answers: the messages stay, no year or coverage is taken in their place.
    await page.getByLabel("Your age on December 31").fill("45");
    await expect(page).toHaveURL(/\?year=&coverage=gold&age=45&spouse=none$/);
    await expect(summary(page)).toHaveText("2 answers need a look before we can calculate:");
    await expect(year.locator("option:checked")).toHaveText("Choose…");
    await expect(year).toHaveAccessibleDescription(/^Choose a tax year from the list/);

    const { year: inForce } = figuresInForce(BUILT_IN_FIGURES_YEARS, siteToday()).current!;
    await year.selectOption(String(inForce));
    await coverage.selectOption("family");
    await expect(summary(page)).toHaveText(new RegExp(`^Your ${inForce} limit is`));
    await expect(year).not.toHaveAttribute("aria-invalid");
    await context.close();
  });

  test("passes axe with an answer and with problems, at this width @responsive", async ({ page }) => {
    await keepBeaconsLocal(page);
    await page.goto(RESULT);
    await expect(summary(page)).toContainText("Your 2026 limit is");
    await page.getByText("See the month-by-month chart").click();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goto(PROBLEMS);
    await expect(page.getByLabel("Change 2: From")).toHaveAccessibleDescription("Changes must be in month order: March comes before the change above (June).");
    await expect(page.getByLabel("Your age on December 31")).toHaveAccessibleDescription(/Enter an age from 0 to 120\.$/);
    await expectNoAxeViolations(page);
  });

  test("the Nu HTML checker finds no error in the form, an answer or the problems", async ({ request }) => {
    test.setTimeout(60_000);
    const directory = mkdtempSync(path.join(os.tmpdir(), "hsa-nu-calculator-"));
    await savePages(request, [CALCULATOR, RESULT, PROBLEMS, `${CALCULATOR}?year=2026&year=2027&age=%3Cscript%3E`], directory);
    expect(await nuErrors(directory)).toEqual([]);
  });

  test("the post editor warns beside the HTML check when a post states the wrong year's limit", async ({ adminPage: page }) => {
    await page.goto("/svcs/admin-dashboard/posts/new");
    await page.getByRole("button", { name: "HTML source" }).click();
    await page.getByRole("textbox", { name: "Content" }).fill("<p>Health savings accounts: the 2024 limits of $3,850 individual and $7,750 family apply.</p>");
    await page.getByRole("button", { name: "Back to editor" }).click();
    await expect(page.getByText("2 figures to check")).toBeVisible();
    const warnings = page.getByTestId("figures-check");
    await expect(warnings.getByRole("link", { name: /^\$3,850 was the 2023 self-only limit; 2024's was \$4,150 — Rev\. Proc\. 2023-23/ })).toHaveAttribute(
      "href",
      "https://www.irs.gov/pub/irs-drop/rp-23-23.pdf",
    );
    await expect(warnings).toContainText("$7,750 was the 2023 family limit; 2024's was $8,300 — Rev. Proc. 2023-23");
    await expect(page.getByText("Valid HTML")).toBeVisible();
    await expectNoAxeViolations(page, { include: "[data-testid=figures-check]" });
  });
});
