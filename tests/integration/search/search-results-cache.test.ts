import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import { searchDocuments } from "~/db/schema/index";
import { createPost, deletePost } from "~/services/blog";
import { readContentState } from "~/services/publishing/site-content-version.server";
import { cachedSiteContentRead } from "~/services/publishing";
import { addSynonymGroup, backfillSearchIndex, deleteSynonymGroup, listSearchMisses, siteSearch } from "~/services/search";
import { searchablePages } from "~/services/site-content";
import { actorFor } from "../../support/actors";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

describe(`what a search found is kept per content version (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let address = 0;

  beforeAll(async () => {
    await backfillSearchIndex(db(), await searchablePages(db()));
  });

  const search = async (query: string) => {
    const state = await siteSearch(db(), {
      query,
      clientIp: `198.51.100.${++address}`,
      userAgent: "Mozilla/5.0 (results cache)",
      years: BUILT_IN_FIGURES_YEARS,
      today: "2026-12-07",
    });
    if (state.kind !== "searched") throw new Error(`not searched: ${state.kind}`);
    return state.outcome;
  };
  const missCount = async (query: string) => (await listSearchMisses(db())).find((miss) => miss.query === query)?.count ?? 0;

  it("finds a post published after the same query was answered, and forgets it once deleted", async () => {
    expect((await search("okapiology")).hits).toHaveLength(0);
    expect(await missCount("okapiology")).toBe(1);
    const post = await createPost(db(), { title: "Field notes", excerpt: "Notes.", content: "<p>Okapiology for custodians.</p>", category: "Compliance" });
    expect((await search("okapiology")).hits.map((hit) => hit.title)).toEqual(["Field notes"]);
    await deletePost(db(), post.id);
    expect((await search("okapiology")).hits).toHaveLength(0);
    expect(await missCount("okapiology")).toBe(2);
  });

  it("uses a synonym staff add for a query answered before", async () => {
    expect((await search("qqxzvwj")).hits).toHaveLength(0);
    await addSynonymGroup(db(), await actorFor(db(), "cache-synonyms"), "qqxzvwj, contribution limits");
    expect((await search("qqxzvwj")).hits[0]?.url).toBe("/resources/contribution-limits");
  });

  it("moves only the synonyms' version for a synonym edit: every page's cached read is kept, searches use it at once", async () => {
    let pageReads = 0;
    const pageRead = () =>
      cachedSiteContentRead(
        db(),
        "test:a page's content",
        async () => ++pageReads,
        async () => 0,
      );
    await pageRead();
    const before = await readContentState(db());
    const actor = await actorFor(db(), "cache-synonyms-version");
    const group = await addSynonymGroup(db(), actor, "wqpzmkv, contribution limits");
    const added = await readContentState(db());
    expect(added.version).toBe(before.version);
    expect(added.synonymsVersion).toBeGreaterThan(before.synonymsVersion);
    expect((await search("wqpzmkv")).hits[0]?.url).toBe("/resources/contribution-limits");
    await deleteSynonymGroup(db(), actor, group.id);
    expect((await readContentState(db())).version).toBe(before.version);
    expect((await search("wqpzmkv")).hits).toHaveLength(0);
    await pageRead();
    expect(pageReads).toBe(1);
  });

  it("moves the content version when the start-up backfill changes the index, and not when it changes nothing", async () => {
    const pages = await searchablePages(db());
    await backfillSearchIndex(db(), pages);
    const settled = await readContentState(db());
    await backfillSearchIndex(db(), pages);
    expect((await readContentState(db())).version).toBe(settled.version);
    // A page's entry changed around the app (a script, an older instance): the backfill writes it back and searches see it.
    const [limits] = await db().select({ key: searchDocuments.key }).from(searchDocuments).where(eq(searchDocuments.url, "/resources/contribution-limits"));
    expect((await search("contribution limits")).hits[0]?.url).toBe("/resources/contribution-limits");
    await db().update(searchDocuments).set({ title: "Renamed", body: "nothing" }).where(eq(searchDocuments.key, limits!.key));
    await backfillSearchIndex(db(), pages);
    expect((await readContentState(db())).version).toBeGreaterThan(settled.version);
    expect((await search("contribution limits")).hits[0]?.url).toBe("/resources/contribution-limits");
  });
});
