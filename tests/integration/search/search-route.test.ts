import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/site/search";
import { listSearchMisses, backfillSearchIndex } from "~/services/search";
import { searchablePages } from "~/services/site-content";
import type { AppServices } from "~/services/platform";
import { getRequest } from "../../support/admin-fixtures";
import { createTestContext, createTestServices } from "../../support/test-services";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const SITE = "https://www.example.com";
const PERSON = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Loaded = { data: { query: string; state: { kind: string; answer?: unknown; outcome?: { hits: { url: string }[] } } }; init: ResponseInit | null };

describe(`the search page (${testDriver})`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let address = 0;

  beforeAll(async () => {
    services = createTestServices(database(), { SITE_URL: SITE });
    await backfillSearchIndex(database().db, await searchablePages(database().db));
  });

  async function search(q: string, { userAgent = PERSON, clientIp = `198.51.100.${++address}` } = {}) {
    const request = getRequest(`${SITE}/search?q=${encodeURIComponent(q)}`);
    request.headers.set("user-agent", userAgent);
    const result = (await loader({ request, params: {}, context: createTestContext(services, { clientIp }) } as never)) as unknown as Loaded;
    return { ...result.data, status: result.init?.status ?? 200, headers: new Headers(result.init?.headers) };
  }

  it("answers “2026 family limit” with $8,750, its year and its source, from the stored figures, and never lets the page cache keep it", async () => {
    const page = await search("2026 family limit");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.state.answer).toMatchObject({
      year: 2026,
      amounts: [{ label: "Family coverage", amount: 8_750 }],
      sourceTitle: "Rev. Proc. 2025-19",
      sourceUrl: "https://www.irs.gov/pub/irs-drop/rp-25-19.pdf",
    });
  });

  it("answers hostile queries with a page", async () => {
    for (const q of ["x".repeat(10_000), "!!!", '"open quote', "日本語の検索", "nul\u0000byte", "<script>alert(1)</script>"]) {
      const page = await search(q);
      expect(page.status, q.slice(0, 20)).toBe(200);
      expect(page.query.length).toBeLessThanOrEqual(200);
      expect(page.query).not.toContain("\u0000");
    }
    expect((await search("!!! ???")).state.kind).toBe("nothing-to-search");
  });

  it("counts a miss for a person, not for a bot", async () => {
    await search("walrusology", { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect((await listSearchMisses(database().db)).map((miss) => miss.query)).not.toContain("walrusology");
    await search("walrusology");
    expect((await listSearchMisses(database().db)).find((miss) => miss.query === "walrusology")?.count).toBe(1);
  });

  it("refuses an address that searches too often with 429 before searching", async () => {
    const clientIp = "203.0.113.77";
    // The limit counts per clock minute: 61 searches straddling a minute's end would start a new count.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 25_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 100));
    for (let n = 0; n < 60; n++) expect((await search("hsa", { clientIp })).status).toBe(200);
    const refused = await search("hsa", { clientIp });
    expect(refused.status).toBe(429);
    expect(refused.state.kind).toBe("limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 90_000);
});
