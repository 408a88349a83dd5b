import { describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import { amountsIn, numberFromWords } from "~/lib/hsa/figure-statements";
import { checkFigures } from "~/lib/hsa/figures-check";

const TODAY = "2026-12-06";
/** What a phrasing should raise: nothing (right), or the amounts it states wrongly, each as [year, stated, kind]. */
type Case = readonly [text: string, wrong: readonly (readonly [number, number, string | null])[]];

/**
 * Phrasings of HSA figures as staff write them, right and wrong (2026: $4,400 self-only, $8,750
 * family, $1,000 catch-up; HDHP minimum deductible $1,700/$3,400, out-of-pocket $8,500/$17,000).
 */
const CORPUS: readonly Case[] = [
  // Right.
  ["The 2026 self-only HSA limit is $4,400 and the family limit is $8,750.", []],
  ["The 2026 family HSA limit is $8,750 and the self-only limit is $4,400.", []],
  ["For 2026, you can put $4,400 in an HSA with self-only coverage, or $8,750 with family coverage.", []],
  ["HSA limits for 2026: $4,400 for self-only coverage and $8,750 for family coverage.", []],
  ["In 2026 the HSA contribution limits are $4,400 (self-only) and $8,750 (family).", []],
  ["The 2026 HSA limits are $4,400 and $8,750 for self-only and family coverage, respectively.", []],
  ["Self-only HSA coverage is capped at $4,400 in 2026, while family coverage is capped at $8,750.", []],
  ["The HSA limit for family coverage is $8,750 in 2026, and $4,400 for self-only.", []],
  ["In 2026 an HSA owner with self-only coverage may contribute 4,400 dollars.", []],
  ["The 2026 family HSA limit is USD 8,750.", []],
  ["The 2026 self-only HSA limit is $4.4k and the family limit $8.75k.", []],
  ["The 2026 self-only HSA limit is four thousand four hundred dollars.", []],
  ["HSA owners 55 and older may add a $1,000 catch-up contribution in 2026.", []],
  ["In 2026, HSA savers aged 55 or older can contribute an extra $1,000.", []],
  ["The 2026 self-only HSA limit is $4,400, plus $1,000 catch-up at 55.", []],
  ["For 2026 an HDHP needs a deductible of at least $1,700 for self-only coverage and $3,400 for family coverage.", []],
  ["The 2026 HDHP out-of-pocket maximum is $8,500 for self-only coverage and $17,000 for family coverage.", []],
  ["The HSA self-only limit rises to $4,400 in 2026 from $4,300 in 2025.", []],
  ["The 2026 family HSA limit of $8,750 is up from $8,550 in 2025.", []],
  ["In 2025 the HSA limits were $4,300 (self-only) and $8,550 (family); in 2026 they are $4,400 and $8,750.", []],
  ["HSA owners with self-only coverage can save $366.67 a month in 2026.", []],
  ["Our HSA workshop in 2026 costs $450 per person.", []],
  ["The 2027 HSA limits are $4,500 for self-only coverage and $9,000 for family coverage.", []],
  ["For 2026, the HSA contribution limit is $4,400 with self-only coverage; with family coverage it is $8,750.", []],
  // Wrong.
  ["The 2026 self-only HSA limit is $4,300 and the family limit is $8,750.", [[2026, 4300, "selfOnlyLimit"]]],
  ["The 2026 self-only HSA limit is $4,400 and the family limit is $8,550.", [[2026, 8550, "familyLimit"]]],
  ["In 2026 an HSA owner with self-only coverage may contribute 4,300 dollars.", [[2026, 4300, "selfOnlyLimit"]]],
  ["The 2026 self-only HSA limit is USD 4,300.", [[2026, 4300, "selfOnlyLimit"]]],
  ["The 2026 family HSA limit is US$8,550.", [[2026, 8550, "familyLimit"]]],
  ["The 2026 self-only HSA limit is $4.3k.", [[2026, 4300, "selfOnlyLimit"]]],
  ["The 2026 family HSA limit is eight thousand five hundred fifty dollars.", [[2026, 8550, "familyLimit"]]],
  ["The 2026 self-only HSA limit is four thousand three hundred dollars.", [[2026, 4300, "selfOnlyLimit"]]],
  ["In 2026, HSA savers aged 55 or older can contribute an extra $1,500.", [[2026, 1500, "catchUp"]]],
  ["The 2026 self-only HSA limit is $4,400, plus a $1,500 catch-up at 55.", [[2026, 1500, "catchUp"]]],
  ["HSA owners 55 and older may add $2,000 in catch-up contributions in 2026.", [[2026, 2000, "catchUp"]]],
  [
    "The 2026 HSA limits are $4,300 and $8,550 for self-only and family coverage, respectively.",
    [
      [2026, 4300, "selfOnlyLimit"],
      [2026, 8550, "familyLimit"],
    ],
  ],
  ["For 2026, you can put $4,300 in an HSA with self-only coverage, or $8,750 with family coverage.", [[2026, 4300, "selfOnlyLimit"]]],
  ["For 2026 an HDHP needs a deductible of at least $1,650 for self-only coverage and $3,400 for family coverage.", [[2026, 1650, "selfOnlyDeductible"]]],
  ["The 2026 HDHP out-of-pocket maximum is $8,500 for self-only coverage and $16,600 for family coverage.", [[2026, 16600, "familyOutOfPocket"]]],
  ["Self-only HSA coverage is capped at $4,150 in 2026, while family coverage is capped at $8,750.", [[2026, 4150, "selfOnlyLimit"]]],
  ["The HSA limit for family coverage is $8,300 in 2026, and $4,400 for self-only.", [[2026, 8300, "familyLimit"]]],
  ["In 2026 the HSA contribution limits are $4,400 (self-only) and $8,550 (family).", [[2026, 8550, "familyLimit"]]],
  ["The 2027 HSA limits are $4,400 for self-only coverage and $9,000 for family coverage.", [[2027, 4400, "selfOnlyLimit"]]],
  ["The 2026 HSA family limit is $8.55k.", [[2026, 8550, "familyLimit"]]],
];

describe("the figures check over a corpus of phrasings", () => {
  it("holds at least 40 phrasings, right and wrong", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(CORPUS.filter(([, wrong]) => wrong.length).length).toBeGreaterThanOrEqual(15);
    expect(CORPUS.filter(([, wrong]) => !wrong.length).length).toBeGreaterThanOrEqual(15);
  });

  for (const [text, wrong] of CORPUS) {
    it(`${wrong.length ? "flags" : "passes"}: ${text}`, () => {
      const warnings = checkFigures(`<p>${text}</p>`, BUILT_IN_FIGURES_YEARS, TODAY);
      expect(warnings.map((warning) => [warning.year, warning.stated, warning.kind])).toEqual(wrong);
    });
  }
});

describe("reading amounts", () => {
  it("reads every way of writing an amount, and not amounts per month", () => {
    const read = (text: string) => amountsIn(text).map((amount) => amount.dollars);
    expect(read("$4,400, $4400.00, $4.4k, $4.4 thousand, US$4,400, USD 4,400, 4,400 dollars, 4,400 USD")).toEqual([
      4400, 4400, 4400, 4400, 4400, 4400, 4400, 4400,
    ]);
    expect(read("four thousand four hundred dollars and a thousand dollars")).toEqual([4400, 1000]);
    expect(read("$4.40 and $366.67 a month")).toEqual([4.4]);
    expect(read("Rev. Proc. 2025-19 in 2026")).toEqual([]);
  });

  it("reads numbers in words", () => {
    expect(numberFromWords("eight thousand seven hundred and fifty")).toBe(8750);
    expect(numberFromWords("seventeen thousand")).toBe(17000);
    expect(numberFromWords("forty-four hundred")).toBe(4400);
    expect(numberFromWords("many")).toBeNull();
  });
});
