import { randomBytes } from "node:crypto";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";

/** A person's browser (isbot would leave HeadlessChrome's searches out of the misses), with JavaScript on or off. */
const VISITOR_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function visitor(browser: Browser, testInfo: TestInfo, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: VISITOR_AGENT,
    viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
    javaScriptEnabled,
  });
  return context.newPage();
}

/** Searches from the header as a visitor would: its box where there is room, else its link to the search page's form. */
async function searchFromHeader(page: Page, query: string) {
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
  if (await box.isVisible()) {
    await box.fill(query);
    await box.press("Enter");
  } else {
    await page.getByRole("banner").getByRole("link", { name: "Search the site" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill(query);
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  }
  await expect(page).toHaveURL(/\/search\?q=/);
}

const letters = () =>
  randomBytes(6)
    .toString("hex")
    .replace(/[0-9]/g, (digit) => "ghijklmnop"[Number(digit)]!);

for (const javaScriptEnabled of [false, true]) {
  test.describe(`site search with JavaScript ${javaScriptEnabled ? "on" : "off"} @responsive`, () => {
    test("finds the limits page for a misspelt query, answers a figure with its source, and finds a post by a word of its body", async ({
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const page = await visitor(browser, testInfo, javaScriptEnabled);
      await page.goto("/resources");
      await searchFromHeader(page, "contributon limt");
      const main = page.getByRole("main");
      await expect(main.getByText("Showing results for")).toBeVisible();
      await expect(main.getByRole("listitem").first().getByRole("link")).toHaveAttribute("href", "/resources/contribution-limits");
      await expect(main.getByRole("link", { name: "HSA Contribution Limits" }).first()).toBeVisible();

      await page.goto("/");
      await searchFromHeader(page, "2026 family limit");
      const answer = page.getByRole("region", { name: "2026 HSA contribution limit" });
      await expect(answer).toContainText("$8,750");
      await expect(answer.getByRole("link", { name: /Rev\. Proc\. 2025-19/ })).toHaveAttribute("href", /irs\.gov/);
      await expect(answer.getByRole("link", { name: "All HSA contribution limits" })).toHaveAttribute("href", "/resources/contribution-limits");
      // axe runs in the page: only where JavaScript runs (the markup is the same either way).
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await searchFromHeader(page, "stopgap");
      await expect(page.getByRole("main").getByRole("link", { name: "Telehealth and HSAs: What the Trend Means for You" })).toBeVisible();
      await expect(page.getByRole("main").locator("mark").first()).toHaveText(/stopgap/i);
      await page.context().close();
    });

    test("answers hostile queries with a page", async ({ browser }, testInfo) => {
      const page = await visitor(browser, testInfo, javaScriptEnabled);
      for (const query of ["x".repeat(1_500), "!!! ((( )))", '"unbalanced quote', "中文 привет", "-", "or or"]) {
        const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
        expect(response?.status(), query.slice(0, 20)).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
      }
      // 10 KB of query is longer than any address the server takes (2,048 characters): its plain 414 page, before any route runs.
      const tooLong = await page.goto(`/search?q=${"x".repeat(10_240)}`);
      expect(tooLong?.status()).toBe(414);
      expect(await tooLong?.headerValue("content-type")).toMatch(/text\/html/);
      // A NUL byte is refused the same way, as in every address (the page itself drops control characters: tests/integration/search).
      const nul = await page.goto("/search?q=a%00b");
      expect(nul?.status()).toBe(400);
      expect(await nul?.headerValue("content-type")).toMatch(/text\/html/);
      await page.context().close();
    });
  });
}

test("a search that found nothing appears in the admin list, and a synonym added there makes it find the page", async ({ browser, adminPage }, testInfo) => {
  test.setTimeout(120_000);
  const word = `zq${letters()}`;
  const page = await visitor(browser, testInfo, false);
  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole("status")).toHaveText(`No pages or posts match “${word}”.`);

  await adminPage.goto("/svcs/admin-dashboard/search");
  const row = adminPage.getByRole("row").filter({ hasText: word });
  await expect(row).toContainText("1");
  const addSynonym = row.getByRole("link", { name: `Add a synonym: ${word}` });
  // Followed before the page's script runs (or without it), the link has the server fill the field.
  const withoutScript = await adminPage.request.get(new URL((await addSynonym.getAttribute("href"))!, adminPage.url()).href);
  expect(await withoutScript.text()).toMatch(new RegExp(`<input[^>]*autofocus=""[^>]*value="${word}, "|<input[^>]*value="${word}, "[^>]*autofocus=""`));
  await addSynonym.click();
  const field = adminPage.getByLabel("Words or phrases that mean the same");
  await expect(field).toHaveValue(`${word}, `);
  await field.pressSequentially("contribution limits");
  await adminPage.getByRole("button", { name: "Add synonyms" }).click();
  await expect(adminPage.getByRole("cell", { name: new RegExp(`${word} = contribution limits`) })).toBeVisible();
  await expectNoAxeViolations(adminPage);

  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole("main").getByRole("listitem").first().getByRole("link")).toHaveAttribute("href", "/resources/contribution-limits");
  await page.context().close();
});
