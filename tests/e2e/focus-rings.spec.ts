import { expect, test } from "@playwright/test";
import { focusRingProblems } from "./support/focus-rings";
import { ADMIN_LOGIN_PAGE, PUBLIC_PAGES } from "./support/page-list";

// The not-found page leaves after 2 seconds; its frame is every other page's.
const PAGES = [...PUBLIC_PAGES.filter((path) => path !== "/no-such-page"), ADMIN_LOGIN_PAGE];

test("every focus indicator on every public page and the sign-in page reaches 3:1 against what it is drawn on", async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    // One key press: from now on focus() shows :focus-visible, as keyboard focus does.
    await page.keyboard.press("Shift");
    for (const problem of await page.evaluate(focusRingProblems, null)) found.push(`${path}: ${problem}`);
  }
  expect(found).toEqual([]);
});

test("in the open compact menu too, at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/contact");
  await page.locator("summary[aria-controls=mobile-menu]").click();
  await page.keyboard.press("Shift");
  expect(await page.evaluate(focusRingProblems, "header")).toEqual([]);
});
