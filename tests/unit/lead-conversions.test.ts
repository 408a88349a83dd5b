import { describe, expect, it } from "vitest";
import { leadConversionRows } from "~/lib/analytics/lead-conversions";

const visits = (value: string, count: number) => ({ value, label: value || "Direct / None", visitors: count, secondary: count, share: 0 });

describe("leads beside the visits of the same source", () => {
  it("counts leads per 100 visits, rows with leads first, and a source with leads but no recorded visit without a rate", () => {
    const rows = leadConversionRows(
      [visits("google.com", 200), visits("", 50), visits("bing.com", 10)],
      new Map([
        ["", 1],
        ["linkedin.com", 2],
        ["google.com", 1],
      ]),
      "Direct / None",
    );
    expect(rows).toEqual([
      { value: "linkedin.com", label: "linkedin.com", visits: 0, leads: 2, conversionRate: null },
      { value: "google.com", label: "google.com", visits: 200, leads: 1, conversionRate: 0.5 },
      { value: "", label: "Direct / None", visits: 50, leads: 1, conversionRate: 2 },
      { value: "bing.com", label: "bing.com", visits: 10, leads: 0, conversionRate: 0 },
    ]);
  });

  it("gives no rate above 100%: more leads than recorded visits means the visits are incomplete", () => {
    const rows = leadConversionRows([visits("news.example", 2)], new Map([["news.example", 3]]), "Direct / None");
    expect(rows).toEqual([{ value: "news.example", label: "news.example", visits: 2, leads: 3, conversionRate: null }]);
  });
});
