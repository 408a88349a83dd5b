import { expect, test } from "@playwright/test";
import { focusRingProblems } from "./support/focus-rings";
import { ADMIN_LOGIN_PAGE, PUBLIC_PAGES } from "./support/page-list";

// The not-found page leaves after 2 seconds; its frame is every other page's.
const PAGES = [...PUBLIC_PAGES.filter((path) => path !== "/no-such-page"), ADMIN_LOGIN_PAGE];

// Thirty pages in a few seconds send their page views (and, as each is left, its time on page) from
// an address of their own: the server takes 120 beacons a minute from an address, and the other
// specs' browsers share the loopback one (the test server trusts X-Forwarded-For from loopback).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.135" } });

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
