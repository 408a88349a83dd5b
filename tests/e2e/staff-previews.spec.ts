import type { Page } from "@playwright/test";
import { CONTENT_DOCUMENT_IDS } from "./support/page-list";
import { axeScan, expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const POST_EDIT_LINK = /href="\/svcs\/admin-dashboard\/posts\/([^/"?]+)\/edit/;

async function aPostId(page: Page): Promise<string> {
  const id = POST_EDIT_LINK.exec(await (await page.request.get("/svcs/admin-dashboard/posts")).text())?.[1];
  expect(id, "the posts list links to a post's editor").toBeTruthy();
  return id!;
}

/** Tabs through the page; each focused element that is on screen must be what the browser shows at its centre (nothing fixed over it). */
async function coveredTabStops(page: Page, stops: number): Promise<string[]> {
  const covered: string[] = [];
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press("Tab");
    const problem = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return null;
      const seen = document.elementFromPoint(x, y);
      if (!seen || focused.contains(seen) || seen.contains(focused)) return null;
      return `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 40)}" is under ${seen.tagName.toLowerCase()}.${seen.className}`;
    });
    if (problem) covered.push(problem);
  }
  return covered;
}

test.describe("staff previews @responsive", () => {
  test("the preview notice is a landmark at the top that scrolls away; no focused element is covered", async ({ adminPage: page }) => {
    test.setTimeout(180_000);
    const postId = await aPostId(page);
    for (const path of ["/svcs/preview", "/svcs/preview/team", "/svcs/preview/contact", `/svcs/admin-dashboard/posts/${postId}/preview`]) {
      await page.goto(path);
      const notice = page.getByRole("complementary", { name: "Preview" });
      await expect(notice, path).toContainText("only signed-in staff can see this page");
      expect(await notice.evaluate((element) => getComputedStyle(element).position), path).toBe("static");
      // Its words sit just below the fixed header, with no empty band between them.
      const headerBottom = await page
        .locator("header")
        .first()
        .evaluate((element) => element.getBoundingClientRect().bottom);
      const textTop = await notice
        .locator("p")
        .first()
        .evaluate((element) => element.getBoundingClientRect().top);
      expect(textTop - headerBottom, path).toBeGreaterThanOrEqual(0);
      expect(textTop - headerBottom, path).toBeLessThanOrEqual(24);
      expect(await coveredTabStops(page, 40), path).toEqual([]);
      await expectNoAxeViolations(page);
    }
  });

  test("the post editor's writing area shows where focus is", async ({ adminPage: page }) => {
    await page.goto(`/svcs/admin-dashboard/posts/${await aPostId(page)}/edit`);
    const area = page.locator(".ProseMirror");
    await area.click();
    const outline = await area.evaluate((element) => getComputedStyle(element));
    expect(outline.outlineStyle).not.toBe("none");
    expect(Number.parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2);
  });

  test("the Home page's editor: every control is large enough to hit (axe target-size)", async ({ adminPage: page }) => {
    const home = CONTENT_DOCUMENT_IDS.find((id) => id === "home" || id.startsWith("home/") || id.startsWith("home:"));
    expect(home).toBeTruthy();
    await page.goto(`/svcs/admin-dashboard/content/${home}/edit`);
    await expect(page.getByRole("button", { name: /Publish/ }).first()).toBeVisible();
    const { violations } = await axeScan(page)
      .options({ runOnly: { type: "rule", values: ["target-size"] } })
      .analyze();
    expect(violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""}`))).toEqual([]);
  });
});
