import { describe, expect, it } from "vitest";
import { calculateContributions } from "~/lib/hsa/contribution-calculator";
import { beforeDeadline, factsFor, figuresOf } from "./calculator-fixtures";

const y2026 = figuresOf(2026);
const calc = (facts: ReturnType<typeof factsFor>, today = beforeDeadline(2026)) => calculateContributions(y2026, facts, today);
const step = (result: ReturnType<typeof calc>, label: string) => result.steps.find((each) => each.label === label);
const notice = (result: ReturnType<typeof calc>, start: string) => result.notices.find((each) => each.title.startsWith(start));

describe("the limit is the sum of monthly limits", () => {
  it("counts each month with the coverage held on its first day, and nothing for a month without", () => {
    const result = calc(factsFor("family", [{ fromMonth: 7, coverage: "none" }]));
    expect(result.limit).toBe(437_500);
    expect(step(result, "Limit for your months of coverage")?.sentence).toBe(
      "Each month counts with the coverage you had on its first day: 6 months of family coverage (January to June) at $8,750 a year. Adding the months' yearly amounts ($52,500) and dividing by 12 gives $4,375. The other 6 months (July to December) count $0.",
    );
  });

  it("coverage changing mid-year: family until June then self-only gives more than a self-only December, and Form 8889 takes the larger, with no testing period", () => {
    const result = calc(factsFor("family", [{ fromMonth: 7, coverage: "self-only" }]));
    // (6 x $8,750 + 6 x $4,400) / 12
    expect(result.limit).toBe(657_500);
    expect(result.lastMonthRule.applies).toBe(false);
    expect(result.lastMonthRule.fullYear).toBe(440_000);
    expect(result.atRisk.ifFull).toBe(0);
    expect(step(result, "Last-month rule")?.sentence).toContain("Form 8889 uses the larger, so the last-month rule adds nothing");
    expect(notice(result, "Stay eligible")).toBeUndefined();
  });

  it("gives $0 with no eligible month, and says so", () => {
    const result = calc(factsFor("none", [], { contributions: { employer: 0, payroll: 0, direct: 50_000 } }));
    expect(result.limit).toBe(0);
    expect(result.excess).toBe(50_000);
    expect(result.summary).toBe("You cannot contribute to an HSA for 2026: your limit is $0.");
    expect(result.coverageSummary).toBe("none");
    expect(step(result, "Limit for your months of coverage")?.sentence).toContain("You had no month in 2026 that began with HSA-eligible coverage");
  });

  it("summarises the year's coverage in one word for the analytics goal", () => {
    expect(calc(factsFor("self-only")).coverageSummary).toBe("self-only");
    expect(calc(factsFor("family")).coverageSummary).toBe("family");
    expect(calc(factsFor("self-only", [{ fromMonth: 5, coverage: "family" }])).coverageSummary).toBe("mixed");
  });
});

