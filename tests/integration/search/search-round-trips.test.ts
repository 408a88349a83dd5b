import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import type { Db } from "~/services/platform";
import { backfillSearchIndex, listSearchMisses, siteSearch } from "~/services/search";
import { searchablePages } from "~/services/site-content";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const dialect = new PgDialect();

/**
 * The database calls made through `db` (one per statement: a builder's method, or a raw statement),
 * by name; a raw statement that reads the search index is named "search".
 */
function countingCalls(db: Db): { db: Db; calls: string[] } {
  const calls: string[] = [];
  const counted = new Set(["select", "insert", "update", "delete", "execute", "transaction"]);
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== "string" || !counted.has(property) || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const readsIndex = property === "execute" && dialect.sqlToQuery(args[0] as SQL).sql.includes('"search_documents"');
        calls.push(readsIndex ? "search" : property);
        return (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, calls };
}

describe(`a search's round trips (${testDriver})`, () => {
  const database = useTestDatabase();
  let counting: ReturnType<typeof countingCalls>;

  beforeAll(async () => {
    await backfillSearchIndex(database().db, await searchablePages(database().db));
    counting = countingCalls(database().db);
  });

  const searchAs = async (query: string, { userAgent = "Mozilla/5.0 (round trips)", clientIp = "198.51.100.94" } = {}) => {
    counting.calls.length = 0;
    const state = await siteSearch(counting.db, {
      query,
      clientIp,
      userAgent,
      years: BUILT_IN_FIGURES_YEARS,
      today: "2026-12-07",
      now: new Date("2026-12-07T06:00:00Z"),
    });
    return { state, calls: [...counting.calls] };
  };
  const search = async (query: string, userAgent?: string) => {
    const { state, calls } = await searchAs(query, { userAgent });
    if (state.kind !== "searched") throw new Error(`not searched: ${state.kind}`);
    return { outcome: state.outcome, calls };
  };
  const missCount = async (query: string) => (await listSearchMisses(database().db)).find((miss) => miss.query === query)?.count ?? 0;

  it("reads staff's synonyms once per synonyms version, not on every search", async () => {
    await search("contribution limits");
    const { outcome, calls } = await search("contribution limit");
    expect(outcome.hits[0]?.url).toBe("/resources/contribution-limits");
    // One statement: the search, carrying the limit's hit (decision 097); no synonyms read.
    expect(calls).toEqual(["search"]);
  });

  it("answers a query asked before at the same content version with the limit's hit alone, and the same outcome", async () => {
    const first = await search("hsa history");
    const again = await search("hsa history");
    expect(again.calls).toEqual(["execute"]);
    expect(again.outcome).toEqual(first.outcome);
    expect(again.outcome.hits.length).toBeGreaterThan(0);
  });

  it("counts a miss in the search's own statement, once per search, and tries no correction apart", async () => {
    const first = await search("zzyzx qwvxk");
    expect(first.outcome).toMatchObject({ hits: [], matched: 0, correctedQuery: null, missRecorded: true });
    expect(first.calls).toEqual(["search"]);
    expect(await missCount("zzyzx qwvxk")).toBe(1);
    // Asked again: the kept outcome, the miss counted in the limit's statement.
    const again = await search("zzyzx qwvxk");
    expect(again.calls).toEqual(["execute"]);
    expect(again.outcome).toEqual(first.outcome);
    expect(await missCount("zzyzx qwvxk")).toBe(2);
    await search("zzyzx qwvxk");
    expect(await missCount("zzyzx qwvxk")).toBe(3);
  });

  it("offers the correction from the first statement, searches it, and counts no miss when it finds something", async () => {
    const { outcome, calls } = await search("contributon limt");
    expect(outcome.correctedQuery).toBe("contribution limit");
    expect(outcome.hits[0]?.url).toBe("/resources/contribution-limits");
    expect(outcome.missRecorded).toBe(false);
    // The first statement (nothing matched, corrections found) and the corrected query's.
    expect(calls).toEqual(["search", "search"]);
    expect(await missCount("contributon limt")).toBe(0);
    const again = await search("contributon limt");
    expect(again.calls).toEqual(["execute"]);
    expect(again.outcome).toEqual(outcome);
    expect(await missCount("contributon limt")).toBe(0);
  });

  it("counts a miss once when the corrected query finds nothing either", async () => {
    const { outcome, calls } = await search("contributon zzyzxq");
    expect(outcome).toMatchObject({ hits: [], correctedQuery: null, missRecorded: false });
    expect(calls).toEqual(["search", "search", "insert"]);
    expect(await missCount("contributon zzyzxq")).toBe(1);
    const again = await search("contributon zzyzxq");
    expect(again.calls).toEqual(["execute"]);
    expect(again.outcome).toMatchObject({ hits: [], correctedQuery: null, missRecorded: true });
    expect(await missCount("contributon zzyzxq")).toBe(2);
  });

  it("counts no miss for a bot", async () => {
    const bot = await search("zzyzx botquery", "Googlebot/2.1 (+http://www.google.com/bot.html)");
    expect(bot.outcome.missRecorded).toBe(false);
    expect(await missCount("zzyzx botquery")).toBe(0);
    // A person asking the same afterwards is counted, from the kept outcome too.
    const person = await search("zzyzx botquery");
    expect(person.calls).toEqual(["execute"]);
    expect(person.outcome.missRecorded).toBe(true);
    expect(await missCount("zzyzx botquery")).toBe(1);
  });

  it("refuses an address over the limit in the search's own statement, which then reads nothing and counts no miss", async () => {
    const clientIp = "203.0.113.97";
    for (let n = 0; n < 60; n++) expect((await searchAs("hsa history", { clientIp })).state.kind).toBe("searched");
    // A query not asked before: the limit's hit rides on the search's statement.
    const refused = await searchAs("zzyzx refusedq", { clientIp });
    expect(refused.state).toMatchObject({ kind: "limited" });
    expect(refused.calls).toEqual(["search"]);
    expect(await missCount("zzyzx refusedq")).toBe(0);
    // A query whose outcome is kept: the limit's statement alone.
    const again = await searchAs("hsa history", { clientIp });
    expect(again.state).toMatchObject({ kind: "limited" });
    expect(again.calls).toEqual(["execute"]);
  });
});
