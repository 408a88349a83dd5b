import { describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import { checkContentFigures, checkFigures, sentencesOf } from "~/lib/hsa/figures-check";

const TODAY = "2026-11-27";
const check = (text: string) => checkFigures(text, BUILT_IN_FIGURES_YEARS, TODAY);
const messages = (text: string) => check(text).map((warning) => warning.message);

/** The built-in compliance post as the specification wrote it (2023's figures under a 2024 heading). */
const SPEC_COMPLIANCE_POST = `<p>Health savings accounts stay one of the most tax-efficient tools in American benefits.</p>
<h2>2024 contribution limits</h2>
<p>For 2024, the limits are <strong>$3,850 for individual (self-only) coverage</strong> and <strong>$7,750 for family coverage</strong>. Account holders aged 55 and older may add a <strong>$1,000 catch-up contribution</strong>.</p>`;

describe("the figures check", () => {
  it("names last year's limit stated as this year's, with the year's figure and its source", () => {
    expect(messages("<p>HSA owners: the 2024 limits of $3,850 individual and $7,750 family apply.</p>")).toEqual([
      "$3,850 was the 2023 self-only limit; 2024's was $4,150 — Rev. Proc. 2023-23",
      "$7,750 was the 2023 family limit; 2024's was $8,300 — Rev. Proc. 2023-23",
    ]);
  });

  it("flags the specification's compliance post, and not its correct catch-up", () => {
    const warnings = check(SPEC_COMPLIANCE_POST);
    expect(warnings.map((warning) => [warning.year, warning.stated, warning.kind, warning.knownAs])).toEqual([
      [2024, 3850, "selfOnlyLimit", { year: 2023, kind: "selfOnlyLimit" }],
      [2024, 7750, "familyLimit", { year: 2023, kind: "familyLimit" }],
    ]);
    expect(warnings[0]!.excerpt).toBe("For 2024, the limits are $3,850 for individual (self-only) coverage and $7,750 for family coverage.");
    expect(warnings[0]!.source).toEqual({ title: "Rev. Proc. 2023-23", url: "https://www.irs.gov/pub/irs-drop/rp-23-23.pdf" });
  });

  it("passes correct figures, and amounts stated for the year they belong to", () => {
    expect(check("<p>For 2024 the HSA limits are $4,150 (self-only) and $8,300 (family), up from $3,850 in 2023.</p>")).toEqual([]);
    expect(check("<p>The 2023 and 2024 HSA limits were $3,850 and $4,150 for self-only coverage.</p>")).toEqual([]);
  });

  it("takes the year from the section's heading and the sentence before", () => {
    expect(messages("<h3>HSA limits for 2025</h3><p>Self-only coverage: $4,150.</p>")).toEqual([
      "$4,150 was the 2024 self-only limit; 2025's was $4,300 — Rev. Proc. 2024-25",
    ]);
    expect(messages("<p>In 2026 the HSA rules change. The family limit becomes $8,550.</p>")).toEqual([
      "$8,550 was the 2025 family limit; 2026's is $8,750 — Rev. Proc. 2025-19",
    ]);
  });

  it("checks HDHP deductibles, out-of-pocket maximums and the catch-up", () => {
    expect(
      messages(
        "<p>For 2026, an HDHP must have a minimum deductible of $1,650 for self-only coverage and an out-of-pocket maximum of $16,600 for family coverage.</p>",
      ),
    ).toEqual([
      "$1,650 was the 2025 HDHP minimum deductible for self-only coverage; 2026's is $1,700 — Rev. Proc. 2025-19",
      "$16,600 was the 2025 HDHP out-of-pocket maximum for family coverage; 2026's is $17,000 — Rev. Proc. 2025-19",
    ]);
    expect(messages("<p>In 2026, HSA owners 55 and older may add a $1,500 catch-up contribution.</p>")).toEqual([
      "$1,500 is not the 2026 catch-up contribution; 2026's is $1,000 — Rev. Proc. 2025-19",
    ]);
  });

  it("names both figures when an amount matches neither and the coverage is not said", () => {
    expect(messages("<p>The 2027 HSA contribution limit is $4,600.</p>")).toEqual([
      "$4,600 is not a 2027 figure of this kind; 2027's are $4,500 (self-only limit) and $9,000 (family limit) — Rev. Proc. 2026-24",
    ]);
  });

  it("reads tables by their column headers", () => {
    const table =
      "<p>HSA limits by year.</p><table><tr><th>Year</th><th>Self-only</th><th>Family</th></tr><tr><td>2025</td><td>$4,300</td><td>$8,300</td></tr></table>";
    expect(messages(table)).toEqual(["$8,300 was the 2024 family limit; 2025's was $8,550 — Rev. Proc. 2024-25"]);
  });

  it("leaves alone texts about something else, other amounts, revenue procedure numbers and years without figures", () => {
    expect(check("<p>In 2024 our course cost $3,850 and the family pass $7,750.</p>")).toEqual([]);
    expect(check("<p>HSA fees in 2024 were $45 a year; see Rev. Proc. 2023-23 for the $4,150 limit.</p>")).toEqual([]);
    expect(check("<p>The 2019 HSA self-only limit was $3,500.</p>")).toEqual([]);
    expect(check("<p>HSA programs grew in 2024, and an account with $150 a month adds up.</p>")).toEqual([]);
  });

  it("reads entities and plain text", () => {
    expect(messages("<p>HSA 2024 self-only limit: &#36;3,850.</p>")).toHaveLength(1);
    expect(messages("HSA news\n\nThe 2024 self-only limit is $3,850.")).toEqual([
      "$3,850 was the 2023 self-only limit; 2024's was $4,150 — Rev. Proc. 2023-23",
    ]);
  });

  it("does not cut sentences after abbreviations", () => {
    expect(sentencesOf("Rev. Proc. 2023-23 sets it. The U.S. limit is $4,150. Done")).toEqual([
      "Rev. Proc. 2023-23 sets it.",
      "The U.S. limit is $4,150.",
      "Done",
    ]);
  });

  it("checks every text of a site content document and says where each warning is", () => {
    const document = { intro: "Plain text", cards: [{ note: "The 2024 family limit is $7,750." }, { note: "The 2024 family limit is $8,300." }] };
    const warnings = checkContentFigures(document, BUILT_IN_FIGURES_YEARS, TODAY);
    expect(warnings.map((warning) => [warning.path, warning.message])).toEqual([
      ["cards.0.note", "$7,750 was the 2023 family limit; 2024's was $8,300 — Rev. Proc. 2023-23"],
    ]);
  });
});
