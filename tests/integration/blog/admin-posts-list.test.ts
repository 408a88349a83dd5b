import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_POSTS_PER_PAGE } from "~/lib/blog/rules";
import * as blogPosts from "~/routes/admin/posts/route";
import { listAdminPosts } from "~/services/blog";
import type { AppServices } from "~/services/platform";
import { getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser, insertRawPost } from "../../support/factories";
import { testDriver } from "../../support/test-database";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const POSTS = ADMIN_POSTS_PER_PAGE * 2 + 7;

describe(`the admin Blog Posts list, a page at a time (${testDriver})`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let cookie: string;
  const db = () => database().db;

  const loadPage = async (query: string) =>
    (await blogPosts.loader({
      request: getRequest(`http://localhost:3000/svcs/admin-dashboard/posts${query}`, cookie),
      context: createTestContext(services),
      params: {},
    } as never)) as Awaited<ReturnType<typeof blogPosts.loader>>;

  beforeAll(async () => {
    services = createTestServices(database());
    cookie = await sessionCookieFor(services, await createTestUser(db(), { username: "list_reader", userType: "user" }));
    // One post a day, plus a second post on the newest day created later, which must come first.
    await db().execute(sql`insert into posts (slug, title, date, content, category, status, created_at)
      select 'listed-' || g, 'Listed ' || lpad(g::text, 3, '0'), date '2024-01-01' + g, '<p>x</p>', 'Savings', case when g % 10 = 0 then 'draft' else 'published' end, now() - interval '1 day'
      from generate_series(1, ${POSTS - 1}) g`);
    const newestDay = new Date(Date.UTC(2024, 0, 1) + (POSTS - 1) * 86_400_000).toISOString().slice(0, 10);
    await insertRawPost(db(), { slug: "listed-latest", title: "Listed latest", date: newestDay, status: "draft" });
  });

  it("shows 50 posts a page, drafts too, newest first by date and the later created first within a day", async () => {
    const first = await listAdminPosts(db(), { page: 1 });
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: POSTS });
    expect(first.posts).toHaveLength(ADMIN_POSTS_PER_PAGE);
    expect(first.posts.slice(0, 3).map((post) => post.title)).toEqual([
      "Listed latest",
      `Listed ${String(POSTS - 1).padStart(3, "0")}`,
      `Listed ${String(POSTS - 2).padStart(3, "0")}`,
    ]);
    expect(first.posts.some((post) => post.status === "draft")).toBe(true);

    const last = await listAdminPosts(db(), { page: 3 });
    expect(last.posts.map((post) => post.title)).toEqual(Array.from({ length: 7 }, (_, index) => `Listed ${String(7 - index).padStart(3, "0")}`));
    const everyTitle = new Set([...first.posts, ...(await listAdminPosts(db(), { page: 2 })).posts, ...last.posts].map((post) => post.title));
    expect(everyTitle.size).toBe(POSTS);
  });

  it("reads ?page= in the route, shows the last page for one past the end and page 1 for nonsense", async () => {
    expect(await loadPage("?page=2")).toMatchObject({ page: 2, pageCount: 3, total: POSTS, canManage: false });
    expect(await loadPage("?page=40")).toMatchObject({ page: 3 });
    for (const nonsense of ["?page=0", "?page=-2", "?page=abc", "?page=1.5", ""]) expect(await loadPage(nonsense)).toMatchObject({ page: 1 });
  });
});

describe(`the admin Blog Posts list's search and filters (${testDriver})`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let cookie: string;
  let authors: { alice: string; bruno: string };
  const db = () => database().db;

  const load = async (query: string) =>
    (await blogPosts.loader({
      request: getRequest(`http://localhost:3000/svcs/admin-dashboard/posts${query}`, cookie),
      context: createTestContext(services),
      params: {},
    } as never)) as Awaited<ReturnType<typeof blogPosts.loader>>;
  const titles = async (query: string) => (await load(query)).posts.map((post) => post.title).sort();

  beforeAll(async () => {
    services = createTestServices(database());
    authors = {
      alice: await createTestUser(db(), { username: "alice_writer", userType: "moderator" }),
      bruno: await createTestUser(db(), { username: "bruno_writer", userType: "moderator" }),
    };
    cookie = await sessionCookieFor(services, authors.alice);
    const post = (title: string, extra: Omit<Parameters<typeof insertRawPost>[1], "slug">) =>
      insertRawPost(db(), { ...extra, title, slug: title.toLowerCase().replace(/\W+/g, "-") });
    await post("Compliance limits for 2026", {
      content: "<p>Contribution rules explained.</p>",
      category: "Compliance",
      type: "news",
      authorId: authors.alice,
    });
    await post("Investing your balance", {
      content: "<p>Rules about funds and compliance reviews.</p>",
      category: "Investment",
      type: null,
      authorId: authors.bruno,
      status: "draft",
    });
    await post("Webinar recap", {
      content: "<p>Recording online.</p>",
      category: "Business",
      type: "webinar",
      authorId: authors.bruno,
      status: "scheduled",
      publishAt: new Date("2099-01-01"),
    });
    await post("Deleted compliance note", {
      content: "<p>compliance</p>",
      category: "Compliance",
      authorId: authors.alice,
      deletedAt: new Date(),
      status: "draft",
    });
  });

  it("finds posts by words of the title or the text, as prefixes, and never lists the trash", async () => {
    expect(await titles("?q=compl")).toEqual(["Compliance limits for 2026", "Investing your balance"]);
    expect(await titles("?q=contribution")).toEqual(["Compliance limits for 2026"]);
    expect(await titles("?q=recording+online")).toEqual(["Webinar recap"]);
    expect(await titles("?q=recap")).toEqual(["Webinar recap"]);
    expect(await titles("?q=nothing-like-this")).toEqual([]);
    // Query syntax typed into the box is just words.
    expect(await titles("?q=" + encodeURIComponent("compl & !| (:*"))).toEqual(["Compliance limits for 2026", "Investing your balance"]);
    expect(await titles("?q=%25")).toEqual([]);
  });

  it("filters by status, type (or none), category and author, together with the words, and counts what it found", async () => {
    expect(await titles("?status=draft")).toEqual(["Investing your balance"]);
    expect(await titles("?status=scheduled")).toEqual(["Webinar recap"]);
    expect(await titles("?type=news")).toEqual(["Compliance limits for 2026"]);
    expect(await titles("?type=none")).toEqual(["Investing your balance"]);
    expect(await titles("?category=Compliance")).toEqual(["Compliance limits for 2026"]);
    expect(await titles(`?author=${authors.bruno}`)).toEqual(["Investing your balance", "Webinar recap"]);
    expect(await titles(`?q=compliance&author=${authors.bruno}`)).toEqual(["Investing your balance"]);
    expect(await load(`?q=compliance&author=${authors.bruno}`)).toMatchObject({ total: 1, pageCount: 1, query: { q: "compliance", author: authors.bruno } });
    // Unknown values filter nothing rather than fail.
    expect(await titles("?status=gone&type=poem&category=Nope&author=x")).toHaveLength(3);
  });

  it("offers the authors of live posts by name", async () => {
    expect((await load("")).authors.map((author) => author.username)).toEqual(["alice_writer", "bruno_writer"]);
  });
});
