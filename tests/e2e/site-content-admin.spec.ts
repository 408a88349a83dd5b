import type { Page } from "@playwright/test";
// These tests publish and reset the HSA figures every page reads: they run on a server of their own.
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalOverflow, expectSafeNewTabLinks } from "./support/content-pages";
import { expect, ownServerTest as test } from "./support/fixtures";
import { addYear2028, coverage, entry, yearToggle } from "./support/hsa-figures-form";
import { CONTENT_TOASTS, publish, toast } from "./support/site-content";
import { figuresWithoutReview } from "./support/publishing";

const CONTENT = "/svcs/admin-dashboard/content";
const FIGURES = `${CONTENT}/hsa-figures/edit`;

/** Opens the figures' editor, brought back to the built-in figures whatever an earlier test left. */
async function openBuiltInFigures(page: Page) {
  await page.goto(FIGURES);
  await expect(page.getByRole("heading", { name: "Edit HSA and HDHP figures" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish now" })).toBeEnabled();
  const offer = page.getByRole("region", { name: "Restore unsaved changes?" });
  if (await offer.isVisible()) await offer.getByRole("button", { name: "Discard" }).click();
  const reset = page.getByRole("button", { name: "Reset to built-in" });
  if (await reset.isVisible()) {
    await reset.click();
    await page.getByRole("dialog").getByRole("button", { name: "Reset to built-in" }).click();
    await expect(toast(page, "The public pages show the built-in content again. History keeps what was there.")).toBeVisible();
  }
  await expect(yearToggle(page, 2027)).toBeVisible();
  await expect(yearToggle(page, 2028)).toHaveCount(0);
}

test.describe("Site Content: the HSA figures @responsive", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  test.beforeAll(async ({ browser, ownServer }) => {
    // A fresh server's first admin pages (its Sign-off tab, hydrated) take longer than a test's step on a loaded machine.
    test.setTimeout(90_000);
    await figuresWithoutReview(browser, ownServer.baseURL);
  });

  test("a moderator adds the 2028 figures, meets a refused amount at its field, reorders by keyboard, saves a draft and publishes", async ({
    page,
    signInAs,
  }) => {
    const moderator = await signInAs("moderator");
    await page.goto(CONTENT);
    await expect(page.getByRole("heading", { name: "Site Content", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "HSA figures and rules" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectSafeNewTabLinks(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole("link", { name: "Edit HSA and HDHP figures" }).click();
    await openBuiltInFigures(page);
    await expectNoAxeViolations(page);

    const year = await addYear2028(page, "9,2OO");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "Family coverage must be an amount in dollars, like 4400").first()).toBeVisible();
    const family = coverage(year, "HSA contribution limit", "Family coverage");
    await expect(family).toBeFocused();
    await expect(family).toHaveAttribute("aria-invalid", "true");
    await expect(year.getByText("Family coverage must be an amount in dollars, like 4400")).toBeVisible();
    await expect(family).toHaveValue("9,2OO");
    await expect(year.getByLabel("Source", { exact: true })).toHaveValue("Rev. Proc. 2027-20");
    await expectNoAxeViolations(page);

    await family.fill("9200");
    await family.blur();
    await expect(family).toHaveValue("$9,200");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "The public pages still show the published content until you publish.")).toBeVisible();
    await expect(page.getByText("Draft waiting")).toBeVisible();

    // Keyboard: Move up keeps focus on the moved entry's button and says where it went; Move down brings it back.
    const moveUp = page.getByRole("button", { name: "Move up Tax year 2028" });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Moved Tax year 2028 to position 7 of 8." })).toBeAttached();
    await expect(page.getByRole("button", { name: "Move up Tax year 2028" })).toBeFocused();
    const toggles = page.getByRole("button", { name: /^Tax year \d{4}$/ });
    await expect(toggles).toHaveText([
      "Tax year 2021",
      "Tax year 2022",
      "Tax year 2023",
      "Tax year 2024",
      "Tax year 2025",
      "Tax year 2026",
      "Tax year 2028",
      "Tax year 2027",
    ]);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Move down Tax year 2028" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Moved Tax year 2028 to position 8 of 8." })).toBeAttached();
    // At the end Move down is disabled: focus stays on the entry, on its Move up.
    await expect(page.getByRole("button", { name: "Move up Tax year 2028" })).toBeFocused();
    await expect(toggles.last()).toHaveText("Tax year 2028");

    await publish(page);
    await expect(page.getByText(`by ${moderator.username} on`)).toBeVisible();
    await expect(page.getByText("Draft waiting")).toHaveCount(0);
    await expectNoHorizontalOverflow(page);

    await page.getByRole("link", { name: "All content" }).click();
    await expect(page.getByText(`by ${moderator.username} on`)).toBeVisible();
  });

  test("the history shows the change, Restore brings the earlier figures back, and Reset to built-in the built-in ones", async ({ page, signInAs }) => {
    await signInAs("moderator");
    await openBuiltInFigures(page);
    await addYear2028(page, "9200");
    await publish(page);

    await yearToggle(page, 2027).click();
    const family2027 = coverage(entry(page, 2027), "HSA contribution limit", "Family coverage");
    await expect(family2027).toHaveValue("$9,000");
    await family2027.fill("9100");
    await publish(page);

    await page.getByRole("link", { name: "History", exact: true }).click();
    await expect(page.getByRole("heading", { name: "History: HSA and HDHP figures" })).toBeVisible();
    const revisions = page.getByRole("list", { name: "Revisions, newest first" }).locator(":scope > li");
    await expect(revisions.first()).toContainText("Live now");
    await expect(revisions.first()).toContainText("Tax years › 2027 › HSA contribution limit › Family coverage: $9,000 → $9,100");
    await expect(revisions.nth(1)).toContainText("Tax years › 2028 › Tax year");
    await expectNoAxeViolations(page);

    // Restored as a draft first: the live revision stays live until someone publishes.
    await revisions
      .nth(1)
      .getByRole("button", { name: /^Restore version/ })
      .click();
    await expect(page.getByRole("dialog")).toContainText("As a draft, the public pages stay as they are until you publish it");
    await expectNoAxeViolations(page);
    await page.getByRole("dialog").getByRole("button", { name: "Restore as a draft" }).click();
    await expect(toast(page, CONTENT_TOASTS.restoredToDraft)).toBeVisible();
    await expect(revisions.first()).toContainText("Restored as a draft");
    await expect(revisions.first()).toContainText("Family coverage: $9,100 → $9,000");
    await expect(revisions.nth(1)).toContainText("Live now");

    // Then published at once, as the person says.
    await revisions
      .nth(2)
      .getByRole("button", { name: /^Restore version/ })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Restore and publish" }).click();
    await expect(toast(page, "The public pages show that revision's content now. The restore is itself a revision.")).toBeVisible();
    // Each revision shows what it changed from the one before it: the draft already held these figures.
    await expect(revisions.first()).toContainText("RestoredLive now");
    await expect(revisions.first()).toContainText("No field changed");

    await page.getByRole("link", { name: "Back to the document" }).click();
    await yearToggle(page, 2027).click();
    await expect(coverage(entry(page, 2027), "HSA contribution limit", "Family coverage")).toHaveValue("$9,000");
    await expect(yearToggle(page, 2028)).toBeVisible();

    await page.getByRole("button", { name: "Reset to built-in" }).click();
    await expect(page.getByRole("dialog")).toContainText("Publish the built-in content of this document again?");
    await expectNoAxeViolations(page);
    await page.getByRole("dialog").getByRole("button", { name: "Reset to built-in" }).click();
    await expect(toast(page, "The public pages show the built-in content again. History keeps what was there.")).toBeVisible();
    await expect(yearToggle(page, 2028)).toHaveCount(0);
    await expect(yearToggle(page, 2027)).toBeVisible();
  });
});

