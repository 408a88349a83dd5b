import type { Locator, Page } from "@playwright/test";
// These tests create, delete and reset posts: they run on a server of their own.
import { slugify } from "~/lib/core/slug";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalOverflow } from "./support/content-pages";
import { expect, ownServerTest as test } from "./support/fixtures";
import { uniqueTitle } from "./support/post-titles";

const POSTS = "/svcs/admin-dashboard/posts";

async function typeContent(page: Page, text: string) {
  const editor = page.locator(".ProseMirror");
  await editor.click();
  await page.keyboard.type(text);
}

const TYPOGRAPHY_TEXTS = { p: "A plain paragraph.", h2: "A section heading", li: "A bulleted point", blockquote: "A quoted remark." } as const;

/** How each of the content's elements holding the texts above looks: size, weight, bullet, the quote's bar. */
function typographyOf(content: Locator) {
  return content.evaluate((root, texts) => {
    const look = (tag: string, text: string) => {
      const element = [...root.querySelectorAll(tag)].find((candidate) => candidate.textContent?.trim() === text);
      if (!element) throw new Error(`no <${tag}> reading "${text}"`);
      const { fontSize, fontWeight, listStyleType, borderLeftWidth } = getComputedStyle(element);
      return { fontSize, fontWeight, listStyleType, borderLeftWidth };
    };
    return { p: look("p", texts.p), h2: look("h2", texts.h2), li: look("li", texts.li), blockquote: look("blockquote", texts.blockquote) };
  }, TYPOGRAPHY_TEXTS);
}

/** Fills the new-post form with every field and saves it with the chosen visibility. */
async function createPost(page: Page, title: string, visibility: "Publish now" | "Save as a draft (not public)" = "Publish now") {
  await page.goto(POSTS);
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page.getByRole("heading", { name: "Create New Blog Post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date", { exact: true }).fill("2031-05-04");
  await page.getByLabel("Type", { exact: true }).selectOption("webinar");
  await page.getByLabel("Category", { exact: true }).selectOption("Savings");
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "Telehealth" }) })
    .click();
  await expect(page.getByRole("radio", { name: "Telehealth" })).toBeChecked();
  await page.getByLabel("Featured post").check();
  await typeContent(page, "Editor body text for the browser test.");
  await page.getByRole("button", { name: "Generate from content" }).click();
  await expect(page.getByLabel("Excerpt")).toHaveValue("Editor body text for the browser test.");
  await page.getByLabel("Tags", { exact: true }).fill("Webinars");
  await page.getByLabel("Tags", { exact: true }).press("Enter");
  await page.getByLabel("Tags", { exact: true }).fill("webinars");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("This tag is already added")).toBeVisible();
  await page.getByLabel("Tags", { exact: true }).fill("Savings Tips");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByLabel(visibility).check();
  await page.getByRole("button", { name: "Save Blog Post" }).click();
  await expect(page).toHaveURL(new RegExp(`${POSTS}$`));
}

