import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { posts } from "~/db/schema";
import { createPost, getPostPage, updatePost, setPostBodySealSecret } from "~/services/blog";
import type * as Sanitize from "~/services/blog/sanitize.server";
import { useTestDatabase } from "../../support/use-test-database";
import { insertTestMedia } from "../../support/factories";

// Every display sanitize goes through this spy, so the tests can tell whether one happened.
vi.mock("~/services/blog/sanitize.server", async (importOriginal) => {
  const original = await importOriginal<typeof Sanitize>();
  return { ...original, sanitizeHtmlForDisplay: vi.fn(original.sanitizeHtmlForDisplay) };
});
const { sanitizeHtmlForDisplay } = await import("~/services/blog/sanitize.server");
const displaySanitizeCalls = () => vi.mocked(sanitizeHtmlForDisplay).mock.calls.length;

const SECRET = "display-seal-test-secret-of-32-characters";
const hash = "ab".repeat(32);
const NEWS_TABLE = `<table><tr><th>Rates up</th><td><p>Details <a href="https://example.com/a">here</a></p></td></tr></table>`;

describe("post bodies sealed by the save path", () => {
  const database = useTestDatabase();
  const db = () => database().db;

  beforeAll(async () => {
    setPostBodySealSecret(SECRET);
    await insertTestMedia(db(), hash);
  });
  afterAll(async () => {
    setPostBodySealSecret(null);
  });
  afterEach(() => {
    vi.mocked(sanitizeHtmlForDisplay).mockClear();
  });

  it("shows a saved post without sanitizing it a second time, with the display's image sources", async () => {
    const saved = await createPost(db(), {
      title: "Sealed",
      content: `<p>Body</p><img src="/media/${hash}/1600.webp" alt="Chart">${NEWS_TABLE}`,
      category: "Compliance",
    });
    const [row] = await db().select({ bodySeal: posts.bodySeal }).from(posts).where(eq(posts.id, saved.id));
    expect(row?.bodySeal).toMatch(/^[\w-]{43}$/);

    const page = await getPostPage(db(), saved.slug);
    expect(displaySanitizeCalls()).toBe(0);
    expect(page?.post.content).toContain(`srcset="/media/${hash}/480.webp 480w, /media/${hash}/960.webp 960w, /media/${hash}/1600.webp 1600w"`);
    expect(page?.post.newsItems).toMatchObject([
      { headline: "Rates up", content: '<p>Details <a href="https://example.com/a">here</a></p>', readMoreLink: null },
    ]);

    await updatePost(db(), saved.id, { title: "Sealed", content: "<p>Edited</p>", category: "Compliance" });
    expect((await getPostPage(db(), saved.slug))?.post.content).toBe("<p>Edited</p>");
    expect(displaySanitizeCalls()).toBe(0);
  });

  it("still sanitizes on display a row written straight to the database with a script in it", async () => {
    const saved = await createPost(db(), { title: "Written by a script", content: "<p>Clean</p>", category: "Compliance" });
    await db()
      .update(posts)
      .set({ content: `<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>`, version: sql`${posts.version} + 1` })
      .where(eq(posts.id, saved.id));

    const shown = (await getPostPage(db(), saved.slug))?.post.content;
    expect(displaySanitizeCalls()).toBe(1);
    expect(shown).toBe('<p>Hi</p><a href="#">x</a>');
  });

  it("does not trust a seal copied from another post, nor a row inserted without one", async () => {
    const donor = await createPost(db(), { title: "Donor", content: "<p>Donor</p>", category: "Compliance" });
    const [donorRow] = await db().select({ bodySeal: posts.bodySeal }).from(posts).where(eq(posts.id, donor.id));
    const [forged] = await db()
      .insert(posts)
      .values({
        slug: "forged-seal",
        title: "Forged",
        date: "2026-01-01",
        content: "<img src=x onerror=alert(1)>",
        category: "Compliance",
        bodySeal: donorRow!.bodySeal,
      })
      .returning({ slug: posts.slug });
    await db()
      .insert(posts)
      .values({ slug: "no-seal", title: "No seal", date: "2026-01-01", content: "<script>alert(1)</script><p>Text</p>", category: "Compliance" });

    expect((await getPostPage(db(), forged!.slug))?.post.content).toBe('<img src="x">');
    expect((await getPostPage(db(), "no-seal"))?.post.content).toBe("<p>Text</p>");
    expect(displaySanitizeCalls()).toBe(2);
  });

  it("trusts no seal when sealing is not set up (another secret, or none)", async () => {
    const saved = await createPost(db(), { title: "Other secret", content: "<p>Body</p>", category: "Compliance" });
    setPostBodySealSecret("another-secret-of-at-least-32-characters");
    try {
      expect((await getPostPage(db(), saved.slug))?.post.content).toBe("<p>Body</p>");
      expect(displaySanitizeCalls()).toBe(1);
    } finally {
      setPostBodySealSecret(SECRET);
    }
  });
});
