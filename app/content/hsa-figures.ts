import { defineContentType } from "~/lib/site-content/content-type";
import { amount, date, group, integer, link, list, text } from "~/lib/site-content/fields";
import { HDHP_AMOUNTS_PATH, HOME_PATH, resourcePath } from "~/lib/site/public-paths";

/**
 * HSA contribution limits and HDHP amounts by tax year, each with the IRS document that set it and
 * the day it takes effect: the one place the site states these figures (pages, the calculator and
 * the figures check read them from here). The catch-up is fixed by statute (26 U.S.C. §223(b)(3)),
 * not indexed. Checked against the revenue procedures in November 2026.
 */

const coverage = (what: string) => group(what, { selfOnly: amount("Self-only coverage"), family: amount("Family coverage") });

const figuresYear = {
  year: integer("Tax year", { min: 2004, max: 2100 }),
  effectiveDate: date("Takes effect on", { help: "Contribution limits take effect on January 1 of the tax year." }),
  contributionLimit: coverage("HSA contribution limit"),
  catchUp: amount("Catch-up contribution, age 55 or older", { max: 100_000 }),
  minimumDeductible: coverage("HDHP minimum annual deductible"),
  maximumOutOfPocket: coverage("HDHP maximum out-of-pocket"),
  sourceTitle: text("Source", { max: 120, help: "The IRS document that set these figures, e.g. Rev. Proc. 2025-19." }),
  sourceUrl: link("Source address", { help: "The document on irs.gov (https://...)." }),
} as const;

type Coverage = { selfOnly: number; family: number };
const coverageOf = (selfOnly: number, family: number): Coverage => ({ selfOnly, family });
const revProc = (number: string) => ({
  sourceTitle: `Rev. Proc. ${number}`,
  sourceUrl: `https://www.irs.gov/pub/irs-drop/rp-${number.slice(2)}.pdf`,
});

/** Oldest first; every figure as its revenue procedure states it. */
export const BUILT_IN_FIGURES_YEARS = [
  {
    year: 2021,
    effectiveDate: "2021-01-01",
    contributionLimit: coverageOf(3_600, 7_200),
    catchUp: 1_000,
    minimumDeductible: coverageOf(1_400, 2_800),
    maximumOutOfPocket: coverageOf(7_000, 14_000),
    ...revProc("2020-32"),
  },
  {
    year: 2022,
    effectiveDate: "2022-01-01",
    contributionLimit: coverageOf(3_650, 7_300),
    catchUp: 1_000,
    minimumDeductible: coverageOf(1_400, 2_800),
    maximumOutOfPocket: coverageOf(7_050, 14_100),
    ...revProc("2021-25"),
  },
  {
    year: 2023,
    effectiveDate: "2023-01-01",
    contributionLimit: coverageOf(3_850, 7_750),
    catchUp: 1_000,
    minimumDeductible: coverageOf(1_500, 3_000),
    maximumOutOfPocket: coverageOf(7_500, 15_000),
    ...revProc("2022-24"),
  },
  {
    year: 2024,
    effectiveDate: "2024-01-01",
    contributionLimit: coverageOf(4_150, 8_300),
    catchUp: 1_000,
    minimumDeductible: coverageOf(1_600, 3_200),
    maximumOutOfPocket: coverageOf(8_050, 16_100),
    ...revProc("2023-23"),
  },
  {
    year: 2025,
    effectiveDate: "2025-01-01",
    contributionLimit: coverageOf(4_300, 8_550),
    catchUp: 1_000,
    minimumDeductible: coverageOf(1_650, 3_300),
    maximumOutOfPocket: coverageOf(8_300, 16_600),
    ...revProc("2024-25"),
  },
  {
    year: 2026,
    effectiveDate: "2026-01-01",
    contributionLimit: coverageOf(4_400, 8_750),
    catchUp: 1_000,
    minimumDeductible: coverageOf(1_700, 3_400),
    maximumOutOfPocket: coverageOf(8_500, 17_000),
    ...revProc("2025-19"),
  },
  {
    year: 2027,
    effectiveDate: "2027-01-01",
    contributionLimit: coverageOf(4_500, 9_000),
    catchUp: 1_000,
    minimumDeductible: coverageOf(1_750, 3_500),
    maximumOutOfPocket: coverageOf(8_700, 17_400),
    ...revProc("2026-24"),
  },
];

export const hsaFiguresContent = defineContentType({
  id: "hsa-figures",
  label: "HSA and HDHP figures",
  group: "HSA figures and rules",
  description:
    "Each tax year's HSA contribution limits and HDHP amounts, with the IRS source and the day they take effect. Pages show the year in force today as current.",
  fields: {
    years: list("Tax years", figuresYear, { max: 60, min: 1, itemLabel: "year", singular: "tax year" }),
  },
  refine(data, context) {
    data.years.forEach((entry, index) => {
      const earlier = data.years.slice(0, index);
      if (earlier.some((other) => other.year === entry.year)) {
        context.addIssue({ code: "custom", path: ["years", index, "year"], message: `${entry.year} is already in the list` });
      }
      const overlapping = data.years.find(
        (other, otherIndex) => otherIndex !== index && other.year !== entry.year && other.effectiveDate === entry.effectiveDate,
      );
      if (overlapping) {
        context.addIssue({
          code: "custom",
          path: ["years", index, "effectiveDate"],
          message: `${entry.year} cannot take effect on the same day as ${overlapping.year}`,
        });
        return;
      }
      const outOfOrder = data.years.find(
        (other) =>
          (other.year < entry.year && other.effectiveDate > entry.effectiveDate) || (other.year > entry.year && other.effectiveDate < entry.effectiveDate),
      );
      if (outOfOrder) {
        context.addIssue({
          code: "custom",
          path: ["years", index, "effectiveDate"],
          message: `${entry.year} must take effect ${outOfOrder.year < entry.year ? "after" : "before"} ${outOfOrder.year} (${outOfOrder.effectiveDate})`,
        });
      }
    });
  },
  defaults: { years: BUILT_IN_FIGURES_YEARS },
  pages: [resourcePath("contribution-limits"), HDHP_AMOUNTS_PATH, HOME_PATH],
});

export type HsaFigures = (typeof hsaFiguresContent)["documents"][number]["defaults"];
export type FiguresYear = HsaFigures["years"][number];