test.describe("Blog Posts tab @responsive", () => {
  test("follows Home in the tab bar, lists posts newest first and passes axe", async ({ adminPage: page }) => {
    await page.goto("/svcs/admin-dashboard");
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Blog Posts" }).click();
    await expect(page).toHaveURL(new RegExp(`${POSTS}$`));
    await expect(page.getByRole("heading", { name: "Manage Blog Posts" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New Post" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reset to Preconfigured" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Blog posts" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "New Post" }).click();
    await expect(page.getByRole("link", { name: "Cancel" }).first()).toBeVisible();
    await expect(page.locator(".ProseMirror")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("creates a post with every field, shows it publicly, edits and duplicates it", async ({ adminPage: page }, testInfo) => {
    // Thirty-odd steps: with the other worker busy they have taken the whole default 30 s.
    test.setTimeout(60_000);
    const title = uniqueTitle("Every field", testInfo);
    await createPost(page, title);
    await expect(page.getByText("Your blog post has been saved successfully and is now live.", { exact: true })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Webinar");
    await expect(row).toContainText("Savings Tips");
    await expect(row).toContainText("Published");

    await page.goto("/newsletter?type=webinar");
    await expect(page.getByText(title).first()).toBeVisible();
    await page.goto(`/newsletter/${slugify(title)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("article")).toContainText("Editor body text for the browser test.");

    await page.goto(POSTS);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill(`${title} edited`);
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await expect(page.getByText("Your blog post has been updated successfully.", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `${title} edited` })).toBeVisible();

    await page.getByRole("link", { name: `Edit ${title} edited` }).click();
    await page.getByRole("button", { name: "Duplicate" }).click();
    await expect(page.getByText("Blog post duplicated", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} edited Copy`);
    await page.goto(POSTS);
    await expect(page.getByRole("row").filter({ hasText: `${title} edited Copy` })).toContainText("Draft");
  });

  test("a post with a long unbroken word in its title and excerpt fits a phone's post list", async ({ adminPage: page, browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one post is enough; the list is opened at 375 px below");
    // A pasted link or a long compound: one word wider than a phone's column.
    const word = `Gesundheitssparkontobeitragsgrenzen${Date.now().toString(36)}`;
    await page.goto(`${POSTS}/new`);
    await page.getByLabel("Title", { exact: true }).fill(`${word} ${testInfo.project.name}`);
    await typeContent(page, "Body text.");
    await page.getByLabel("Excerpt").fill(`See https://www.irs.gov/publications/p969/${word}/${word} for the rules.`);
    await page.getByLabel("Publish now").check();
    await page.getByRole("button", { name: "Save Blog Post" }).click();
    await expect(page).toHaveURL(new RegExp(`${POSTS}$`));

    const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
    const visitor = await phone.newPage();
    await visitor.goto("/newsletter");
    await expect(visitor.getByRole("heading", { name: new RegExp(word) })).toBeVisible();
    await expectNoHorizontalOverflow(visitor);
    // The post's own page, and the site search finding it.
    await visitor
      .getByRole("heading", { name: new RegExp(word) })
      .getByRole("link")
      .click();
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText(word);
    await expectNoHorizontalOverflow(visitor);
    await visitor.goto(`/search?q=${word}`);
    await expect(visitor.getByRole("link", { name: new RegExp(word) }).first()).toBeVisible();
    await expectNoHorizontalOverflow(visitor);
    await phone.close();
  });

  test("a draft stays invisible to the public", async ({ adminPage: page }, testInfo) => {
    const title = uniqueTitle("Hidden draft", testInfo);
    await createPost(page, title, "Save as a draft (not public)");
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Draft");
    // An unknown or hidden post's address shows the public list, which does not list the draft either.
    await page.goto(`/newsletter/${slugify(title)}`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title);
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test("a scheduled post goes live at its time", async ({ adminPage: page }, testInfo) => {
    const title = uniqueTitle("Scheduled", testInfo);
    await createPost(page, title, "Save as a draft (not public)");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByLabel("Schedule for later").check();
    const soon = new Date(Date.now() + 8_000);
    const local = new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
    await page.getByLabel("Publish at (your local time)").fill(local);
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await expect(page.getByText("Blog post scheduled", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Scheduled");
    const publicPageShowsIt = async () => (await (await page.request.get(`/newsletter/${slugify(title)}`)).text()).includes(title);
    expect(await publicPageShowsIt()).toBe(false);
    await expect.poll(publicPageShowsIt, { timeout: 30_000, intervals: [2_000] }).toBe(true);
  });

  test("a save over someone else's newer save is refused and both texts are kept", async ({ adminPage: page, browser, signInAs }, testInfo) => {
    test.setTimeout(90_000);
    const title = uniqueTitle("Contested", testInfo);
    await createPost(page, title);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/edit$/);
    const editUrl = page.url();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const account = await signInAs("moderator");
    await other.addCookies([{ ...account.cookie, url: new URL(editUrl).origin, httpOnly: true, sameSite: "Strict" }]);
    await otherPage.goto(editUrl);
    await otherPage.locator(".ProseMirror").click();
    await otherPage.keyboard.press("End");
    await otherPage.keyboard.type(" Their addition.");
    await otherPage.getByRole("button", { name: "Update Blog Post" }).click();
    await expect(otherPage).toHaveURL(new RegExp(`${POSTS}$`));
    await other.close();

    await page.getByLabel("Title", { exact: true }).fill(`${title} mine`);
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Someone else saved this post" });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel("Their text")).toHaveValue(/Their addition\./);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} mine`);
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await expect(page.getByText("Your blog post has been updated successfully.", { exact: true })).toBeVisible();
  });

  test("deletes after a confirmation", async ({ adminPage: page }, testInfo) => {
    const title = uniqueTitle("Short-lived", testInfo);
    await createPost(page, title);
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Blog Post" });
    // It goes to the Trash, not away for good.
    await expect(dialog).toContainText("It goes to the Trash, off the public site, and can be restored from there (as a draft) for 30 days.");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Blog post deleted", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  });

  test("the editor shows headings, lists and quotes as the published post does; a tag's remove button shows its hover", async ({
    adminPage: page,
  }, testInfo) => {
    const title = uniqueTitle("Typography", testInfo);
    await page.goto(`${POSTS}/new`);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByRole("button", { name: "HTML source" }).click();
    await page
      .getByRole("textbox", { name: "Content" })
      .fill(
        `<p>${TYPOGRAPHY_TEXTS.p}</p><h2>${TYPOGRAPHY_TEXTS.h2}</h2><ul><li>${TYPOGRAPHY_TEXTS.li}</li></ul><blockquote><p>${TYPOGRAPHY_TEXTS.blockquote}</p></blockquote>`,
      );
    await page.getByRole("button", { name: "Back to editor" }).click();
    const inEditor = await typographyOf(page.locator(".ProseMirror"));
    expect(parseFloat(inEditor.h2.fontSize)).toBeGreaterThan(parseFloat(inEditor.p.fontSize));
    expect(Number(inEditor.h2.fontWeight)).toBeGreaterThanOrEqual(700);
    expect(inEditor.li.listStyleType).toBe("disc");
    expect(inEditor.blockquote.borderLeftWidth).toBe("4px");
    await page.getByLabel("Tags", { exact: true }).fill("Typography");
    await page.getByLabel("Tags", { exact: true }).press("Enter");
    const removeTag = page.getByRole("button", { name: "Remove tag Typography" });
    await removeTag.hover();
    await expect(removeTag, "a tag's remove button shows it is under the pointer").not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

    await page.getByRole("button", { name: "Generate from content" }).click();
    await page.getByLabel("Publish now").check();
    await page.getByRole("button", { name: "Save Blog Post" }).click();
    await expect(page).toHaveURL(new RegExp(`${POSTS}$`));
    await page.goto(`/newsletter/${slugify(title)}`);
    expect(await typographyOf(page.getByRole("article"))).toEqual(inEditor);
  });

  test("a 'user' account reads the list and every write is refused", async ({ page, signInAs }) => {
    await signInAs("user");
    await page.goto(POSTS);
    await expect(page.getByText("Your account can view posts but not change them.")).toBeVisible();
    await expect(page.getByRole("link", { name: "New Post" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Edit / })).toHaveCount(0);
    expect((await page.goto(`${POSTS}/new`))?.status()).toBe(403);
    const origin = new URL(page.url()).origin;
    for (const [path, form] of [
      [POSTS, { intent: "reset" }],
      [`${POSTS}/new`, { title: "Forbidden", content: "<p>x</p>", category: "Savings", status: "publish" }],
    ] as const) {
      const response = await page.request.post(path, { form, headers: { Origin: origin } });
      expect(response.status()).toBe(403);
    }
  });
});

test.describe("Reset to Preconfigured", () => {
  test("asks first, then restores the built-in posts", async ({ adminPage: page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "replaces every post: once per run");
    await page.goto(POSTS);
    await page.getByRole("button", { name: "Reset to Preconfigured" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset to Preconfigured" });
    await expect(dialog).toContainText("Are you sure");
    // The Trash goes too: said before, not discovered after.
    await expect(dialog).toContainText("the posts in the Trash are deleted for good");
    await dialog.getByRole("button", { name: "Reset Posts" }).click();
    await expect(page.getByText("Blog posts reset", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Navigating HSA Compliance in 2024" })).toContainText("Featured");
  });
});
