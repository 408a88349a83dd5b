import { expect, type Locator, type Page } from "@playwright/test";
import { makeImage } from "../../support/image-files";

/** Driving the Site Content editor as staff do: open a document, publish, reset, choose an image, work a list. */

export const CONTENT_PATH = "/svcs/admin-dashboard/content";
export const editorPath = (documentId: string) => `${CONTENT_PATH}/${encodeURIComponent(documentId)}/edit`;
export const historyPath = (documentId: string) => `${CONTENT_PATH}/${encodeURIComponent(documentId)}/history`;

export const CONTENT_TOASTS = {
  published: "The public pages show the new content now.",
  draftSaved: "The public pages still show the published content until you publish.",
  reset: "The public pages show the built-in content again. History keeps what was there.",
  discarded: "The public pages keep the published content.",
  restored: "The public pages show that revision's content now. The restore is itself a revision.",
  restoredToDraft: "That revision's content is the draft now: open the document to check it and publish. The public pages have not changed.",
} as const;

export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Opens a document's editor, ready to type in (hydrated, any autosave offer discarded). */
export async function openEditor(page: Page, documentId: string, label: string) {
  await page.goto(editorPath(documentId));
  await expect(page.getByRole("heading", { name: `Edit ${label}`, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish now" })).toBeEnabled();
  const offer = page.getByRole("region", { name: "Restore unsaved changes?" });
  if (await offer.isVisible()) await offer.getByRole("button", { name: "Discard" }).click();
}

export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page, CONTENT_TOASTS.published)).toBeVisible();
}

/** "Reset to built-in", confirmed: the document is back to the built-in content and later tests start from it. */
export async function resetToBuiltIn(page: Page) {
  await page.getByRole("button", { name: "Reset to built-in" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reset to built-in" }).click();
  await expect(toast(page, CONTENT_TOASTS.reset)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset to built-in" })).toHaveCount(0);
}

/** A list entry's fields, named by the entry's title (a member's name, a bill's number). */
export const listEntry = (scope: Page | Locator, title: string) => scope.getByRole("group", { name: title, exact: true });

/** Unfolds a list entry (lists longer than three start folded) and returns its fields. */
export async function openEntry(scope: Page | Locator, title: string) {
  const toggle = scope.getByRole("button", { name: title, exact: true });
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  return listEntry(scope, title);
}

/** The titles of a list's entries, in order (the entries' toggles carry them). */
export const entryTitles = (list: Locator) => list.locator(":scope > ol > li h3");

/** A list's fieldset, by its legend. */
export const listField = (scope: Page | Locator, legend: string) => scope.getByRole("group", { name: legend, exact: true });

/** A picture of `width` x `height` made for this run, as a file the upload field takes. */
export async function pictureFile(name: string, width = 640, height = 640) {
  return { name, mimeType: "image/png", buffer: await makeImage(width, height, "png", { noise: true }) };
}

/**
 * Opens an image field's chooser and uploads `file` to the media library from it (the upload is
 * chosen at once), or picks `fromLibrary`, an image already in the library, by its name.
 */
export async function chooseImage(
  scope: Page | Locator,
  page: Page,
  fieldLabel: string,
  choice: { upload: Awaited<ReturnType<typeof pictureFile>> } | { fromLibrary: string },
) {
  await scope.getByRole("button", { name: new RegExp(`^(Choose|Change) image for ${fieldLabel}$`) }).click();
  const dialog = page.getByRole("dialog", { name: `Choose: ${fieldLabel}` });
  await expect(dialog).toBeVisible();
  if ("upload" in choice) {
    await dialog.getByLabel("Upload image").setInputFiles(choice.upload);
  } else {
    await dialog.getByRole("region", { name: "Media library" }).getByRole("button", { name: choice.fromLibrary }).click();
  }
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}
