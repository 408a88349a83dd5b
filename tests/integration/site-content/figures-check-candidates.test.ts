import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsItems, posts } from "~/db/schema";
import { MAY_STATE_AN_AMOUNT } from "~/lib/hsa/figures-check";
import { queryRows } from "~/services/platform";
import { publishedFiguresCheck } from "~/services/site-content";
import { createTestPost, insertRawPost } from "../../support/factories";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

/** Texts and whether they name a currency, as the figures check's own test reads them. */
const TEXTS = [
  "<p>The limit is $4,300.</p>",
  "<p>USD 4,300 a year</p>",
  "<p>4,300 dollars</p>",
  "<p>&#36;4,300</p>",
  "<p>Contribution limits and catch-up rules.</p>",
  "<p>busdriver</p>",
];

describe(`the figures check's candidates, marked by the database when written (${testDriver})`, () => {
  const database = useTestDatabase({ perTest: true });
  const db = () => database().db;

  it("marks each post and news item naming a currency as the check's own pattern does, and follows edits", async () => {
    for (const [index, content] of TEXTS.entries()) {
      const id = await insertRawPost(db(), { slug: `post-${index}`, content });
      const [row] = await db().select({ marked: posts.mayStateAmount }).from(posts).where(eq(posts.id, id));
      expect(row!.marked, content).toBe(MAY_STATE_AN_AMOUNT.test(content));
    }
    const id = await insertRawPost(db(), { slug: "edited", content: "<p>No amounts.</p>", title: "HSA news" });
    await db().update(posts).set({ excerpt: "Up to $8,750" }).where(eq(posts.id, id));
    expect((await db().select({ marked: posts.mayStateAmount }).from(posts).where(eq(posts.id, id)))[0]!.marked).toBe(true);
    await db()
      .insert(newsItems)
      .values([
        { postId: id, position: 0, headline: "A $4,400 limit", content: "<p>x</p>" },
        { postId: id, position: 1, headline: "Plain", content: "<p>No figure.</p>" },
      ]);
    const items = await db().select({ headline: newsItems.headline, marked: newsItems.mayStateAmount }).from(newsItems).orderBy(newsItems.position);
    expect(items).toEqual([
      { headline: "A $4,400 limit", marked: true },
      { headline: "Plain", marked: false },
    ]);
  });

  it("reads posts through the marked rows' indexes, and still finds a post stating a wrong figure", async () => {
    const indexes = await queryRows(
      db(),
      sql`select indexname from pg_indexes where indexname in ('posts_may_state_amount_idx', 'news_items_may_state_amount_idx') order by indexname`,
    );
    expect(indexes).toEqual([{ indexname: "news_items_may_state_amount_idx" }, { indexname: "posts_may_state_amount_idx" }]);
    const { id } = await createTestPost(db(), {
      title: "HSA limits for 2024",
      content:
        "<h2>2024 contribution limits</h2><p>For 2024, the limits are <strong>$3,850 for individual (self-only) coverage</strong> and <strong>$7,750 for family coverage</strong>.</p>",
    });
    await createTestPost(db(), { title: "No amounts", content: "<p>Contribution limits and catch-up rules.</p>" });
    // Marked in its body and in a news item: one finding, not one per way it was chosen.
    await db().insert(newsItems).values({ postId: id, position: 0, headline: "Also $5", content: "<p>x</p>" });
    const findings = await publishedFiguresCheck(db(), "2026-11-27");
    expect(findings.map((finding) => finding.postId)).toEqual([id]);
  });
});