describe("catch-up", () => {
  it("is $1,000 at 55 by the year's end, prorated by eligible months", () => {
    const result = calc(factsFor("self-only", [{ fromMonth: 9, coverage: "none" }], { ageAtYearEnd: 55 }));
    // 8 / 12 of ($4,400 + $1,000)
    expect(result.limit).toBe(360_000);
    expect(step(result, "Catch-up contribution (55 or older)")?.amount).toBe(66_667);
  });

  it("counts a birthday in December: 55 on December 31 is 55 by the year's end", () => {
    expect(calc(factsFor("self-only", [], { ageAtYearEnd: 55 })).limit).toBe(540_000);
    const younger = calc(factsFor("self-only", [], { ageAtYearEnd: 54 }));
    expect(younger.limit).toBe(440_000);
    expect(step(younger, "Catch-up contribution (55 or older)")?.sentence).toContain("you will be 54");
  });

  it("is whole under the last-month rule", () => {
    const result = calc(factsFor("none", [{ fromMonth: 12, coverage: "self-only" }], { ageAtYearEnd: 60 }));
    expect(result.limit).toBe(540_000);
    expect(result.lastMonthRule.prorated).toBe(45_000);
  });

  describe("is rounded as Form 8889 rounds it", () => {
    const y2025 = figuresOf(2025);
    const calc2025 = (facts: ReturnType<typeof factsFor>) => calculateContributions(y2025, facts, beforeDeadline(2025));

    it("in the Line 3 chart for self-only months: 2025, January alone at 55 is $5,300 / 12 = $441.67, not $358.33 + $83.33", () => {
      const result = calc2025(factsFor("self-only", [{ fromMonth: 2, coverage: "none" }], { ageAtYearEnd: 55 }));
      expect(result.limit).toBe(44_167);
      expect(step(result, "Limit for your months of coverage")?.amount).toBe(35_833);
      const extra = step(result, "Catch-up contribution (55 or older)");
      expect(extra?.amount).toBe(8_334);
      expect(extra?.sentence).toContain("1 month of 12 is $83.34. Form 8889 adds it to each month's amount before dividing by 12");
    });

    it("four self-only months at 60 in 2025: 4 x $5,300 / 12 = $1,766.67", () => {
      expect(calc2025(factsFor("self-only", [{ fromMonth: 5, coverage: "none" }], { ageAtYearEnd: 60 })).limit).toBe(176_667);
    });

    it("an unmarried person's family months carry it in the chart too: 2025, one family and one self-only month at 55: ($9,550 + $5,300) / 12 = $1,237.50", () => {
      const result = calc2025(
        factsFor(
          "family",
          [
            { fromMonth: 2, coverage: "self-only" },
            { fromMonth: 3, coverage: "none" },
          ],
          { ageAtYearEnd: 55 },
        ),
      );
      expect(result.limit).toBe(123_750);
    });

    it("a married person's family months get it from the line 7 worksheet, rounded on its own: $1,000 x 1 / 12 = $83.33", () => {
      const spouse = { coverage: "eligible" as const, yourSharePercent: 100 };
      const result = calc2025(factsFor("family", [{ fromMonth: 2, coverage: "none" }], { ageAtYearEnd: 55, spouse }));
      // $8,550 / 12 (all of it, by agreement) + $83.33
      expect(result.limit).toBe(71_250 + 8_333);
      expect(step(result, "Catch-up contribution (55 or older)")?.sentence).not.toContain("round with your limit");
    });
  });
});

describe("Medicare", () => {
  it("allows nothing from the month of enrolment; Medicare in January leaves no eligible month", () => {
    const result = calc(factsFor("family", [], { ageAtYearEnd: 67, medicareFromMonth: 1 }));
    expect(result.limit).toBe(0);
    expect(result.months.every((month) => month.medicare && !month.eligible)).toBe(true);
  });

  it("ends the last-month rule when Medicare starts in December", () => {
    const result = calc(factsFor("none", [{ fromMonth: 11, coverage: "self-only" }], { ageAtYearEnd: 65, medicareFromMonth: 12 }));
    expect(result.lastMonthRule.applies).toBe(false);
    expect(result.lastMonthRule.decemberCoverage).toBe("none");
    // November alone: ($4,400 + $1,000) / 12
    expect(result.limit).toBe(45_000);
  });

  it("warns that Part A after 65 is back-dated up to six months, with the limit that would leave", () => {
    const result = calc(factsFor("self-only", [], { ageAtYearEnd: 66, medicareFromMonth: 10 }));
    expect(result.limit).toBe(405_000);
    expect(notice(result, "Medicare Part A can start")?.sentence).toContain("it may really start in April: your 2026 limit would then be $1,350, not $4,050");
  });

  it("warns people of 65 and over who are not enrolled to stop contributing six months before they apply", () => {
    expect(notice(calc(factsFor("self-only", [], { ageAtYearEnd: 65 })), "Medicare Part A can start")?.sentence).toContain(
      "Stop HSA contributions 6 months before you apply",
    );
    expect(notice(calc(factsFor("self-only", [], { ageAtYearEnd: 64 })), "Medicare Part A can start")).toBeUndefined();
  });

  it("says back-dating from an early-year enrolment can reach the year before", () => {
    expect(notice(calc(factsFor("self-only", [], { ageAtYearEnd: 70, medicareFromMonth: 4 })), "Medicare Part A can start")?.sentence).toContain(
      "it may reach back into 2025",
    );
  });
});

