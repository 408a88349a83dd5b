import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import { rateLimitHit } from "~/services/rate-limits";
import { CANDIDATES_RANKED, MATCHES_COUNTED, searchSite, searchStatement } from "~/services/search/search.server";
import { queryRows } from "~/services/platform";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

/** Posts written straight into the index (as many as a count past MATCHES_COUNTED needs), each holding "pelican". */
const POSTS = 1_200;

describe(`site search past a thousand matches (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  beforeAll(async () => {
    await db().execute(sql`insert into search_documents (key, kind, title, url, body, published_on)
      select 'post:bulk-' || lpad(n::text, 5, '0'), 'post', 'Ledger notes ' || n, '/newsletter/bulk-' || n,
        'Pelican custodians reconcile the ledger every month. ' || case when n = 7 then 'A marmoset footnote.' else '' end,
        date '2020-01-01' + n
      from generate_series(1, ${POSTS}) as n`);
    // The oldest post of all, whose title holds the word: found through the title index, not the newest posts.
    await db().execute(sql`insert into search_documents (key, kind, title, url, body, published_on)
      values ('post:pelican-title', 'post', 'The pelican handbook', '/newsletter/pelican-handbook', 'A guide.', date '2010-01-01')`);
    // What the backfill does after indexing this many posts, and a server's autovacuum later.
    await db().execute(sql`analyze search_documents`);
  });

  it("stops counting past MATCHES_COUNTED, and still ranks a title holding the word first and the newest body matches next", async () => {
    const outcome = await searchSite(db(), "pelican");
    expect(outcome.total).toBe(MATCHES_COUNTED);
    expect(outcome.moreThanTotal).toBe(true);
    expect(outcome.matched).toBeGreaterThan(MATCHES_COUNTED);
    expect(outcome.hits).toHaveLength(20);
    expect(outcome.hits[0]?.title).toBe("The pelican handbook");
    // The others come from the newest CANDIDATES_RANKED posts (the same text, so by title among them).
    const newestRanked = new Date(Date.UTC(2020, 0, 1 + POSTS - CANDIDATES_RANKED + 1)).toISOString().slice(0, 10);
    for (const hit of outcome.hits.slice(1)) expect(hit.publishedOn! >= newestRanked).toBe(true);
    expect(outcome.hits[1]?.headline).toContain("\uE000Pelican\uE001");
  });

  it("counts exactly below MATCHES_COUNTED", async () => {
    const outcome = await searchSite(db(), "marmoset");
    expect(outcome).toMatchObject({ total: 1, moreThanTotal: false, matched: 1 });
    expect(outcome.hits[0]?.title).toBe("Ledger notes 7");
  });

  it("reads a word most documents hold through the ordered index and a rare word through the text index", async () => {
    const plan = async (query: string) =>
      (await queryRows<{ "QUERY PLAN": string }>(db(), sql`explain ${searchStatement(query, [])}`)).map((row) => row["QUERY PLAN"]).join("\n");
    const broad = await plan("pelican");
    expect(broad).toMatch(/Index Scan using search_documents_recent_idx/);
    expect(broad).toMatch(/search_documents_title_vector_idx/);
    // A rare word does not walk the ordered index (it would read every document to find one).
    expect(await plan("marmoset")).not.toMatch(/search_documents_recent_idx/);
    // The same with the rate limit's hit carried by the statement, as a visitor's search runs it (decision 097).
    const hit = rateLimitHit(RATE_LIMITS.searchPerAddress, "198.51.100.7", new Date());
    const withHit = async (query: string) =>
      (await queryRows<{ "QUERY PLAN": string }>(db(), sql`explain ${searchStatement(query, [], null, null, hit)}`)).map((row) => row["QUERY PLAN"]).join("\n");
    const broadWithHit = await withHit("pelican");
    expect(broadWithHit).toMatch(/Index Scan using search_documents_recent_idx/);
    expect(broadWithHit).toMatch(/search_documents_title_vector_idx/);
    expect(await withHit("marmoset")).not.toMatch(/search_documents_recent_idx/);
  });
});
