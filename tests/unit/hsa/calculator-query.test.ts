import { describe, expect, it } from "vitest";
import { CALCULATOR_MESSAGES, offeredOptions, readCalculatorQuery } from "~/lib/hsa/calculator-query";

const YEARS = [2021, 2022, 2023, 2024, 2025, 2026, 2027];
const read = (query: string) => readCalculatorQuery(new URLSearchParams(query), YEARS, 2026);
const errorsOf = (query: string) => {
  const answer = read(query);
  return answer.status === "invalid" ? answer.errors : {};
};
const BASE = "year=2026&coverage=self-only&age=40";

describe("reading the calculator's address", () => {
  it("shows the blank form when nothing is asked, with the year in force", () => {
    const answer = read("utm_source=newsletter");
    expect(answer.status).toBe("empty");
    expect(answer.values).toMatchObject({ year: "2026", coverage: "self-only", spouse: "none", age: "" });
  });

  it("reads a full form into the facts", () => {
    const answer = read(
      "year=2025&coverage=none&change1Month=4&change1Coverage=self-only&change2Month=9&change2Coverage=family&change3Month=&change3Coverage=&age=56&medicare=&spouse=eligible&share=60&employer=%241%2C200.50&payroll=300&direct=&federalRate=22&state=NJ&stateRate=5.5",
    );
    expect(answer.status).toBe("valid");
    if (answer.status !== "valid") return;
    expect(answer.year).toBe(2025);
    expect(answer.facts.coverageByMonth).toEqual([
      "none",
      "none",
      "none",
      "self-only",
      "self-only",
      "self-only",
      "self-only",
      "self-only",
      "family",
      "family",
      "family",
      "family",
    ]);
    expect(answer.facts).toMatchObject({
      ageAtYearEnd: 56,
      medicareFromMonth: null,
      spouse: { coverage: "eligible", yourSharePercent: 60 },
      contributions: { employer: 120_050, payroll: 30_000, direct: 0 },
      tax: { federalRate: 22, state: "NJ", stateRate: 5.5 },
    });
  });

  it("takes defaults for fields a shortened address leaves out", () => {
    const answer = read(BASE);
    expect(answer.status).toBe("valid");
    if (answer.status === "valid") expect(answer.facts.spouse).toEqual({ coverage: "none", yourSharePercent: null });
  });
});

describe("bad input gets a message at its field, and the typed value back", () => {
  it("months out of order", () => {
    const query = `${BASE}&change1Month=6&change1Coverage=family&change2Month=3&change2Coverage=none`;
    expect(errorsOf(query)).toEqual({ change2Month: "Changes must be in month order: March comes before the change above (June)." });
    expect(read(query).values.change2Month).toBe("3");
    expect(errorsOf(`${BASE}&change1Month=6&change1Coverage=family&change2Month=6&change2Coverage=none`)).toEqual({
      change2Month: "Two changes start in June. Keep one.",
    });
  });

  it("months out of order are reported beside other fields' problems", () => {
    expect(errorsOf("year=1999&coverage=family&age=300&change1Month=6&change1Coverage=family&change2Month=3&change2Coverage=none")).toEqual({
      year: "We have no HSA figures for 1999. Choose a year from 2021 to 2027.",
      age: "Enter an age from 0 to 120.",
      change2Month: "Changes must be in month order: March comes before the change above (June).",
    });
  });

  it("a change with only its month or only its coverage", () => {
    expect(errorsOf(`${BASE}&change1Month=5`)).toEqual({ change1Coverage: "Choose the coverage you had from May, or clear its month." });
    expect(errorsOf(`${BASE}&change1Coverage=family`)).toEqual({ change1Month: CALCULATOR_MESSAGES.changeMissingMonth });
  });

  it("an age of 300, or not a number", () => {
    expect(errorsOf("year=2026&coverage=family&age=300")).toEqual({ age: "Enter an age from 0 to 120." });
    expect(errorsOf("year=2026&coverage=family&age=forty")).toEqual({ age: CALCULATOR_MESSAGES.age });
    expect(errorsOf("year=2026&coverage=family")).toEqual({ age: CALCULATOR_MESSAGES.age });
  });

  it("letters in an amount, a negative amount, too much", () => {
    const query = `${BASE}&employer=12abc&payroll=-50&direct=2000000`;
    expect(errorsOf(query)).toEqual({
      employer: "Enter an amount in dollars, for example 1500 or 1,500.00.",
      payroll: "Enter an amount of $0 or more.",
      direct: "Enter an amount of at most $1,000,000.",
    });
    expect(read(query).values.employer).toBe("12abc");
  });

  it("a year without figures", () => {
    expect(errorsOf("year=1999&coverage=family&age=40")).toEqual({ year: "We have no HSA figures for 1999. Choose a year from 2021 to 2027." });
    expect(errorsOf("year=next&coverage=family&age=40")).toEqual({ year: "Choose a tax year from the list (2021 to 2027)." });
  });

  it("a forged query string: unknown choices, repeated and overlong fields", () => {
    const query = `year=2026&year=2025&coverage=banana&age=40&medicare=13&spouse=both&federalRate=23&state=ZZ&stateRate=40&share=150&change1Month=1&change1Coverage=family&employer=${"9".repeat(60)}`;
    expect(errorsOf(query)).toEqual({
      year: CALCULATOR_MESSAGES.repeated,
      coverage: CALCULATOR_MESSAGES.coverage,
      change1Month: CALCULATOR_MESSAGES.changeMonth,
      medicare: CALCULATOR_MESSAGES.medicare,
      spouse: CALCULATOR_MESSAGES.spouse,
      share: CALCULATOR_MESSAGES.share,
      employer: CALCULATOR_MESSAGES.tooLong,
      federalRate: CALCULATOR_MESSAGES.federalRate,
      state: CALCULATOR_MESSAGES.state,
      stateRate: CALCULATOR_MESSAGES.stateRate,
    });
  });
});

describe("offeredOptions", () => {
  const years = [
    { value: "2026", label: "2026" },
    { value: "2025", label: "2025" },
  ];

  it("leaves the list as it is when it offers the answer", () => {
    expect(offeredOptions(years, "2025", "Choose…")).toBe(years);
  });

  it("puts a first option that keeps an answer the list does not offer, even an empty one, marked as not chosen", () => {
    expect(offeredOptions(years, "1999", "Choose…")).toEqual([{ value: "1999", label: "Choose…", unchosen: true }, ...years]);
    expect(offeredOptions(years, "", "Choose…")[0]).toEqual({ value: "", label: "Choose…", unchosen: true });
  });
});
