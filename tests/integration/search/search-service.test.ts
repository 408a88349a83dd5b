import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import { contributionLimitsContent } from "~/content/resources/contribution-limits";
import { rateLimits, searchDocuments, searchMisses } from "~/db/schema/index";
import { publishPost, unpublishPost, createPost, deletePost } from "~/services/blog";
import {
  addSynonymGroup,
  backfillSearchIndex,
  deleteSynonymGroup,
  listSearchMisses,
  pruneSearchMisses,
  recordSearchMiss,
  searchSite,
  searchWarmUpStatements,
  siteSearch,
} from "~/services/search";
import { documentOf, saveContent, searchablePages, setSearchIdentity } from "~/services/site-content";
import { actorFor } from "../../support/actors";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

describe(`site search (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  beforeAll(async () => {
    // What start-up does on a fresh database: every page indexed from its built-in content.
    await backfillSearchIndex(db(), await searchablePages(db()));
  });

  it("finds the firm's name where the pages show it, and shows it in the snippet (no gap where it stood)", async () => {
    expect((await searchSite(db(), "Quillfeather")).hits).toEqual([]);
    setSearchIdentity({ firm: "Quillfeather Advisory", email: "hello@quill.example", privacyEmail: "privacy@quill.example" });
    try {
      await backfillSearchIndex(db(), await searchablePages(db()));
      const team = (await searchSite(db(), "Quillfeather founded")).hits.find((hit) => hit.url === "/team");
      expect(team?.headline.replace(/[^\p{L}\p{N} ]/gu, "")).toContain("founded Quillfeather Advisory to give");
    } finally {
      setSearchIdentity(null);
      await backfillSearchIndex(db(), await searchablePages(db()));
    }
    expect((await searchSite(db(), "Quillfeather")).hits).toEqual([]);
  });

  it("warms connections with searches that change nothing: no miss counted, no rate limit hit", async () => {
    const before = { misses: await db().select().from(searchMisses), limits: await db().select().from(rateLimits) };
    await database().warmConnections(searchWarmUpStatements());
    expect({ misses: await db().select().from(searchMisses), limits: await db().select().from(rateLimits) }).toEqual(before);
    expect((await searchSite(db(), "contribution limits")).total).toBeGreaterThan(0);
  });

  it("finds the contribution limits page first, for the words of its title", async () => {
    const outcome = await searchSite(db(), "contribution limits");
    expect(outcome.hits[0]).toMatchObject({ kind: "page", url: "/resources/contribution-limits", title: "HSA Contribution Limits" });
    expect(outcome.correctedQuery).toBeNull();
  });

  it("ranks the obvious page first: the page a figure answer names, then titles over bodies", async () => {
    await createPost(db(), {
      title: "Payroll reconciliation for employers",
      excerpt: "A checklist.",
      content: "<p>Match each deposit to the custodian's statement.</p>",
      category: "Compliance",
    });
    await createPost(db(), {
      title: "Notes from the autumn meeting",
      excerpt: "Minutes.",
      content: `<p>${"Payroll reconciliation came up again. ".repeat(12)}</p>`,
      category: "Compliance",
    });
    await createPost(db(), {
      title: "HSA Investment Strategies for Long-Term Growth",
      excerpt: "Growth over decades.",
      content: "<p>Keep a cash cushion, then invest the rest in low-cost funds.</p>",
      category: "Compliance",
    });
    const firstTitle = async (query: string) => {
      const state = await siteSearch(db(), {
        query,
        clientIp: "198.51.100.45",
        userAgent: "Mozilla/5.0 (ranking test)",
        years: BUILT_IN_FIGURES_YEARS,
        today: "2026-12-06",
      });
      return state.kind === "searched" ? state.outcome.hits[0]?.title : state.kind;
    };
    const expectedFirst: [string, string][] = [
      ["2026 family limit", "HSA Contribution Limits"],
      ["2027 self-only contribution limit", "HSA Contribution Limits"],
      ["catch-up", "HSA Contribution Limits"],
      ["HDHP minimum deductible", "HDHP Amounts"],
      ["out-of-pocket maximum 2026", "HDHP Amounts"],
      ["contribution limits", "HSA Contribution Limits"],
      ["hsa history", "History of HSA Rules"],
      ["payroll reconciliation", "Payroll reconciliation for employers"],
      ["HSA investment strategies", "HSA Investment Strategies for Long-Term Growth"],
    ];
    const firsts: [string, string | undefined][] = [];
    for (const [query] of expectedFirst) firsts.push([query, await firstTitle(query)]);
    expect(firsts).toEqual(expectedFirst);
  });

  it("finds the limits page for a misspelt query, and says what it searched instead", async () => {
    const outcome = await searchSite(db(), "contributon limt");
    expect(outcome.correctedQuery).toBe("contribution limit");
    expect(outcome.hits[0]?.url).toBe("/resources/contribution-limits");
  });

  it("finds a post by a word of its body, marks it in the snippet, and forgets it when unpublished", async () => {
    const post = await createPost(db(), {
      title: "Notes from the spring meeting",
      content: "<p>The board discussed <strong>zanzibarian</strong> custodians &amp; <script>alert(1)</script>trustees.</p>",
      category: "Compliance",
    });
    const found = await searchSite(db(), "zanzibarian");
    expect(found.hits).toHaveLength(1);
    expect(found.hits[0]).toMatchObject({ kind: "post", title: "Notes from the spring meeting" });
    expect(found.hits[0]!.headline).toContain("\uE000zanzibarian\uE001");
    expect(found.hits[0]!.headline).not.toMatch(/<|alert/);

    await unpublishPost(db(), post.id);
    expect((await searchSite(db(), "zanzibarian")).hits).toHaveLength(0);
    await publishPost(db(), post.id);
    expect((await searchSite(db(), "zanzibarian")).hits).toHaveLength(1);
    await deletePost(db(), post.id);
    expect((await searchSite(db(), "zanzibarian")).hits).toHaveLength(0);
  });

  it("marks a word deep in a long body in the snippet, and a word of the opening without parsing the rest", async () => {
    const filler = "Account holders who keep receipts avoid corrections later. ".repeat(40);
    await createPost(db(), {
      title: "A long note",
      excerpt: "Long.",
      content: `<p>Opening about wombats. ${filler} Late mention of narwhals.</p>`,
      category: "Compliance",
    });
    const deep = await searchSite(db(), "narwhals");
    expect(deep.hits[0]?.headline).toContain("\uE000narwhals\uE001");
    const early = await searchSite(db(), "wombats");
    expect(early.hits[0]?.headline).toContain("\uE000wombats\uE001");
    expect(early.hits[0]?.headline).not.toContain("narwhals");
  });

  it("understands phrases, -word and or", async () => {
    await createPost(db(), { title: "Quokka trustees", excerpt: "About quokkas.", content: "<p>quokka zebrafish</p>", category: "Compliance" });
    await createPost(db(), { title: "Quokka custodians", excerpt: "About quokkas.", content: "<p>quokka yakherder</p>", category: "Compliance" });
    expect((await searchSite(db(), "quokka -yakherder")).hits.map((hit) => hit.title)).toEqual(["Quokka trustees"]);
    expect((await searchSite(db(), "zebrafish or yakherder")).hits).toHaveLength(2);
    expect((await searchSite(db(), '"yakherder quokka"')).hits).toHaveLength(0);
    expect((await searchSite(db(), '"quokka yakherder"')).hits.map((hit) => hit.title)).toEqual(["Quokka custodians"]);
  });

  it("makes a query find the page once staff add a synonym", async () => {
    expect((await searchSite(db(), "bananarama")).hits).toHaveLength(0);
    const admin = await actorFor(db(), "synonym-admin");
    const group = await addSynonymGroup(db(), admin, "bananarama, contribution limits");
    expect((await searchSite(db(), "bananarama")).hits[0]?.url).toBe("/resources/contribution-limits");
    await deleteSynonymGroup(db(), admin, group.id);
    expect((await searchSite(db(), "bananarama")).hits).toHaveLength(0);
  });

  it("indexes a published edit of a page in the publishing transaction", async () => {
    const admin = await actorFor(db(), "content-admin");
    const document = documentOf(contributionLimitsContent);
    await saveContent(db(), admin, {
      id: document.id,
      expectedVersion: 0,
      data: { ...document.declaration.defaults, intro: `${document.declaration.defaults.intro} Xylophonist savers welcome.` },
      intent: { kind: "draft" },
    });
    expect((await searchSite(db(), "xylophonist")).hits).toHaveLength(0);
    await saveContent(db(), admin, {
      id: document.id,
      expectedVersion: 1,
      data: { ...document.declaration.defaults, intro: `${document.declaration.defaults.intro} Xylophonist savers welcome.` },
      intent: { kind: "publish" },
    });
    expect((await searchSite(db(), "xylophonist")).hits[0]?.url).toBe("/resources/contribution-limits");
  });

  it("answers hostile queries without failing", async () => {
    for (const query of ["!!! ((( )))", '"unbalanced', "a".repeat(200), "中文 搜索", "привет мир", "& | ! <-> :*", "-", "or or or"]) {
      await expect(searchSite(db(), query)).resolves.toMatchObject({ hits: expect.any(Array) });
    }
  });

  it("keeps misses without e-mail addresses or personal numbers, and deletes them past retention", async () => {
    await recordSearchMiss(db(), "HDHP for jane.doe@example.com 555-123-4567", new Date("2026-03-02T15:00:00Z"));
    await recordSearchMiss(db(), "hdhp for jane.doe@example.com 555-123-4567", new Date("2026-03-02T16:00:00Z"));
    await recordSearchMiss(db(), "pub 969", new Date("2026-06-01T15:00:00Z"));
    const misses = await listSearchMisses(db());
    expect(misses).toEqual([
      { query: "hdhp for [email] [number]", count: 2, lastDay: "2026-03-02" },
      { query: "pub 969", count: 1, lastDay: "2026-06-01" },
    ]);
    expect(await pruneSearchMisses(db(), new Date("2026-04-01T12:00:00Z"))).toBe(1);
    expect((await db().select().from(searchMisses)).map((row) => row.query)).toEqual(["pub 969"]);
  });

  it("backfills posts written around the index and removes what is no longer public", async () => {
    const post = await createPost(db(), { title: "Backfilled walrus", content: "<p>walrus</p>", category: "Compliance" });
    await db()
      .delete(searchDocuments)
      .where(eq(searchDocuments.key, `post:${post.id}`));
    expect((await searchSite(db(), "walrus")).hits).toHaveLength(0);
    const outcome = await backfillSearchIndex(db(), await searchablePages(db()));
    expect(outcome.posts).toBeGreaterThanOrEqual(1);
    expect((await searchSite(db(), "walrus")).hits).toHaveLength(1);
  });
});
