import { describe, expect, it } from "vitest";
import { calculateContributions } from "~/lib/hsa/contribution-calculator";
import { beforeDeadline, factsFor, figuresOf } from "./calculator-fixtures";

/**
 * The worked examples of Publication 969 and the Instructions for Form 8889, each run through the
 * engine with the figures of its edition (and, where the 2025 edition re-works it, that too).
 * Amounts are cents.
 */
describe("Publication 969 and Form 8889 worked examples", () => {
  it("Pub. 969 (2024), Last-month rule, Example 1: eligible on December 1 with family coverage, $8,300 under the rule; failing the testing period makes $7,608.33 income plus the 10% tax", () => {
    const result = calculateContributions(
      figuresOf(2024),
      factsFor("none", [{ fromMonth: 12, coverage: "family" }], { ageAtYearEnd: 53 }),
      beforeDeadline(2024),
    );
    expect(result.limit).toBe(830_000);
    expect(result.lastMonthRule.applies).toBe(true);
    // The worksheet: December alone, $8,300 / 12 = $691.67.
    expect(result.lastMonthRule.prorated).toBe(69_167);
    expect(result.atRisk.ifFull).toBe(760_833);
    expect(result.atRisk.additionalTaxIfFull).toBe(76_083);
    expect(result.lastMonthRule.testingPeriod).toEqual({ from: "2024-12-01", until: "2025-12-31" });
    const notice = result.notices.find((each) => each.title === "Stay eligible through December 31, 2025");
    expect(notice?.sentence).toContain("$7,608.33 of income and $760.83 of additional tax");
  });

  it("Pub. 969 (2025), Last-month rule, Example 1, re-worked for 2025: $8,550 - $712.50 = $7,837.50", () => {
    const result = calculateContributions(
      figuresOf(2025),
      factsFor("none", [{ fromMonth: 12, coverage: "family" }], { ageAtYearEnd: 53 }),
      beforeDeadline(2025),
    );
    expect(result.limit).toBe(855_000);
    expect(result.atRisk.ifFull).toBe(783_750);
  });

  it("Pub. 969 (2024), Last-month rule, Example 2: self-only from January 1, family from November 1: $8,300 under the rule, of which $3,458.33 rides on the testing period", () => {
    const facts = factsFor("self-only", [{ fromMonth: 11, coverage: "family" }], {
      ageAtYearEnd: 39,
      contributions: { employer: 0, payroll: 0, direct: 830_000 },
    });
    const result = calculateContributions(figuresOf(2024), facts, beforeDeadline(2024));
    expect(result.limit).toBe(830_000);
    // 10 x $4,150 + 2 x $8,300 = $58,100; / 12 = $4,841.67.
    expect(result.lastMonthRule.prorated).toBe(484_167);
    expect(result.atRisk.ifFull).toBe(345_833);
    expect(result.atRisk.ofContributions).toBe(345_833);
    expect(result.excess).toBe(0);
  });

  it("Pub. 969 (2025), Last-month rule, Example 2, re-worked for 2025: $8,550 - $5,008.33 = $3,541.67", () => {
    const result = calculateContributions(
      figuresOf(2025),
      factsFor("self-only", [{ fromMonth: 11, coverage: "family" }], { ageAtYearEnd: 39 }),
      beforeDeadline(2025),
    );
    expect(result.lastMonthRule.prorated).toBe(500_833);
    expect(result.atRisk.ifFull).toBe(354_167);
  });

  it("Pub. 969 (2024), Enrolled in Medicare, Example: 65 in July and enrolled, self-only coverage with the catch-up: $2,575 ($5,150 x 6 / 12)", () => {
    const result = calculateContributions(figuresOf(2024), factsFor("self-only", [], { ageAtYearEnd: 65, medicareFromMonth: 7 }), beforeDeadline(2024));
    expect(result.limit).toBe(257_500);
    expect(result.lastMonthRule.applies).toBe(false);
    expect(result.months.filter((month) => month.eligible).map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("Pub. 969 (2025), Enrolled in Medicare, Example, re-worked for 2025: $5,300 x 6 / 12 = $2,650", () => {
    const result = calculateContributions(figuresOf(2025), factsFor("self-only", [], { ageAtYearEnd: 65, medicareFromMonth: 7 }), beforeDeadline(2025));
    expect(result.limit).toBe(265_000);
  });

  it("Pub. 969 (2024), Rules for married people, Example (Mr. and Mrs. Auburn): family coverage split equally, $5,150 for him at 58 with his catch-up, $4,150 for her at 53", () => {
    const spouse = { coverage: "family-plan" as const, yourSharePercent: null };
    const him = calculateContributions(figuresOf(2024), factsFor("family", [], { ageAtYearEnd: 58, spouse }), beforeDeadline(2024));
    const her = calculateContributions(figuresOf(2024), factsFor("family", [], { ageAtYearEnd: 53, spouse }), beforeDeadline(2024));
    expect(him.limit).toBe(515_000);
    expect(her.limit).toBe(415_000);
    expect(him.steps.find((step) => step.label === "Your limit after sharing with your spouse")?.sentence).toContain("split equally: $4,150 each");
  });

  it("Pub. 969 (2024), Additional contribution: self-only coverage at 55 or older, $5,150 ($4,150 plus $1,000)", () => {
    const result = calculateContributions(figuresOf(2024), factsFor("self-only", [], { ageAtYearEnd: 55 }), beforeDeadline(2024));
    expect(result.limit).toBe(515_000);
  });

  it("Form 8889 instructions (2023), Line 3 Limitation Chart: $3,850 a month for self-only ($4,850 at 55), $7,750 for family ($8,750 unmarried at 55)", () => {
    const year = figuresOf(2023);
    const limit = (coverage: "self-only" | "family", age: number) =>
      calculateContributions(year, factsFor(coverage, [], { ageAtYearEnd: age }), beforeDeadline(2023)).limit;
    expect([limit("self-only", 40), limit("self-only", 55), limit("family", 40), limit("family", 55)]).toEqual([385_000, 485_000, 775_000, 875_000]);
  });

  it("Form 8889 instructions, Additional Contribution Amount Worksheet (line 7): married, 55 or older, 7 months of family coverage: $1,000 x 7 / 12 = $583.33", () => {
    const facts = factsFor("family", [{ fromMonth: 8, coverage: "none" }], { ageAtYearEnd: 57, spouse: { coverage: "eligible", yourSharePercent: null } });
    const result = calculateContributions(figuresOf(2024), facts, beforeDeadline(2024));
    expect(result.steps.find((step) => step.label === "Catch-up contribution (55 or older)")?.amount).toBe(58_333);
    // Half of 7 / 12 of $8,300 ($2,420.83) plus the catch-up.
    expect(result.limit).toBe(242_083 + 58_333);
  });

  it("Notice 2004-50, Q&A-32 (Susan and Mitch), in 2024 figures: married in March, the family months' limit (9 / 12 of $8,300 = $6,225) is what the spouses divide", () => {
    // Mitch is covered by Susan's family plan from April: an eligible spouse, not one with a family plan of his own.
    const facts = factsFor("self-only", [{ fromMonth: 4, coverage: "family" }], { spouse: { coverage: "eligible", yourSharePercent: null } });
    const result = calculateContributions(figuresOf(2024), facts, beforeDeadline(2024));
    const split = result.steps.find((step) => step.label === "Your limit after sharing with your spouse");
    expect(split?.sentence).toContain("one family limit of $6,225 for your 9 months of family coverage (April to December)");
    expect(split?.sentence).toContain("$3,112.50 each");
    // Her own three self-only months ($1,037.50) plus half the family months ($3,112.50).
    expect(split?.amount).toBe(415_000);
  });
});
