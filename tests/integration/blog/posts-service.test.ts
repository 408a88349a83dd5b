import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { appState, newsItems, posts } from "~/db/schema";
import { parseListQuery } from "~/lib/blog/list-query";
import {
  createPost,
  deletePost,
  findSlugByPostId,
  getBlogList,
  getPostPage,
  isCurrentPostId,
  listFooterFeaturedPosts,
  PostValidationError,
  seedDefaultPosts,
  updatePost,
} from "~/services/blog";
import { createTestPost } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";

const query = (search = "") => parseListQuery(new URLSearchParams(search));

describe("blog posts service", () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("seeds the samples once, keeping their legacy ids, the first two featured", async () => {
    expect(await seedDefaultPosts(db())).toBe(DEFAULT_POSTS.length);
    expect(await seedDefaultPosts(db())).toBe(0);
    const rows = await db().select().from(posts);
    expect(rows.map((row) => row.legacyId).sort()).toEqual(DEFAULT_POSTS.map((post) => post.legacyId).sort());
    const byLegacy = Object.fromEntries(rows.map((row) => [row.legacyId, row]));
    expect(byLegacy["hsa-compliance-2024"]).toMatchObject({ category: "Compliance", featured: true });
    expect(byLegacy["telehealth-hsa-trends"]).toMatchObject({ category: "Trends", featured: true });
    expect(byLegacy["hsa-investment-strategies"]).toMatchObject({ category: "Investment", featured: false });
    const compliance = byLegacy["hsa-compliance-2024"]!.content;
    for (const figure of ["$4,150", "$8,300", "$1,000", "55", "20%"]) expect(compliance).toContain(figure);
    const newsletter = byLegacy["weekly-hsa-news-2024-06-14"]!;
    const items = await db().select().from(newsItems).where(eq(newsItems.postId, newsletter.id));
    expect(items.length).toBe(4);
    expect(new Set(items.map((item) => item.section))).toEqual(new Set(["News from Washington", "Industry Updates"]));
  });

  it("creates posts with -2, -3 slugs on collisions, sanitized, with ordered tags", async () => {
    const input = {
      title: "Quarterly Update",
      content: '<p onclick="x()">Body</p><script>alert(1)</script>',
      category: "Business",
      tags: ["Zeta", "alpha", "ALPHA", " "],
    };
    const first = await createPost(db(), input);
    const second = await createPost(db(), input);
    const third = await createPost(db(), input);
    expect([first.slug, second.slug, third.slug]).toEqual(["quarterly-update", "quarterly-update-2", "quarterly-update-3"]);
    const page = await getPostPage(db(), "quarterly-update-2");
    expect(page!.post.content).toBe("<p>Body</p>");
    expect(page!.post.tags).toEqual(["Zeta", "alpha"]);
    expect(page!.post.excerpt).toBe("Body");
  });

  it("reuses a tag whatever its case", async () => {
    await createTestPost(db(), { title: "Tag case", category: "Business", tags: ["zeta"] });
    const page = await getPostPage(db(), "tag-case");
    expect(page!.post.tags).toEqual(["Zeta"]);
  });

  it("refuses a post without title, content or category with the form's messages", async () => {
    const error = await createPost(db(), { title: " ", content: "", category: "" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PostValidationError);
    expect((error as PostValidationError).fieldErrors).toMatchObject({
      title: "Title is required",
      content: "Content is required",
      category: "Category is required",
    });
    const badLink = await createPost(db(), { title: "x", content: "y", category: "z", image: "javascript:alert(1)" }).catch((caught: unknown) => caught);
    expect((badLink as PostValidationError).fieldErrors.image).toBeDefined();
  });

  it("updates a post, moving its slug with the title, and deletes it", async () => {
    const { id } = await createPost(db(), { title: "Old Title", content: "<p>a</p>", category: "Savings" });
    const updated = await updatePost(db(), id, { title: "Quarterly Update", content: "<p>b</p>", category: "Savings" });
    expect(updated.slug).toBe("quarterly-update-4");
    expect(await findSlugByPostId(db(), id)).toBe("quarterly-update-4");
    expect(await deletePost(db(), id)).toBe(true);
    expect(await deletePost(db(), id)).toBe(false);
    expect(await getPostPage(db(), "quarterly-update-4")).toBeNull();
  });

  it("extracts news items on save and shows them instead of the body", async () => {
    const content = "<h2>Capitol</h2><table><tr><th>Vote set</th><td>Tuesday.</td></tr><tr><th>Vote set</th><td>dup</td></tr></table>";
    await createPost(db(), { title: "News Items Post", content, category: "Business", type: "newsletter" });
    const page = await getPostPage(db(), "news-items-post");
    expect(page!.post.newsItems).toEqual([{ headline: "Vote set", content: "Tuesday.", readMoreLink: null, section: "Capitol" }]);
  });

  it("lists by type and tag, with the filter buttons of all types present", async () => {
    const all = await getBlogList(db(), query());
    expect(all.types).toEqual(["news", "newsletter"]);
    expect(all.usedFallback).toBe(false);
    const newsletters = await getBlogList(db(), query("type=newsletter"));
    expect(newsletters.posts.map((post) => post.slug)).toEqual(["news-items-post", "weekly-hsa-news-june-14-2024"]);
    const tagged = await getBlogList(db(), query("tag=hdhp"));
    expect(tagged.posts.map((post) => post.slug).sort()).toEqual(["telehealth-and-hsas-what-the-trend-means-for-you", "weekly-hsa-news-june-14-2024"]);
    expect((await getBlogList(db(), query("type=webinar"))).posts).toEqual([]);
  });

  it("searches with ranked full text: a title match before a body match", async () => {
    await createTestPost(db(), { title: "Ranking probe", content: "<p>Mentions telehealth once in the body.</p>", category: "Business", date: "2025-01-01" });
    const result = await getBlogList(db(), query("q=telehealth"));
    expect(result.posts[0]!.slug).toBe("telehealth-and-hsas-what-the-trend-means-for-you");
    expect(result.posts.map((post) => post.slug)).toContain("ranking-probe");
    expect((await getBlogList(db(), query("q=investing+strategies"))).posts.map((post) => post.slug)).toContain(
      "hsa-investment-strategies-for-long-term-growth",
    );
    expect((await getBlogList(db(), query("q=nothingmatchesthis"))).posts).toEqual([]);
  });

  it("paginates long lists", async () => {
    for (let i = 0; i < 10; i++) await createTestPost(db(), { title: `Filler ${i}`, content: "<p>f</p>", category: "Savings", date: "2020-01-01" });
    const first = await getBlogList(db(), query());
    const last = await getBlogList(db(), query(`page=${first.pageCount}`));
    expect(first.pageCount).toBeGreaterThan(1);
    expect(first.posts.length).toBe(9);
    expect(last.page).toBe(first.pageCount);
    expect(first.total).toBe(last.total);
  });

  it("keeps the newest three featured; the footer shows two", async () => {
    await createTestPost(db(), { title: "Featured newest", category: "Trends", featured: true, date: "2026-01-01" });
    await createTestPost(db(), { title: "Featured newer", category: "Trends", featured: true, date: "2025-06-01" });
    expect((await listFooterFeaturedPosts(db())).map((post) => post.title)).toEqual(["Featured newest", "Featured newer"]);
    const list = await getBlogList(db(), query("page=1"));
    const all = [list, ...(await Promise.all(Array.from({ length: list.pageCount - 1 }, (_, i) => getBlogList(db(), query(`page=${i + 2}`)))))].flatMap(
      (page) => page.posts,
    );
    expect(all.filter((post) => post.featured).map((post) => post.title)).toEqual(["Featured newest", "Featured newer", "Navigating HSA Compliance in 2024"]);
  });

  it("relates up to three posts of the same category", async () => {
    const page = await getPostPage(db(), "featured-newest");
    expect(page!.related.map((post) => post.title)).toEqual(["Featured newer", "Telehealth and HSAs: What the Trend Means for You"]);
  });

  it("knows current post ids for page views, and finds a post's slug by UUID or legacy id", async () => {
    const id = (await getPostPage(db(), "navigating-hsa-compliance-in-2024"))!.post.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await isCurrentPostId(db(), id)).toBe(true);
    expect(await isCurrentPostId(db(), "6f1c2f9e-2b7a-4c1e-9d3a-1a2b3c4d5e6f")).toBe(false);
    expect(await findSlugByPostId(db(), id)).toBe("navigating-hsa-compliance-in-2024");
    expect(await findSlugByPostId(db(), "hsa-compliance-2024")).toBe("navigating-hsa-compliance-in-2024");
  });
});

// Apart from the service's own database, which its first test seeds.
describe("blog posts service on a site whose posts were all deleted", () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("does not seed again once every post was deleted", async () => {
    await db().insert(appState).values({ key: "blog.seeded", value: {} });
    expect(await seedDefaultPosts(db())).toBe(0);
    expect(await db().select().from(posts)).toEqual([]);
  });
});