describe("the last-month rule and its testing period", () => {
  it("prices the testing period on what was contributed so far", () => {
    const result = calc(factsFor("none", [{ fromMonth: 12, coverage: "family" }], { contributions: { employer: 0, payroll: 0, direct: 200_000 } }));
    expect(result.limit).toBe(875_000);
    // $2,000 contributed, $729.17 of it allowed by December alone.
    expect(result.atRisk.ofContributions).toBe(200_000 - 72_917);
    const warning = notice(result, "Stay eligible through December 31, 2027");
    expect(warning?.sentence).toContain("$8,020.83 of income and $802.08 of additional tax");
    expect(warning?.sentence).toContain("Of what you have contributed so far, $1,270.83 depends on the rule.");
    expect(warning?.source.formLine).toBe("Form 8889, Part III, lines 18 and 21");
  });

  it("does not apply to someone eligible all year with the same coverage", () => {
    const result = calc(factsFor("self-only"));
    expect(result.lastMonthRule.applies).toBe(false);
    expect(step(result, "Last-month rule")?.sentence).toContain("the last-month rule changes nothing");
  });
});

describe("married people", () => {
  it("split the family limit by agreement, and each catch-up only into its owner's HSA", () => {
    const result = calc(factsFor("self-only", [], { ageAtYearEnd: 56, spouse: { coverage: "family-plan", yourSharePercent: 0 } }));
    expect(result.limit).toBe(100_000);
    expect(step(result, "Your limit after sharing with your spouse")?.sentence).toContain(
      "your spouse has family coverage, so you are both treated as having family coverage and share one family limit of $8,750 for the year. You agreed to take 0%, which is $0; your spouse may contribute the other $8,750",
    );
    expect(step(result, "Catch-up contribution (55 or older)")?.sentence).toContain("It can go only into your own HSA, not your spouse's.");
  });

  it("share nothing when both have self-only coverage", () => {
    const result = calc(factsFor("self-only", [], { spouse: { coverage: "eligible", yourSharePercent: 30 } }));
    expect(result.limit).toBe(440_000);
    expect(step(result, "Your limit after sharing with your spouse")).toBeUndefined();
  });

  it("keep the whole family limit when the spouse is not an eligible individual", () => {
    expect(calc(factsFor("family", [], { spouse: { coverage: "none", yourSharePercent: 30 } })).limit).toBe(875_000);
  });

  it("apply the agreed share under the last-month rule too", () => {
    const result = calc(factsFor("none", [{ fromMonth: 12, coverage: "family" }], { spouse: { coverage: "eligible", yourSharePercent: 60 } }));
    expect(result.limit).toBe(525_000);
    expect(result.lastMonthRule.prorated).toBe(43_750);
  });
});

describe("contributions against the limit", () => {
  it("count employer and cafeteria-plan contributions, and give the room left", () => {
    const result = calc(factsFor("self-only", [], { contributions: { employer: 50_000, payroll: 120_000, direct: 30_000 } }));
    expect(result.contributed).toBe(200_000);
    expect(result.roomLeft).toBe(240_000);
    expect(step(result, "Employer and payroll contributions")?.source.formLine).toBe("Form 8889, line 9");
    expect(result.summary).toBe("Your 2026 limit is $4,400; you can still contribute $2,400 by April 15, 2027.");
  });

  it("warn of the 6% excise tax each year an excess stays", () => {
    const result = calc(factsFor("self-only", [], { contributions: { employer: 100_000, payroll: 400_000, direct: 0 } }));
    expect(result.excess).toBe(60_000);
    expect(result.roomLeft).toBe(0);
    expect(notice(result, "$600 over the limit")?.sentence).toContain("6% excise tax ($36 on this excess) for every year it stays");
    expect(result.summary).toBe("Your 2026 limit is $4,400, and contributions are $600 over it.");
  });
});

