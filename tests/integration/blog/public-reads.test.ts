import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseListQuery } from "~/lib/blog/list-query";
import {
  createPost,
  findSlugByPostId,
  getBlogList,
  getPostPage,
  isCurrentPostId,
  listFooterFeaturedPosts,
  listLatestPosts,
  listSitemapPosts,
  updatePost,
} from "~/services/blog";
import { createTestPost } from "../../support/factories";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const query = (search = "") => parseListQuery(new URLSearchParams(search));
const body = { content: "<p>Body</p>", category: "Savings" };

describe(`public blog reads with hidden posts present (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let draftId: string;

  beforeAll(async () => {
    for (let i = 1; i <= 20; i++) {
      const day = String(i).padStart(2, "0");
      await createTestPost(db(), {
        title: `Public ${day}`,
        ...body,
        date: `2025-01-${day}`,
        type: i % 2 ? "news" : "webinar",
        tags: i <= 5 ? ["Early"] : [],
        featured: i >= 17,
      });
    }
    draftId = (
      await createPost(db(), { title: "Draft hidden", ...body, date: "2026-01-01", featured: true, tags: ["Early"] }, { initial: { status: "draft" } })
    ).id;
    await createPost(
      db(),
      { title: "Scheduled hidden", ...body, date: "2026-01-02", featured: true },
      { initial: { status: "scheduled", publishAt: new Date(Date.now() + 3_600_000) } },
    );
  });

  it("counts and pages only public posts, a page past the end showing the last", async () => {
    const first = await getBlogList(db(), query());
    expect(first).toMatchObject({ total: 20, pageCount: 3, page: 1 });
    expect(first.posts.map((post) => post.title).slice(0, 2)).toEqual(["Public 20", "Public 19"]);
    expect(first.types).toEqual(["news", "webinar"]);
    const last = await getBlogList(db(), query("page=99"));
    expect(last).toMatchObject({ page: 3, pageCount: 3 });
    expect(last.posts.map((post) => post.title)).toEqual(["Public 02", "Public 01"]);
    const news = await getBlogList(db(), query("type=news&page=2"));
    expect(news).toMatchObject({ total: 10, pageCount: 2, page: 2 });
    expect(news.posts.map((post) => post.title)).toEqual(["Public 01"]);
    const early = await getBlogList(db(), query("tag=early"));
    expect(early.total).toBe(5);
    expect(early.posts.every((post) => post.tags.includes("Early"))).toBe(true);
    expect((await getBlogList(db(), query("q=hidden"))).total).toBe(0);
  });

  it("keeps the newest three public posts featured, and the footer shows the newest two", async () => {
    const featured = (await getBlogList(db(), query())).posts.filter((post) => post.featured).map((post) => post.title);
    expect(featured).toEqual(["Public 20", "Public 19", "Public 18"]);
    expect((await listFooterFeaturedPosts(db())).map((post) => post.title)).toEqual(["Public 20", "Public 19"]);
  });

  it("shows a public post with related posts of its category, never a hidden one", async () => {
    const page = await getPostPage(db(), "public-10");
    expect(page!.post.content).toBe("<p>Body</p>");
    expect(page!.related.map((post) => post.title)).toEqual(["Public 20", "Public 19", "Public 18"]);
    expect(await getPostPage(db(), "draft-hidden")).toBeNull();
    expect(await getPostPage(db(), "scheduled-hidden")).toBeNull();
    expect(await findSlugByPostId(db(), draftId)).toBeNull();
    expect(await isCurrentPostId(db(), draftId)).toBe(false);
    expect(await findSlugByPostId(db(), page!.post.id)).toBe("public-10");
    expect(await findSlugByPostId(db(), "not-a-uuid")).toBeNull();
  });

  it("feeds the newest public posts and maps every public post", async () => {
    expect((await listLatestPosts(db(), 3)).map((post) => post.title)).toEqual(["Public 20", "Public 19", "Public 18"]);
    const sitemap = await listSitemapPosts(db());
    expect(sitemap).toHaveLength(20);
    expect(sitemap.map((post) => post.slug)).not.toContain("draft-hidden");
    expect(sitemap[0]).toEqual({ slug: "public-20", updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it("shows a change to one post at once on every read", async () => {
    const page = await getPostPage(db(), "public-20");
    await getBlogList(db(), query());
    await listFooterFeaturedPosts(db());
    await updatePost(db(), page!.post.id, {
      title: "Public 20 renamed",
      content: "<p>New body</p>",
      category: "Savings",
      date: "2025-01-20",
      featured: true,
      type: "webinar",
    });
    expect((await getPostPage(db(), "public-20-renamed"))!.post.content).toBe("<p>New body</p>");
    expect(await getPostPage(db(), "public-20")).toBeNull();
    expect((await getBlogList(db(), query())).posts[0]!.title).toBe("Public 20 renamed");
    expect((await listFooterFeaturedPosts(db()))[0]!.title).toBe("Public 20 renamed");
    expect((await listLatestPosts(db(), 1))[0]!.title).toBe("Public 20 renamed");
  });
});

describe(`public blog reads when the database fails (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("serve the last answer each read gave, then the built-in posts for reads never answered", async () => {
    await createTestPost(db(), { title: "Stored featured", ...body, date: "2025-05-05", featured: true });
    const page = await getPostPage(db(), "stored-featured");
    const footer = await listFooterFeaturedPosts(db());
    const feed = await listLatestPosts(db(), 50);
    const sitemap = await listSitemapPosts(db());
    await database().close();

    expect(await getPostPage(db(), "stored-featured")).toEqual({ ...page, usedFallback: true });
    expect(await listFooterFeaturedPosts(db())).toEqual(footer);
    expect(await listLatestPosts(db(), 50)).toEqual(feed);
    expect(await listSitemapPosts(db())).toEqual(sitemap);
    expect(await isCurrentPostId(db(), page!.post.id)).toBe(false);

    // Never read before the failure: the built-in posts answer.
    const list = await getBlogList(db(), query());
    expect(list.usedFallback).toBe(true);
    expect(list.posts.map((post) => post.legacyId)).toContain("hsa-compliance-2024");
    expect((await getPostPage(db(), "navigating-hsa-compliance-in-2024"))!.usedFallback).toBe(true);
    expect(await findSlugByPostId(db(), "telehealth-hsa-trends")).toBe("telehealth-and-hsas-what-the-trend-means-for-you");
    expect((await listLatestPosts(db(), 2)).map((post) => post.legacyId)).toHaveLength(2);
  });
});

