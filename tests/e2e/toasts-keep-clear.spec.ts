import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

/**
 * Toasts never keep a page's actions from a click, and go on time (app/components/ui/toaster.tsx):
 * outside the toast cards the region lets clicks through; on a phone the toasts sit at the top
 * (the bottom is where a list's last rows and pager are); at the bottom of a desktop window the
 * page has room for them at its end; and a toast that appears under a pointer resting where the
 * last click was is not held by it. Uses the one-time welcome toast of the first page after signing in.
 */

const USERS = "/svcs/admin-dashboard/users";
const welcomeToast = (page: Page) =>
  page.getByRole("region", { name: "Notifications" }).getByRole("listitem").filter({ hasText: "Welcome to the admin dashboard." });

/** Whether a click at the control's centre reaches it (what Playwright's click checks before clicking), read once. */
async function reachable(control: Locator): Promise<boolean> {
  // The toaster settles on its side within a frame.
  await control.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test.describe("Toasts keep clear of the page's actions @responsive", () => {
  test.describe.configure({ timeout: 60_000 });

  test("with a toast showing, the last row's action is clickable at once", async ({ page, signInAs }) => {
    await signInAs("admin");
    await page.goto(USERS);
    await expect(welcomeToast(page)).toBeVisible();
    const lastEdit = page.getByRole("button", { name: /^Edit / }).last();
    // The last row's action in view (on a phone the list scrolls in a box of its own), then the page at
    // its end: the action is near the window's bottom edge, where the toasts used to cover it.
    await lastEdit.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await reachable(lastEdit), "a toast covers the last row's Edit at the page's end").toBe(true);
    // On a phone the toasts are at the top of the window.
    if (page.viewportSize()!.width < 640) expect(await welcomeToast(page).evaluate((item) => item.getBoundingClientRect().top)).toBeLessThan(100);
    await expect(welcomeToast(page)).toBeVisible();
    await expectNoAxeViolations(page);
    const info = test.info();
    await page.screenshot({ path: info.outputPath(`toast-${info.project.name}.png`) });
    await lastEdit.click();
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  });

  test("a toast that appears under a resting pointer still goes on time", async ({ page, signInAs }) => {
    await signInAs("admin");
    const { width, height } = page.viewportSize()!;
    await page.goto(USERS);
    // The pointer rests where the welcome toast shows (at the top of a phone, bottom right on a desktop) before and as it appears.
    const pointer = { x: width < 640 ? width / 2 : width - 120, y: width < 640 ? 48 : height - 48 };
    await page.mouse.move(pointer.x, pointer.y);
    const toast = welcomeToast(page);
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    // Elsewhere than expected: the pointer jumps onto it in one step and rests there (the browser reports it entered).
    if (!(pointer.x > box.x && pointer.x < box.x + box.width && pointer.y > box.y && pointer.y < box.y + box.height))
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Its duration is 5 s: it goes, though the pointer has been over it all along.
    await expect(toast).toHaveCount(0, { timeout: 20_000 });
  });
});
