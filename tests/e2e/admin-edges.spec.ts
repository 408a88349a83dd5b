import { expect, signInContext, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { pageOverflow } from "./support/widths";

/**
 * Issue 48's admin edges as staff meet them, at 375 and 1280 px: the Site Content list searched
 * without JavaScript (a GET form the server filters), and a Home whose suggestions stand apart
 * from what needs attention.
 */

const CONTENT = "/svcs/admin-dashboard/content";

test.describe("Admin edges @responsive", () => {
  test("the Site Content list finds a document by a word and a section, without JavaScript", async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport ?? undefined });
    await signInContext(context, baseURL!, "moderator");
    const page = await context.newPage();
    await page.goto(`${baseURL}${CONTENT}`);
    const search = page.getByRole("search", { name: "Search site content" });
    await search.getByLabel("Search site content").fill("thank-you");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]q=thank-you/);
    await expect(page.getByRole("status").filter({ hasText: "documents match" })).toHaveText(/^\d+ of \d+ documents match\.$/);
    await expect(page.getByRole("heading", { name: "Consultation request: thank-you page", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "HSA and HDHP figures", exact: true })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`content-search-${testInfo.project.name}.png`), fullPage: true });
    expect(await pageOverflow(page)).toBe(0);

    await search.getByLabel("Section").selectOption("Firm");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("status").filter({ hasText: "No document matches" })).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(new RegExp(`${CONTENT}$`));
    await expect(page.getByRole("status").filter({ hasText: "documents match" })).toHaveCount(0);
    await context.close();
  });

  test("Home lists a course's hours of coursework under Suggestions, not under Needs attention", async ({ page, signInAs, baseURL }, testInfo) => {
    await signInAs("moderator");
    await page.goto(`${baseURL}/svcs/admin-dashboard`);
    const suggestions = page
      .locator("section, div")
      .filter({ has: page.getByRole("heading", { name: "Suggestions", exact: true }) })
      .last();
    await expect(suggestions).toContainText("HSAe training: hours of coursework not set");
    const attention = page
      .locator("div")
      .filter({ has: page.getByRole("heading", { name: "Needs attention", exact: true }) })
      .last();
    await expect(attention).not.toContainText("hours of coursework not set");
    await page.screenshot({ path: testInfo.outputPath(`home-${testInfo.project.name}.png`), fullPage: true });
    await expectNoAxeViolations(page);
    await page.goto(`${baseURL}${CONTENT}?q=training`);
    await expect(page.getByRole("heading", { name: "Suggestions (not problems)" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