test.describe("Site Content: two editors, autosave, read-only", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  test.beforeAll(async ({ browser, ownServer }) => {
    // A fresh server's first admin pages (its Sign-off tab, hydrated) take longer than a test's step on a loaded machine.
    test.setTimeout(90_000);
    await figuresWithoutReview(browser, ownServer.baseURL);
  });

  test("a save over someone else's shows both versions field by field; keep mine saves over theirs", async ({ page, context, signInAs }) => {
    await signInAs("moderator");
    await openBuiltInFigures(page);
    const other = await context.newPage();
    await other.goto(FIGURES);
    await expect(other.getByRole("button", { name: "Publish now" })).toBeEnabled();

    await yearToggle(other, 2026).click();
    await entry(other, 2026).getByLabel("Source", { exact: true }).fill("Rev. Proc. 2025-19 (theirs)");
    await other.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(other, "The public pages still show the published content until you publish.")).toBeVisible();

    await yearToggle(page, 2026).click();
    await entry(page, 2026).getByLabel("Source", { exact: true }).fill("Rev. Proc. 2025-19 (mine)");
    await page.getByRole("button", { name: "Save draft" }).click();
    const conflict = page.getByRole("region", { name: "Someone else saved this content" });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText("Tax years › 2026 › Source");
    await expect(conflict).toContainText("Theirs: Rev. Proc. 2025-19 (theirs)");
    await expect(conflict).toContainText("Yours: Rev. Proc. 2025-19 (mine)");
    await expectNoAxeViolations(page);
    await conflict.getByRole("button", { name: "Keep mine" }).click();
    await expect(toast(page, "The public pages still show the published content until you publish.")).toBeVisible();
    await expect(conflict).toHaveCount(0);

    await page.getByRole("button", { name: "Discard draft" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Discard draft" }).click();
    await expect(toast(page, "The public pages keep the published content.")).toBeVisible();
    await yearToggle(page, 2026).click();
    await expect(entry(page, 2026).getByLabel("Source", { exact: true })).toHaveValue("Rev. Proc. 2025-19");
  });

  test("unsaved changes are kept while typing and offered back on reopening", async ({ page, signInAs }) => {
    await signInAs("moderator");
    await openBuiltInFigures(page);
    await yearToggle(page, 2025).click();
    await entry(page, 2025).getByLabel("Source", { exact: true }).fill("Rev. Proc. 2024-25, kept");
    await expect(page.getByText(/^Changes kept at /)).toBeVisible({ timeout: 10_000 });
    await page.reload();
    const offer = page.getByRole("region", { name: "Restore unsaved changes?" });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(/You left changes from \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M that were never saved\./);
    await offer.getByRole("button", { name: "Restore" }).click();
    await yearToggle(page, 2025).click();
    await expect(entry(page, 2025).getByLabel("Source", { exact: true })).toHaveValue("Rev. Proc. 2024-25, kept");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "The public pages still show the published content until you publish.")).toBeVisible();
    await page.getByRole("button", { name: "Discard draft" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Discard draft" }).click();
    await expect(toast(page, "The public pages keep the published content.")).toBeVisible();
  });

  test("a past schedule is refused at its field, a future one is set and taken back; a removed entry comes back with Undo; entries move by dragging", async ({
    page,
    signInAs,
  }) => {
    await signInAs("moderator");
    await openBuiltInFigures(page);
    await yearToggle(page, 2026).click();
    await entry(page, 2026).getByLabel("Source", { exact: true }).fill("Rev. Proc. 2025-19, scheduled");
    const publishAt = page.getByLabel("Publish at (your local time)");
    await publishAt.fill("2020-01-01T10:00");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText("Choose a time in the future", { exact: true }).first()).toBeVisible();
    await expect(publishAt).toBeFocused();
    await publishAt.fill("2099-01-01T10:00");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText("Publish scheduled", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^for 01\/01\/2099/)).toBeVisible();
    await page.getByRole("button", { name: "Unschedule" }).click();
    await expect(toast(page, "The draft stays saved and will not be published by itself.")).toBeVisible();
    await expect(page.getByText("Draft waiting")).toBeVisible();

    await page.getByRole("button", { name: "Remove Tax year 2021" }).click();
    const undo = page.getByRole("button", { name: "Undo" });
    await expect(undo).toBeFocused();
    await expect(yearToggle(page, 2021)).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(yearToggle(page, 2021)).toBeFocused();
    const toggles = page.getByRole("button", { name: /^Tax year \d{4}$/ });
    await expect(toggles.first()).toHaveText("Tax year 2021");

    const handles = page.locator('[title="Drag to reorder"]');
    await handles.first().dragTo(page.getByRole("listitem").filter({ has: yearToggle(page, 2023) }));
    await expect(toggles).toHaveText(["Tax year 2022", "Tax year 2023", "Tax year 2021", "Tax year 2024", "Tax year 2025", "Tax year 2026", "Tax year 2027"]);

    await page.getByRole("button", { name: "Discard draft" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Discard draft" }).click();
    await expect(toast(page, "The public pages keep the published content.")).toBeVisible();
    await expect(toggles.first()).toHaveText("Tax year 2021");
  });

  test("a 'user' account reads the content without a way to change it", async ({ page, signInAs }) => {
    await signInAs("user");
    await page.goto(CONTENT);
    await expect(page.getByText("Your account can view site content but not change it.")).toBeVisible();
    await page.getByRole("link", { name: "View HSA and HDHP figures" }).click();
    await expect(page.getByRole("heading", { name: "View HSA and HDHP figures" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add tax year" })).toHaveCount(0);
    await expect(entry(page, 2027).getByLabel("Source", { exact: true })).toHaveAttribute("readonly", "");
    await expectNoAxeViolations(page);
  });
});
