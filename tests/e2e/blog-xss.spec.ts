import { expect, type Page, test } from "@playwright/test";
import { postTags, tags } from "~/db/schema";
import { createPost, seedDefaultPosts } from "~/services/blog";
import { insertRawPost } from "../support/factories";
import { ownServerTest as editorTest } from "./support/fixtures";
import { startOwnServer } from "./support/own-server";

// Every payload tries to set window.__xss or open a dialog. The browser runs with CSP bypassed so
// that only our sanitizing and escaping stand between the payloads and execution.
const MARK = "window.__xss=1;alert(1)";
// Markup that swallows what follows (the MathML and noscript tricks, broken tags) comes last.
const CONTENT_PAYLOADS = [
  `<p><a id="js-link" href="javascript:${MARK}">js link</a></p>`,
  `<p><a href="jav&#x09;ascript:${MARK}">tab link</a> <a href="vbscript:msgbox(1)">vb link</a></p>`,
  `<script>${MARK}</script>`,
  `<img src=x onerror="${MARK}">`,
  `<svg onload="${MARK}"><circle r="5"/></svg>`,
  `<svg><script>${MARK}</script></svg>`,
  `<svg><a xlink:href="javascript:${MARK}"><text y="20">svg link</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${MARK}">`,
  `<math href="javascript:${MARK}">math link</math>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<details open ontoggle="${MARK}"><summary>s</summary></details>`,
  `<input autofocus onfocus="${MARK}">`,
  `<form><button formaction="javascript:${MARK}">go</button></form>`,
  `<object data="javascript:${MARK}"></object><embed src="javascript:${MARK}">`,
  `<noscript><p title="</noscript><img src=x onerror=${MARK}>">`,
  `<p style="background:url(javascript:${MARK})">styled</p>`,
  `"><script>${MARK}</script>`,
  `<p><b>broken <img src=x onerror=${MARK}//`,
].join("\n");
const TEXT_PAYLOAD = `"><img src=x onerror="${MARK}"></script><script>${MARK}</script>`;

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[], { formsAllowed = false }: { formsAllowed?: boolean } = {}) {
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const unsafe = await page.evaluate((formsAllowed) => {
    const found: string[] = [];
    let subscribeForms = 0;
    for (const element of Array.from(document.querySelectorAll("main *"))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (
          /^(href|src|action|formaction|data|xlink:href)$/i.test(attribute.name) &&
          /^\s*(javascript|vbscript):/i.test(attribute.value.replace(/[\u0000-\u0020]/g, ""))
        ) {
          found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
      }
      // Our own search form and the one newsletter sign-up are the only forms a blog page may hold.
      if (!formsAllowed && element.tagName === "FORM" && element.getAttribute("role") !== "search") {
        const ownSignUp = element.getAttribute("action") === "/subscribe" && (subscribeForms += 1) === 1;
        if (!ownSignUp) found.push(`FORM ${element.getAttribute("action") ?? ""}`);
      }
      if (["IFRAME", "OBJECT", "EMBED"].includes(element.tagName) || (element.tagName === "SCRIPT" && element.getAttribute("type") !== "application/ld+json"))
        found.push(element.tagName);
    }
    return found;
  }, formsAllowed);
  expect(unsafe).toEqual([]);
}

let server: Awaited<ReturnType<typeof startOwnServer>>;

