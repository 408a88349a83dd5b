import { describe, expect, it } from "vitest";
import { calculatorContent } from "~/content/contribution-calculator";
import { CONTENT_TYPES } from "~/content/registry";
import { contentFieldErrors } from "~/lib/site-content/field-paths";
import { CONTRIBUTION_CALCULATOR_PATH, HDHP_AMOUNTS_PATH, resourcePath } from "~/lib/site/public-paths";

const BUILT_IN = calculatorContent.documents[0]!.defaults;
type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };

function errorsOf(data: unknown): Record<string, string> {
  const parsed = calculatorContent.schema.safeParse(data);
  return parsed.success ? {} : contentFieldErrors(parsed.error);
}

describe("the contribution calculator's content type", () => {
  it("is registered, with built-in words that pass its own rules unchanged", () => {
    expect(CONTENT_TYPES).toContain(calculatorContent);
    const parsed = calculatorContent.schema.safeParse(BUILT_IN);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(BUILT_IN);
  });

  it("says what the calculator covers and what it leaves to Form 8889, never that it applies every rule", () => {
    expect(BUILT_IN.intro).not.toMatch(/every IRS rule/i);
    for (const left of ["a spouse's family coverage for only part of the year", "Archer MSA", "transfer from an IRA (a qualified HSA funding distribution"]) {
      expect(BUILT_IN.intro).toContain(left);
    }
  });

  it("names the calculator and the two pages that link to it, so each previews its draft", () => {
    expect(calculatorContent.documents[0]!.pages).toEqual([CONTRIBUTION_CALCULATOR_PATH, resourcePath("contribution-limits"), HDHP_AMOUNTS_PATH]);
  });

  it("keeps the slots the page fills: a row's number, the count of answers to correct, the limit's year", () => {
    const data = structuredClone(BUILT_IN) as Mutable<typeof BUILT_IN>;
    data.questions.change = "Change";
    data.result.invalidMany = "Some answers need a look:";
    data.result.limitLabel = "Your limit";
    expect(errorsOf(data)).toEqual({
      "questions.change": "A change row must keep {number}, where the page puts the number",
      "result.invalidMany": "Several answers to correct must keep {count}, where the page puts the count",
      "result.limitLabel": "The limit must keep {year}, where the page puts the year",
    });
  });

  it("refuses an empty label and a key it does not know, at the field", () => {
    const data = structuredClone(BUILT_IN) as unknown as { questions: Record<string, unknown>; result: Record<string, unknown> };
    data.questions.age = "   ";
    data.result.surprise = "x";
    const errors = errorsOf(data);
    expect(errors["questions.age"]).toBe("Age is required");
    expect(Object.keys(errors)).toHaveLength(2);
  });
});
