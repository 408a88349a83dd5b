import type { Page } from "@playwright/test";
// These tests create and change posts: they run on a server of their own.
import { slugify } from "~/lib/core/slug";
import { expectNoAxeViolations } from "./support/axe";
import { expect, ownServerTest as test } from "./support/fixtures";
import { uniqueTitle } from "./support/post-titles";

const POSTS = "/svcs/admin-dashboard/posts";

async function typeContent(page: Page, text: string) {
  await page.locator(".ProseMirror").click();
  await page.keyboard.press("End");
  await page.keyboard.type(text);
}

/** A published post made through the form; returns its edit address. */
async function publishPost(page: Page, title: string, text: string): Promise<string> {
  await page.goto(`${POSTS}/new`);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await typeContent(page, text);
  await page.getByRole("button", { name: "Save Blog Post" }).click();
  await expect(page).toHaveURL(new RegExp(`${POSTS}$`), { timeout: 30_000 });
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  return page.url();
}

const autosaveStatus = (page: Page) => page.getByRole("status").filter({ hasText: /draft|session/i });

test.describe("Blog editor: never lose an edit @responsive", () => {
  test("autosaves, keeps the work when the session ends, and offers it back after signing in", async ({ page, signInAs }, testInfo) => {
    test.setTimeout(90_000);
    const account = await signInAs("admin");
    const title = uniqueTitle("Autosaved", testInfo);
    await page.goto(`${POSTS}/new`);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await typeContent(page, "Words typed before the session ended.");
    await expect(autosaveStatus(page)).toHaveText(/^Saved draft at \d{1,2}:\d{2}/, { timeout: 15_000 });

    // The session ends (expired, or signed out elsewhere) while the editor is still open.
    await page.context().clearCookies();
    await typeContent(page, " And after.");
    await expect(autosaveStatus(page)).toHaveText(/Your session has ended: your changes are kept in this browser/, { timeout: 15_000 });

    // Leaving the page with unsaved work asks first (beforeunload): yes, leave; the copy stays in this browser.
    page.on("dialog", (dialog) => (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()));
    await page.goto("/svcs/team");
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: /sign in|log in/i }).click();
    await expect(page).toHaveURL(/admin-dashboard/);
    await page.goto(`${POSTS}/new`);
    const offer = page.getByRole("region", { name: "Restore unsaved changes?" });
    await expect(offer).toBeVisible();
    // When, as the admin area writes a date and time everywhere (MM/dd/yyyy h:mm a).
    await expect(offer).toContainText(/This form has changes from \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M that were never saved\./);
    await offer.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.locator(".ProseMirror")).toContainText("Words typed before the session ended. And after.");
    await page.getByRole("button", { name: "Save Blog Post" }).click();
    await expect(page.getByText("Your blog post has been saved successfully and is now live.", { exact: true })).toBeVisible();
    // Saved: nothing is offered any more.
    await page.goto(`${POSTS}/new`);
    await expect(page.locator(".ProseMirror")).toBeVisible();
    await expect(page.getByRole("region", { name: "Restore unsaved changes?" })).toHaveCount(0);
  });

  test("leaving with unsaved changes asks first", async ({ adminPage: page }, testInfo) => {
    const title = uniqueTitle("Guarded", testInfo);
    await publishPost(page, title, "Guarded text.");
    await page.getByLabel("Title", { exact: true }).fill(`${title} changed`);
    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect.poll(() => asked).toEqual(["You have unsaved changes. Leave this page and lose them?"]);
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} changed`);
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`${POSTS}$`));
  });
});

test.describe("Blog editor: history, slugs, preview, search fields @responsive", () => {
  test("History shows what changed and restores an older revision as a draft, then published", async ({ adminPage: page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const title = uniqueTitle("Revised", testInfo);
    await publishPost(page, title, "Original wording here.");
    await page.locator(".ProseMirror").click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Replaced wording here.");
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await expect(page.getByText("Your blog post has been updated successfully.", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await page.getByRole("link", { name: "History", exact: true }).click();
    await expect(page.getByRole("heading", { name: `History: ${title}` })).toBeVisible();
    const revisions = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
    await expect(revisions).toHaveCount(2);
    const changes = page.getByRole("region", { name: "Changes in version 2" });
    await expect(changes.locator("del")).toHaveText("Original");
    await expect(changes.locator("ins")).toHaveText("Replaced");
    await expectNoAxeViolations(page);

    // Restore asks which (decision 091): as a draft the public post stays as it is.
    await page.getByRole("button", { name: "Restore version 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Restore version 1" });
    await expect(dialog).toContainText("As a draft, the public post stays as it is until you publish it");
    await dialog.getByRole("button", { name: "Restore as a draft" }).click();
    await expect(page.getByText("Restored as a draft", { exact: true })).toBeVisible();
    await expect(revisions).toHaveCount(3);
    await expect(revisions.first()).toContainText("Restored as a draft");
    const visitor = await browser.newContext();
    const publicText = async () => (await (await visitor.request.get(`/newsletter/${slugify(title)}`)).text()).replace(/\s+/g, " ");
    expect(await publicText()).toContain("Replaced wording here.");

    await page.getByRole("button", { name: "Restore version 1" }).click();
    await page.getByRole("dialog", { name: "Restore version 1" }).getByRole("button", { name: "Restore and publish" }).click();
    await expect(page.getByText("Revision restored and published", { exact: true })).toBeVisible();
    await expect(revisions).toHaveCount(4);
    await expect(revisions.first()).toContainText("Restored an older revision");
    expect(await publicText()).toContain("Original wording here.");
    await visitor.close();
  });

  test("a published post's changes saved as a draft stay off the public page until published", async ({ adminPage: page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const title = uniqueTitle("Staged", testInfo);
    await publishPost(page, title, "Live wording stays.");
    await page.locator(".ProseMirror").click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Staged wording waits.");
    await page.getByLabel("Save the changes as a draft (the public post stays as it is)").check();
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await expect(page.getByText("Changes saved as a draft", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Unpublished changes");

    // A visitor (a fresh browser, no session) still reads the live text.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/newsletter/${slugify(title)}`);
    await expect(visitorPage.getByRole("article")).toContainText("Live wording stays.");
    await expect(visitorPage.getByRole("article")).not.toContainText("Staged wording waits.");

    // Staff see the changes, and the editor says they are not live.
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const notice = page.getByRole("region", { name: "This post has unpublished changes" });
    await expect(notice).toContainText("The public site still shows the published version.");
    await expect(page.locator(".ProseMirror")).toContainText("Staged wording waits.");
    await expectNoAxeViolations(page);
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("pending-changes-notice.png") });
    const preview = await page.request.get(page.url().replace(/\/edit$/, "/preview"));
    expect(await preview.text()).toContain("Staged wording waits.");

    await notice.getByRole("button", { name: "Publish changes" }).click();
    await expect(page.getByText("Changes published", { exact: true })).toBeVisible();
    await visitorPage.reload();
    await expect(visitorPage.getByRole("article")).toContainText("Staged wording waits.");
    await visitor.close();
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await expect(page.getByRole("region", { name: "This post has unpublished changes" })).toHaveCount(0);
  });

  test("a changed address answers 301 from the old one; a taken one is refused at the field", async ({ adminPage: page }, testInfo) => {
    const title = uniqueTitle("Moving", testInfo);
    await publishPost(page, title, "Moving text.");
    const oldSlug = slugify(title);
    await expect(page.getByLabel("Address (slug)")).toHaveValue(oldSlug);
    await page.getByLabel("Address (slug)").fill("Not A Slug!");
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await expect(page.getByText("Use lower-case letters, digits and single dashes only", { exact: false }).first()).toBeVisible();
    await expect(page.getByLabel("Address (slug)")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Address (slug)").fill(`${oldSlug}-moved`);
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await expect(page.getByText("Your blog post has been updated successfully.", { exact: true })).toBeVisible();

    const moved = await page.request.get(`/newsletter/${oldSlug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/newsletter/${oldSlug}-moved`);
    await page.goto(`/newsletter/${oldSlug}`);
    await expect(page).toHaveURL(new RegExp(`/newsletter/${oldSlug}-moved$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("a draft's preview is for signed-in staff only, never cached or indexed", async ({ adminPage: page, browser }, testInfo) => {
    const title = uniqueTitle("Previewed", testInfo);
    await page.goto(`${POSTS}/new`);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await typeContent(page, "Draft body for the preview.");
    await page.getByLabel("Save as a draft (not public)").check();
    await page.getByRole("button", { name: "Save Blog Post" }).click();
    await expect(page).toHaveURL(new RegExp(`${POSTS}$`));
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await page.getByRole("link", { name: "Preview", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("article")).toContainText("Draft body for the preview.");
    await expect(page.getByRole("complementary", { name: "Preview" })).toContainText("Preview (Draft): only signed-in staff can see this page.");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const previewUrl = page.url();
    const answer = await page.request.get(previewUrl);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(answer.headers()["x-cache"]).toBeUndefined();

    const stranger = await browser.newContext();
    const anonymous = await stranger.request.get(previewUrl, { maxRedirects: 0 });
    expect([302, 303]).toContain(anonymous.status());
    expect(anonymous.headers().location).toContain("/svcs/team");
    expect(await (await stranger.request.get(`${new URL(previewUrl).origin}/newsletter/${slugify(title)}`)).text()).not.toContain(
      "Draft body for the preview.",
    );
    await stranger.close();
  });

  test("'hide from search engines' reaches the robots meta, the sitemap and the feed; meta title and description are used", async ({
    adminPage: page,
  }, testInfo) => {
    const title = uniqueTitle("Unlisted", testInfo);
    await publishPost(page, title, "Quiet text.");
    const slug = slugify(title);
    expect(await (await page.request.get("/sitemap.xml")).text()).toContain(slug);
    await page.getByLabel("Meta title").fill("Search engine title");
    await page.getByLabel("Meta description").fill("Search engine description.");
    await page.getByLabel("Hide from search engines").check();
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await expect(page.getByText("Your blog post has been updated successfully.", { exact: true })).toBeVisible();

    await page.goto(`/newsletter/${slug}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle(/^Search engine title \|/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Search engine description.");
    expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(slug);
    expect(await (await page.request.get("/rss.xml")).text()).not.toContain(slug);
    // Still on the blog for visitors.
    await page.goto(`/newsletter?q=${encodeURIComponent("Quiet text")}`);
    await expect(page.getByText(title).first()).toBeVisible();
  });
});

test.describe("Blog editor: forged and oversized requests", () => {
  test("a forged post id, a missing version and an over-long body are refused with a clear answer", async ({ adminPage: page }, testInfo) => {
    const title = uniqueTitle("Guarded", testInfo);
    const editUrl = await publishPost(page, title, "Guarded body.");
    const origin = new URL(editUrl).origin;
    const form = { title, content: "<p>Overwrite</p>", category: "Savings", status: "keep" };
    const forgedId = await page.request.post(`${POSTS}/not-a-post/edit`, { form, headers: { Origin: origin } });
    expect(forgedId.status()).toBe(404);
    const noVersion = await page.request.post(`${new URL(editUrl).pathname}.data`, { form, headers: { Origin: origin } });
    expect(noVersion.status()).toBe(400);
    expect(await noVersion.text()).toContain("does not say which version");
    // Past the editor's cap but within the request limit: the field's message (a larger body is refused before it is read).
    const long = await page.request.post(`${new URL(editUrl).pathname}.data`, {
      form: { ...form, version: "1", content: `<p>${"x".repeat(1_500_000)}</p>` },
      headers: { Origin: origin },
    });
    expect(long.status()).toBe(400);
    expect(await long.text()).toContain("Content can be at most 500,000 characters");
    // Nothing stored was touched.
    expect(await (await page.request.get(`/newsletter/${slugify(title)}`)).text()).toContain("Guarded body.");
  });

  test("a 5 MB paste is stopped at the field and stays in the form", async ({ adminPage: page }, testInfo) => {
    test.setTimeout(90_000);
    const title = uniqueTitle("Pasted", testInfo);
    await page.goto(`${POSTS}/new`);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByRole("button", { name: "HTML source" }).click();
    const source = page.getByRole("textbox", { name: "Content" });
    await source.evaluate((area: HTMLTextAreaElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
      setter.call(area, `<p>${"y".repeat(5 * 1024 * 1024)}</p>`);
      area.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await expect(page.locator("#post-content-error")).toHaveText("Content can be at most 500,000 characters");
    await page.getByRole("button", { name: "Save Blog Post" }).click();
    await expect(page).toHaveURL(new RegExp(`${POSTS}/new$`));
    expect(await source.evaluate((area: HTMLTextAreaElement) => area.value.length)).toBeGreaterThan(5 * 1024 * 1024);
  });
});