describe("the deadline", () => {
  it("is April 15 of the next year", () => {
    expect(notice(calc(factsFor("self-only"), "2027-04-15"), "Deadline")?.title).toBe("Deadline: April 15, 2027");
    const late = calc(factsFor("self-only"), "2027-04-16");
    expect(notice(late, "The deadline for 2026 has passed")).toBeDefined();
    expect(late.summary).toBe("Your 2026 limit is $4,400; the deadline for 2026 contributions has passed.");
  });

  it("moves past a weekend: April 15, 2028 is a Saturday", () => {
    const year2027 = figuresOf(2027);
    const titles = ["2028-04-17", "2028-04-18"].map((today) => calculateContributions(year2027, factsFor("self-only"), today).notices.at(-1)?.title);
    expect(titles).toEqual(["Deadline: April 15, 2028", "The deadline for 2027 has passed"]);
  });
});

describe("tax savings", () => {
  it("apply the federal and state rates to your own contributions, and payroll taxes only to the cafeteria plan's", () => {
    const facts = factsFor("self-only", [], {
      contributions: { employer: 40_000, payroll: 200_000, direct: 0 },
      tax: { federalRate: 22, state: "NY", stateRate: 6 },
    });
    const { savings } = calc(facts);
    // $4,400 - the employer's $400 = $4,000 of your own.
    expect(savings.base).toBe(400_000);
    expect(savings.federal).toBe(88_000);
    expect(savings.state).toBe(24_000);
    expect(savings.payroll).toBe(15_300);
    expect(savings.total).toBe(127_300);
    expect(savings.explained.at(-1)?.sentence).toContain("putting the other $2,000 through payroll instead would save $153 more");
  });

  it("say California and New Jersey tax HSA contributions, so there is no state saving there", () => {
    for (const [state, name] of [
      ["CA", "California"],
      ["NJ", "New Jersey"],
    ] as const) {
      const { savings } = calc(factsFor("self-only", [], { tax: { federalRate: 12, state, stateRate: 9 } }));
      expect(savings.state).toBe(0);
      expect(savings.explained.find((line) => line.label === "State income tax saved")?.sentence).toBe(
        `${name} taxes HSA contributions as income, so they save no ${name} income tax.`,
      );
    }
  });

  it("ask for the federal bracket when none is chosen", () => {
    const { savings } = calc(factsFor("self-only"));
    expect(savings.federal).toBeNull();
    expect(savings.explained[0]?.sentence).toBe("Choose your federal tax bracket to see what your contributions save in federal income tax.");
  });
});

describe("every figure is explained and sourced", () => {
  it("gives each step a sentence and a Publication 969 or Form 8889 reference", () => {
    const result = calc(
      factsFor("self-only", [{ fromMonth: 6, coverage: "family" }], {
        ageAtYearEnd: 58,
        spouse: { coverage: "eligible", yourSharePercent: 70 },
        contributions: { employer: 10_000, payroll: 10_000, direct: 10_000 },
      }),
    );
    for (const each of [...result.steps, ...result.notices]) {
      expect(each.sentence.length).toBeGreaterThan(20);
      expect(each.source.title).toMatch(/^(Publication 969|Instructions for Form 8889|Medicare\.gov)/);
    }
    expect(result.steps.map((each) => each.label)).toEqual([
      "Limit for your months of coverage",
      "Your limit after sharing with your spouse",
      "Catch-up contribution (55 or older)",
      "Last-month rule",
      "Your 2026 limit",
      "Employer and payroll contributions",
      "Contributions you made yourself",
      "Room left",
    ]);
  });
});
