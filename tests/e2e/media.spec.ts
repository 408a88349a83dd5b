import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { expectImagesSized, expectNoHorizontalOverflow } from "./support/content-pages";
import { MEDIA_TOASTS } from "~/routes/admin/media/media-admin-text";
import { expect, ownServerTest, test } from "./support/fixtures";

/** A 2400x1600 photo-like JPEG (noise, so it does not compress to nothing), made for this run. */
async function photoFile(name: string, seed: number): Promise<string> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 2654435761 + (index >> 9) * seed) & 0xff;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "e2e-media-")), name);
  writeFileSync(
    file,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 70 })
      .toBuffer(),
  );
  return file;
}

/** The image the browser chose from the srcset, once it has loaded. */
async function loadedImage(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await expect(image).toHaveJSProperty("complete", true);
  return image.evaluate((element: HTMLImageElement) => ({ currentSrc: element.currentSrc, naturalWidth: element.naturalWidth, srcset: element.srcset }));
}

async function openAt(browser: Browser, baseURL: string, width: number, url: string) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return { page, close: () => context.close() };
}

test.describe("media", () => {
  // Its own server: the new post shows on every public list.
  ownServerTest("a photo uploaded into a new post is served responsively at 375 and 1280 px", async ({ adminPage: page, browser, baseURL }, testInfo) => {
    ownServerTest.skip(testInfo.project.name !== "desktop", "one upload is enough; the public page is checked at both widths below");
    // Two uploads of a 2400x1600 photo and four page loads on a shared 2-core machine.
    ownServerTest.setTimeout(120_000);
    const title = `Harbour photo ${Date.now().toString(36)}`;
    await page.goto("/svcs/admin-dashboard/posts/new");
    await page.getByLabel("Title", { exact: true }).fill(title);

    // Featured image: uploaded from the picker, then chosen.
    await page
      .getByLabel("Upload image")
      .first()
      .setInputFiles(await photoFile("harbour.jpg", 1));
    const featured = page.getByRole("radio", { checked: true, name: /harbour\.jpg|Uploaded image/ });
    await expect(featured).toBeVisible({ timeout: 30_000 });
    const featuredUrl = await featured.getAttribute("value");
    expect(featuredUrl).toMatch(/^\/media\/[a-f0-9]{64}\/1600\.webp$/);

    // An image in the text: uploaded from the editor's toolbar, alt text required before inserting.
    await page.locator(".ProseMirror").click();
    await page.keyboard.type("The harbour at dusk.");
    await page
      .getByRole("toolbar", { name: "Formatting" })
      .getByLabel("Upload image")
      .setInputFiles(await photoFile("boats.jpg", 7));
    const dialog = page.getByRole("dialog", { name: "Insert image" });
    await dialog.getByRole("button", { name: "Insert image" }).click();
    await expect(dialog.getByText("Describe the image for people who can't see it (alt text)")).toBeVisible();
    await dialog.getByLabel("Alt text").fill("Fishing boats in the harbour");
    await dialog.getByRole("button", { name: "Insert image" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.locator(".ProseMirror img[alt='Fishing boats in the harbour']")).toHaveAttribute("src", /^\/media\/[a-f0-9]{64}\/1600\.webp$/);

    await page.getByRole("button", { name: "Save Blog Post" }).click();
    await expect(page.getByText("saved successfully", { exact: false }).first()).toBeVisible({ timeout: 20_000 });

    // The public page, as a phone and as a desktop sees it (fresh browsers: no cached larger variant).
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    for (const [width, leadWidth] of [
      [375, 480],
      [1280, 960],
    ] as const) {
      const visitor = await openAt(browser, baseURL!, width, `/newsletter/${slug}`);
      const lead = await loadedImage(visitor.page, "main section img");
      expect(lead.srcset).toContain(" 480w");
      expect(lead.currentSrc).toMatch(new RegExp(`/media/[a-f0-9]{64}/${leadWidth}\\.webp$`));
      // naturalWidth is density-corrected with srcset: it only proves the chosen file decoded.
      expect(lead.naturalWidth).toBeGreaterThan(0);
      const inline = await loadedImage(visitor.page, "article img[alt='Fishing boats in the harbour']");
      expect(inline.currentSrc).toMatch(/\/media\/[a-f0-9]{64}\/(480|960)\.webp$/);
      expect(inline.naturalWidth).toBeGreaterThan(0);
      await expectImagesSized(visitor.page);
      await expectNoHorizontalOverflow(visitor.page);
      await visitor.close();
    }

    // The library lists both images, used by the post; their Delete is disabled and says why.
    await page.goto(`${"/svcs/admin-dashboard/media"}?q=harbour`);
    const row = page.getByRole("row").filter({ hasText: "harbour.jpg" });
    await expect(row.getByRole("link", { name: title })).toBeVisible();
    await expect(row.getByRole("button", { name: "Delete harbour.jpg" })).toBeDisabled();
    await expect(row.getByText(MEDIA_TOASTS.deleteDisabled)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "boats.jpg" }).getByRole("link", { name: title })).toBeVisible();

    // With rows: accessible, and each row a readable card at phone width.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: testInfo.outputPath(`media-library-${width}.png`), fullPage: true });
    }
  });

  test("the Media tab passes axe and fits the screen @responsive", async ({ adminPage: page }, testInfo) => {
    await page.goto("/svcs/admin-dashboard/media");
    await expect(page.getByRole("heading", { name: "Media Library" })).toBeVisible();
    await expect(
      page
        .getByRole("tab", { name: "Media" })
        .or(page.getByRole("link", { name: "Media", exact: true }))
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`media-${testInfo.project.name}.png`), fullPage: true });
  });

  test("a 'user' account sees the library without upload, alt or delete controls", async ({ page, signInAs }) => {
    await signInAs("user");
    await page.goto("/svcs/admin-dashboard/media");
    await expect(page.getByRole("heading", { name: "Media Library" })).toBeVisible();
    await expect(page.getByLabel("Upload image")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  });
});
