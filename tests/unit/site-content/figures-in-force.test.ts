import { describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS, hsaFiguresContent } from "~/content/hsa-figures";
import { siteToday } from "~/lib/core/dates";
import { figuresForYear, figuresInForce, nextYearFiguresMissing } from "~/lib/site-content/figures-in-force";

const years = [
  { year: 2025, effectiveDate: "2025-01-01" },
  { year: 2027, effectiveDate: "2027-01-01" },
  { year: 2026, effectiveDate: "2026-01-01" },
];

describe("the HSA figures in force", () => {
  it("on 2026-11-27 shows 2026 as current, 2027 as upcoming and 2025 as history", () => {
    const sorted = figuresInForce(years, "2026-11-27");
    expect(sorted.current?.year).toBe(2026);
    expect(sorted.upcoming.map((year) => year.year)).toEqual([2027]);
    expect(sorted.history.map((year) => year.year)).toEqual([2025]);
  });

  it("turns the year by itself on January 1", () => {
    expect(figuresInForce(years, "2026-12-31").current?.year).toBe(2026);
    expect(figuresInForce(years, "2027-01-01").current?.year).toBe(2027);
    expect(figuresInForce(years, "2027-01-01").upcoming).toEqual([]);
    expect(figuresInForce(years, "2027-01-01").history.map((year) => year.year)).toEqual([2026, 2025]);
  });

  it("has no current year before the first takes effect", () => {
    expect(figuresInForce(years, "2024-06-01")).toEqual({ current: null, upcoming: [years[0], years[2], years[1]], history: [], stillOpen: [] });
  });

  it("keeps last year open for contributions from January 1 to the filing deadline, April 15 (moved past a weekend)", () => {
    const open = (today: string) => figuresInForce(years, today).stillOpen.map((year) => year.year);
    expect(open("2026-12-31")).toEqual([]);
    expect(open("2027-01-01")).toEqual([2026]);
    expect(open("2027-04-15")).toEqual([2026]);
    expect(open("2027-04-16")).toEqual([]);
    expect(figuresInForce(years, "2027-04-16").history.map((year) => year.year)).toEqual([2026, 2025]);
    // April 15, 2028 is a Saturday: 2027's contributions stay open until Monday the 17th.
    const later = [...years, { year: 2028, effectiveDate: "2028-01-01" }];
    expect(figuresInForce(later, "2028-04-17").stillOpen.map((year) => year.year)).toEqual([2027]);
    expect(figuresInForce(later, "2028-04-18").stillOpen).toEqual([]);
  });

  it("finds one year's figures", () => {
    expect(figuresForYear(years, 2027)).toBe(years[1]);
    expect(figuresForYear(years, 2030)).toBeNull();
  });

  it("asks for next year's figures from June 1 when they are missing", () => {
    expect(nextYearFiguresMissing(years, "2027-05-31")).toBeNull();
    expect(nextYearFiguresMissing(years, "2027-06-01")).toBe(2028);
    expect(nextYearFiguresMissing(years, "2026-06-01")).toBeNull();
  });

  it("counts the day in the firm's time zone (New York), not UTC", () => {
    // 03:00 UTC on January 1 is still December 31 in New York.
    expect(siteToday(new Date("2027-01-01T03:00:00Z"))).toBe("2026-12-31");
    expect(siteToday(new Date("2027-01-01T05:30:00Z"))).toBe("2027-01-01");
  });

  it("turns the day at New York's midnight to the millisecond, however the calls interleave", () => {
    // Answers are kept by the minute: the last minute of a day and the first of the next differ.
    expect(siteToday(new Date("2027-01-01T04:59:59.999Z"))).toBe("2026-12-31");
    expect(siteToday(new Date("2027-01-01T05:00:00.000Z"))).toBe("2027-01-01");
    expect(siteToday(new Date("2027-01-01T04:59:00.000Z"))).toBe("2026-12-31");
    // Summer time: midnight in New York is 04:00 UTC.
    expect(siteToday(new Date("2027-07-04T03:59:59.999Z"))).toBe("2027-07-03");
    expect(siteToday(new Date("2027-07-04T04:00:00.000Z"))).toBe("2027-07-04");
    expect(siteToday(new Date("2027-07-04T04:00:30.000Z"))).toBe("2027-07-04");
  });
});

describe("the built-in HSA figures", () => {
  it("are the revenue procedures' figures, 2021 to 2027, each with its source", () => {
    const byYear = Object.fromEntries(BUILT_IN_FIGURES_YEARS.map((year) => [year.year, year]));
    expect(byYear[2026]).toMatchObject({
      contributionLimit: { selfOnly: 4_400, family: 8_750 },
      minimumDeductible: { selfOnly: 1_700, family: 3_400 },
      maximumOutOfPocket: { selfOnly: 8_500, family: 17_000 },
      sourceTitle: "Rev. Proc. 2025-19",
      sourceUrl: "https://www.irs.gov/pub/irs-drop/rp-25-19.pdf",
    });
    expect(byYear[2027]).toMatchObject({
      contributionLimit: { selfOnly: 4_500, family: 9_000 },
      minimumDeductible: { selfOnly: 1_750, family: 3_500 },
      maximumOutOfPocket: { selfOnly: 8_700, family: 17_400 },
      sourceTitle: "Rev. Proc. 2026-24",
    });
    expect(byYear[2024]).toMatchObject({ contributionLimit: { selfOnly: 4_150, family: 8_300 }, sourceTitle: "Rev. Proc. 2023-23" });
    expect(byYear[2023]).toMatchObject({ contributionLimit: { selfOnly: 3_850, family: 7_750 }, sourceTitle: "Rev. Proc. 2022-24" });
    for (const year of BUILT_IN_FIGURES_YEARS) expect(year.catchUp).toBe(1_000);
  });

  it("pass their own type's rules", () => {
    expect(hsaFiguresContent.schema.safeParse(hsaFiguresContent.documents[0]!.defaults).success).toBe(true);
  });
});
