import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { layoutProblems, SWEEP_WIDTHS } from "./support/layout-check";
import { ADMIN_LOGIN_PAGE, everyAdminPage, PUBLIC_PAGES } from "./support/page-list";

// The site header is one 64 px bar (plus its 1 px border when white).
const SITE_HEADER_HEIGHT = 65;
// The admin header: the account bar and the row of tabs (one row at every width, scrolling sideways
// where the tabs do not fit). Narrower than 1280 px, room for a row more: on phones the account's
// buttons move under the firm's name rather than cutting it off.
const ADMIN_HEADER_HEIGHT = (width: number) => (width >= 1280 ? 100 : 144);
const NOT_FOUND_PAGES = new Set(["/no-such-page"]);
// Every dashboard page, from the tab declarations; of the pages for one record, the HSA figures'
// editor and history (the widest form and table; the other records' pages share their layout).
const ADMIN_PAGES = everyAdminPage({ documentId: ["hsa-figures"] });

/** One page, resized through every width; one evaluation per width. */
async function sweep(page: Page, path: string, headerHeight: number | ((width: number) => number)) {
  const maxHeaderHeight = (width: number) => (typeof headerHeight === "number" ? headerHeight : headerHeight(width));
  await page.setViewportSize({ width: SWEEP_WIDTHS[0]!, height: 800 });
  await page.goto(path);
  const found: string[] = [];
  for (const width of SWEEP_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const problems = await page.evaluate(layoutProblems, maxHeaderHeight(width));
    found.push(...problems.map((problem) => `${width}px: ${problem}`));
  }
  expect(found).toEqual([]);
}

test.describe("every page at every width", () => {
  // The not-found page leaves after 2 seconds; its layout is the site's frame, swept everywhere else.
  for (const path of PUBLIC_PAGES.filter((path) => !NOT_FOUND_PAGES.has(path))) {
    test(`${path} fits from 320 to 1920 px`, async ({ page }) => {
      // Its page views come from an address of their own: the beacon limit is per address, and the
      // other specs' browsers share the loopback one (the test server trusts X-Forwarded-For from it).
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.136" });
      await sweep(page, path, SITE_HEADER_HEIGHT);
    });
  }

  test("the admin login fits from 320 to 1920 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(ADMIN_LOGIN_PAGE);
    const found: string[] = [];
    for (const width of SWEEP_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) found.push(`${width}px: page scrolls sideways by ${overflow}px`);
    }
    expect(found).toEqual([]);
  });

  for (const path of ADMIN_PAGES) {
    test(`${path} fits from 320 to 1920 px`, async ({ adminPage: page }) => {
      await sweep(page, path, ADMIN_HEADER_HEIGHT);
    });
  }
});
