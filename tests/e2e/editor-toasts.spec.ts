import type { Locator, Page } from "@playwright/test";
// These tests save a draft of a page and a post: they run on a server of their own.
import { expect, ownServerTest as test } from "./support/fixtures";
import { CONTENT_TOASTS, openEditor } from "./support/site-content";

/**
 * Issue 48: a toast must never cover the content editors' Save draft and Publish, at 375 and
 * 1280 px, wherever the page is scrolled when the answer comes (the controls at the window's
 * bottom edge are the case the bottom-right toasts covered).
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const toastItems = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/** Every shown toast's box against every control's box, read in one pass: none may overlap. */
async function expectUncovered(page: Page, controls: Locator[], where: string) {
  await expect(toastItems(page).first()).toBeVisible();
  // The toaster settles on its side within a frame of the answer.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shown = await toastItems(page).evaluateAll((items) =>
    items.map((item) => {
      const { x, y, width, height } = item.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    for (const toastBox of shown) expect(overlaps(box, toastBox), `${where}: a toast covers ${await control.textContent()}`).toBe(false);
  }
}

/** Scrolls the page so the controls sit on the window's bottom edge, then on its top edge, checking each time. */
async function atBothEdges(page: Page, controls: Locator[], act: () => Promise<void>, where: string) {
  for (const block of ["end", "start"] as const) {
    await controls[0]!.evaluate((element, edge) => element.scrollIntoView({ block: edge }), block);
    await act();
    await expectUncovered(page, controls, `${where}, controls at the ${block === "end" ? "bottom" : "top"}`);
    const info = test.info();
    await page.screenshot({ path: info.outputPath(`${where.replace(/\W+/g, "-")}-${block}-${info.project.name}.png`) });
    await page.mouse.move(0, 0);
  }
}

test.describe("Toasts leave the editors' Save draft and Publish in view @responsive", () => {
  test.describe.configure({ timeout: 90_000 });

  test("Site Content editor", async ({ page, signInAs }) => {
    await signInAs("moderator");
    await openEditor(page, "consultation-thanks", "Consultation request: thank-you page");
    const controls = [page.getByRole("button", { name: "Save draft" }), page.getByRole("button", { name: "Publish now" })];
    await atBothEdges(
      page,
      controls,
      async () => {
        await controls[0]!.click();
        await expect(page.getByText(CONTENT_TOASTS.draftSaved, { exact: true }).last()).toBeVisible();
      },
      "Site Content",
    );
  });

  test("post editor", async ({ page, signInAs }) => {
    await signInAs("moderator");
    // A saved post closes its form; a refused save keeps it, with the answer's toast over the page.
    await page.goto(`/svcs/admin-dashboard/posts/new`);
    // Hydrated, with the editor loaded: its toolbar is the last thing to appear. ("networkidle" never
    // came within 90 s on a loaded machine.)
    await expect(page.getByRole("button", { name: "HTML source" })).toBeEnabled({ timeout: 30_000 });
    await page.getByLabel("Title", { exact: true }).fill("Toast placement check");
    const save = page.getByRole("button", { name: "Save Blog Post" });
    await atBothEdges(
      page,
      [save],
      async () => {
        await expect(toastItems(page)).toHaveCount(0, { timeout: 15_000 });
        await save.click();
        await expect(toastItems(page).filter({ hasText: "Error saving blog post" })).toBeVisible();
      },
      "post editor",
    );
  });
});
