import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calculatorContent } from "~/content/contribution-calculator";
import { legislationContent } from "~/content/legislation";
import { hdhpAmountsContent } from "~/content/resources/hdhp-amounts";
import { learningCenterContent } from "~/content/resources/learning-center";
import { contentDocuments } from "~/db/schema/index";
import { useTestDatabase } from "../../support/use-test-database";

const DRIZZLE = path.resolve(import.meta.dirname, "../../../drizzle");
// Found by its name, whatever number the merge gives it.
const MIGRATION = path.join(
  DRIZZLE,
  readdirSync(DRIZZLE).find((name) => name.endsWith("_built_in_text_corrections.sql"))!,
);
const OLD_INTRO =
  "How much may you put into an HSA this year? Tell us your coverage month by month, your age and what has gone in already. The calculator applies every IRS rule, from partial years and Medicare to the last-month rule and spouses' shares, and explains each figure.";
const OLD_NOTE =
  "Keep receipts for every distribution. Health insurance premiums generally are not qualified expenses, with exceptions such as COBRA, coverage while receiving unemployment compensation, and Medicare premiums after age 65.";

const OLD_HDHP_NOTE =
  "An HDHP may cover preventive care, telehealth and certain insulin products before the deductible is met without affecting HSA eligibility.";

const builtIn = <Data>(type: { documents: readonly { defaults: Data }[] }) => structuredClone(type.documents[0]!.defaults) as Data;

describe("the migration that brings corrected built-in texts to stored documents", () => {
  const database = useTestDatabase();

  async function store(id: string, type: string, published: unknown, draft: unknown = null) {
    await database()
      .db.insert(contentDocuments)
      .values({ id, type, version: 1, published: published as never, draft: draft as never, publishedAt: new Date() });
  }
  const stored = async (id: string) => (await database().db.select().from(contentDocuments).where(eq(contentDocuments.id, id)))[0]!;

  it("replaces the old built-in wording word for word, in the published version and the draft, and leaves what staff reworded", async () => {
    const calculator = { ...builtIn(calculatorContent), intro: OLD_INTRO, title: "Our calculator" };
    await store("contribution-calculator", "contribution-calculator", calculator, { ...calculator, intro: "Our own words about the calculator." });
    await store("hsa-legislation", "hsa-legislation", { ...builtIn(legislationContent), lastUpdatedLabel: "Last updated" });
    await store(
      "learning-center",
      "learning-center",
      { ...builtIn(learningCenterContent), eligibleExpensesNote: OLD_NOTE },
      { ...builtIn(learningCenterContent), eligibleExpensesNote: OLD_NOTE },
    );

    await store("hdhp-amounts", "hdhp-amounts", { ...builtIn(hdhpAmountsContent), note: OLD_HDHP_NOTE });

    for (const statement of readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint")) await database().db.execute(sql.raw(statement));

    const calculatorRow = await stored("contribution-calculator");
    expect((calculatorRow.published as typeof calculator).intro).toBe(builtIn(calculatorContent).intro);
    expect((calculatorRow.published as typeof calculator).title).toBe("Our calculator");
    expect((calculatorRow.draft as typeof calculator).intro).toBe("Our own words about the calculator.");
    expect(((await stored("hsa-legislation")).published as { lastUpdatedLabel: string }).lastUpdatedLabel).toBe("Bills reviewed on");
    const learning = await stored("learning-center");
    for (const version of [learning.published, learning.draft]) {
      expect((version as { eligibleExpensesNote: string }).eligibleExpensesNote).toBe(builtIn(learningCenterContent).eligibleExpensesNote);
    }
    // Each corrected document still fits its type.
    expect(calculatorContent.schema.safeParse(calculatorRow.published).success).toBe(true);
    expect(learningCenterContent.schema.safeParse(learning.published).success).toBe(true);
    expect(((await stored("hdhp-amounts")).published as { note: string }).note).toBe(builtIn(hdhpAmountsContent).note);
  });
});