describe(`public blog search at its limit (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("shows no more than 200 search hits, the last page holding only those up to the limit", async () => {
    const values = Array.from(
      { length: 205 },
      (_, i) => `('zebra-${i}', 'Zebra stripes ${i}', '2024-03-01', 'Zebra excerpt', '<p>Zebra</p>', 'Savings', 'published', now())`,
    );
    await db().execute(sql.raw(`insert into posts (slug, title, date, excerpt, content, category, status, published_at) values ${values.join(", ")}`));
    const last = await getBlogList(db(), query("q=zebra&page=23"));
    expect(last).toMatchObject({ total: 200, pageCount: 23, page: 23 });
    expect(last.posts).toHaveLength(200 - 22 * 9);
    const pastTheEnd = await getBlogList(db(), query("q=zebra&page=99"));
    expect(pastTheEnd).toMatchObject({ total: 200, pageCount: 23, page: 23 });
    expect(pastTheEnd.posts.map((post) => post.slug)).toEqual(last.posts.map((post) => post.slug));
  });
});

describe(`tags read with each post (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("gives every card and post page its tags in the editor's order, and none to a post without", async () => {
    await createTestPost(db(), { title: "Tagged", ...body, date: "2025-02-02", tags: ["Zeta", "alpha", "Mid"] });
    await createTestPost(db(), { title: "Untagged", ...body, date: "2025-02-01" });
    await createTestPost(db(), { title: "Other tags", ...body, date: "2025-01-31", tags: ["Beta"] });
    const tagsByTitle = (cards: { title: string; tags: string[] }[]) => Object.fromEntries(cards.map((card) => [card.title, card.tags]));
    const expected = { Tagged: ["Zeta", "alpha", "Mid"], Untagged: [], "Other tags": ["Beta"] };
    expect(tagsByTitle((await getBlogList(db(), query())).posts)).toEqual(expected);
    expect(tagsByTitle(await listLatestPosts(db(), 3))).toEqual(expected);
    const page = await getPostPage(db(), "tagged");
    expect(page!.post.tags).toEqual(["Zeta", "alpha", "Mid"]);
    expect(tagsByTitle(page!.related)).toEqual({ Untagged: [], "Other tags": ["Beta"] });
    expect((await getPostPage(db(), "untagged"))!.post.tags).toEqual([]);
  });
});
