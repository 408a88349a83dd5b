import { describe, expect, it } from "vitest";
import { calculatorUsed, parseCalculatorGoal, trackedSearch } from "~/lib/analytics/analytics-events";
import { goalLabel } from "~/lib/analytics/goals";

describe("the calculator's analytics", () => {
  it("sends the year and the coverage in one word, nothing else", () => {
    expect(calculatorUsed(2026, "family")).toEqual({ name: "calculator_used", params: { year: 2026, coverage: "family" } });
    expect(parseCalculatorGoal('{"year":2025,"coverage":"mixed"}')).toEqual({ name: "calculator_used", params: { year: 2025, coverage: "mixed" } });
    for (const attribute of [null, "", "{", '{"year":"2025","coverage":"mixed"}', '{"year":2025,"coverage":"52 years old"}', "[]"]) {
      expect(parseCalculatorGoal(attribute), String(attribute)).toBeNull();
    }
  });

  it("counts the calculator's page without the answers in its address, keeping campaign tags", () => {
    expect(trackedSearch("?year=2026&age=52&employer=1000", true)).toBe("");
    expect(trackedSearch("?utm_source=news&age=52&utm_campaign=spring", true)).toBe("?utm_source=news&utm_campaign=spring");
    expect(trackedSearch("?q=limits", false)).toBe("?q=limits");
  });

  it("is labelled on the goals card with its year and coverage", () => {
    expect(goalLabel("calculator_used", "2026 family")).toBe("Contribution calculator used: 2026 family");
  });
});
