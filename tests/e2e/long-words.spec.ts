import { expect, test } from "@playwright/test";
import { ADMIN_DASHBOARD_PATH } from "~/routes/admin/admin-tabs";
import { expectNoHorizontalOverflow } from "./support/content-pages";
import { signInContext } from "./support/fixtures";
import { addLongWordRecords, longWord, publishLongWordsEverywhere } from "./support/long-words";
import { startOwnServer } from "./support/own-server";
import { PUBLIC_PAGES } from "./support/page-list";

// Every site-content document is published with long words, and a post, a lead and a subscriber
// hold them, on a server of this file's own: the other files' pages keep their built-in content.
let server: Awaited<ReturnType<typeof startOwnServer>>;
let refused: string[] = [];
let recordWord = "";

// The not-found page leaves for the home page after 2 seconds; "/resources/unknown" shows the same content and stays.
const PAGES = PUBLIC_PAGES.filter((path) => path !== "/no-such-page");
// A part of the word that every filled field shows, however long the field let it be.
const WORD_PART = longWord(30);
// The admin lists that show what staff and visitors typed.
const ADMIN_LISTS = ["posts", "leads", "subscribers"].map((path) => `${ADMIN_DASHBOARD_PATH}/${path}`);

test.describe("Long words staff type", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startOwnServer({
      prepare: async ({ db }) => {
        refused = await publishLongWordsEverywhere(db);
        recordWord = await addLongWordRecords(db);
      },
      env: { E2E_TEST_HOOKS: "1", E2E_TEST_HOOKS_SECRET: process.env.E2E_TEST_HOOKS_SECRET ?? "", LOG_LEVEL: "warn" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("every site-content document takes a long word in each text field", () => {
    expect(refused).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`no public page scrolls sideways at ${width} px when every text holds one unbroken word`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 800 } });
      const page = await context.newPage();
      const failures: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator("body"), `${path} shows the long words`).toContainText(WORD_PART);
        // Loaded with its fonts, the page has its final width: a short recheck is enough (every page that fails waits it out).
        await page.evaluate(() => document.fonts.ready);
        try {
          await expectNoHorizontalOverflow(page, { timeout: 1_500 });
        } catch (error) {
          failures.push(`${path}: ${error instanceof Error ? (error.message.split("Received: ")[1] ?? error.message).slice(0, 900) : error}`);
        }
      }
      await context.close();
      expect(failures).toEqual([]);
    });
  }

  test("the admin lists of posts, leads and subscribers fit a phone with a long word in each record", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 375, height: 800 } });
    await signInContext(context, server.baseURL, "admin");
    const page = await context.newPage();
    for (const path of ADMIN_LISTS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByText(new RegExp(recordWord)).first(), `${path} lists the record`).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
    await context.close();
  });
});