test.describe("stored XSS payloads", () => {
  test.use({ bypassCSP: true });
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startOwnServer({
      prepare: async ({ db }) => {
        await seedDefaultPosts(db);
        // Through the save path (sanitized on save)...
        await createPost(db, {
          title: `Saved ${TEXT_PAYLOAD}`,
          excerpt: TEXT_PAYLOAD,
          content: CONTENT_PAYLOADS,
          category: "Compliance",
          tags: [TEXT_PAYLOAD, "<svg onload=alert(1)>"],
          date: "2030-01-02",
          image: "/images/blog/missing-on-purpose.jpg",
        });
        // ...and written raw, as a bad import or direct edit would: rendering must sanitize too.
        const rawId = await insertRawPost(db, {
          slug: "raw-xss",
          title: `Raw ${TEXT_PAYLOAD}`,
          excerpt: TEXT_PAYLOAD,
          content: CONTENT_PAYLOADS,
          category: `Compliance ${TEXT_PAYLOAD}`,
          date: "2030-01-01",
          image: `javascript:${MARK}`,
          type: "news",
        });
        const [tag] = await db.insert(tags).values({ name: TEXT_PAYLOAD }).returning({ id: tags.id });
        await db.insert(postTags).values({ postId: rawId, tagId: tag!.id, position: 0 });
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the list shows the posts' text as text and runs nothing", async ({ page }) => {
    const dialogs = await watch(page);
    await page.goto(`${server.baseURL}/newsletter`);
    await expect(page.getByRole("heading", { name: /^Raw / })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Saved / })).toBeVisible();
    await expect(page.getByText(TEXT_PAYLOAD).first()).toBeVisible();
    await expectNothingRan(page, dialogs);
  });

  for (const slug of ["raw-xss", null]) {
    test(`the ${slug ? "raw" : "saved"} post renders safely, links included`, async ({ page }) => {
      const dialogs = await watch(page);
      await page.goto(`${server.baseURL}/newsletter`);
      await page.getByRole("link", { name: slug ? /^Read More: Raw/ : /^Read More: Saved/ }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(TEXT_PAYLOAD);
      await expectNothingRan(page, dialogs);
      // The javascript: link became a harmless "#": following it runs nothing.
      const link = page.locator("main a", { hasText: "js link" });
      await expect(link).toHaveAttribute("href", "#");
      await link.click();
      await expectNothingRan(page, dialogs);
      // JSON-LD holds the title without ending its script element early.
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(jsonLd!).headline).toContain(TEXT_PAYLOAD);
    });
  }

  test("a broken or unsafe post image falls back to the self-hosted default", async ({ page }) => {
    await page.goto(`${server.baseURL}/newsletter/raw-xss`);
    const hero = page.locator("main section").first().locator("img");
    await expect(hero).toHaveAttribute("src", "/images/blog/default.jpg");
    await page.goto(`${server.baseURL}/newsletter`);
    const saved = page.locator('[data-testid="post-card"]', { hasText: "Saved" }).locator("img");
    await expect(saved).toHaveAttribute("src", "/images/blog/default.jpg");
    await expect.poll(() => saved.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});

// The same payloads typed into every field of the editor: the public page, the admin list, the edit
// form, the History view and the preview show them as text and run nothing.
editorTest.describe("XSS payloads written through the editor", () => {
  editorTest.use({ bypassCSP: true });

  editorTest("run nowhere, public or admin", async ({ adminPage: page }) => {
    editorTest.setTimeout(120_000);
    const dialogs = await watch(page);
    const title = `Edited ${TEXT_PAYLOAD}`;
    await page.goto("/svcs/admin-dashboard/posts/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Excerpt").fill(TEXT_PAYLOAD);
    await page.getByLabel("Tags", { exact: true }).fill(TEXT_PAYLOAD);
    await page.getByLabel("Tags", { exact: true }).press("Enter");
    await page.getByLabel("Meta title").fill(TEXT_PAYLOAD);
    await page.getByLabel("Meta description").fill(TEXT_PAYLOAD);
    await page.getByRole("button", { name: "HTML source" }).click();
    await page.getByRole("textbox", { name: "Content" }).fill(CONTENT_PAYLOADS);
    await page.getByRole("button", { name: "Save Blog Post" }).click();
    await expect(page.getByText("Your blog post has been saved successfully and is now live.", { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs, { formsAllowed: true });

    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expectNothingRan(page, dialogs, { formsAllowed: true });
    const editUrl = page.url();
    await page.goto(editUrl.replace(/\/edit$/, "/history"));
    await expect(page.getByRole("heading", { name: /^History: / })).toContainText(TEXT_PAYLOAD);
    await expectNothingRan(page, dialogs, { formsAllowed: true });
    await page.goto(editUrl.replace(/\/edit$/, "/preview"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(TEXT_PAYLOAD);
    await expectNothingRan(page, dialogs);

    await page.goto("/newsletter");
    await page.getByRole("link", { name: /^Read More: Edited/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(TEXT_PAYLOAD);
    expect(await page.title()).toContain(TEXT_PAYLOAD);
    await expectNothingRan(page, dialogs);
  });
});
