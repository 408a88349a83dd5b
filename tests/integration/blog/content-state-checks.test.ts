import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPost, expireBlogCaches, getPostPage } from "~/services/blog";
import type * as Version from "~/services/blog/posts-version.server";
import { createTestDatabase } from "../../support/test-database";

// Counts the content-version queries the cached reads make.
vi.mock("~/services/blog/posts-version.server", async (importOriginal) => {
  const original = await importOriginal<typeof Version>();
  return { ...original, readContentState: vi.fn(original.readContentState) };
});
const { readContentState } = await import("~/services/blog/posts-version.server");
const versionChecks = () => vi.mocked(readContentState).mock.calls.length;

describe("content-version checks of cached blog reads", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const db = () => database.db;
  let slug: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    slug = (await createPost(db(), { title: "Shared check", content: "<p>Body</p>", category: "Compliance" })).slug;
    await getPostPage(db(), slug);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("answers reads that arrive together with one check of the content version", async () => {
    vi.mocked(readContentState).mockClear();
    const pages = await Promise.all(Array.from({ length: 20 }, () => getPostPage(db(), slug)));
    expect(pages.every((page) => page?.post.title === "Shared check" && !page.usedFallback)).toBe(true);
    expect(versionChecks()).toBe(1);
  });

  it("checks again for reads that arrive after a change, even while an older check is under way", async () => {
    vi.mocked(readContentState).mockClear();
    const before = getPostPage(db(), slug);
    expireBlogCaches(db());
    const after = getPostPage(db(), slug);
    await Promise.all([before, after]);
    expect(versionChecks()).toBe(2);
  });

  it("checks once per read when reads come one after another", async () => {
    vi.mocked(readContentState).mockClear();
    for (let i = 0; i < 3; i++) await getPostPage(db(), slug);
    expect(versionChecks()).toBe(3);
  });
});
