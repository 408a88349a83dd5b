import { calculatorContent } from "~/content/contribution-calculator";
import { contributionLimitsContent } from "~/content/resources/contribution-limits";
import type React from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CalculatorForm } from "~/components/site/calculator/calculator-form";
import { CalculatorResultPanel } from "~/components/site/calculator/calculator-result";
import { calculateContributions } from "~/lib/hsa/contribution-calculator";
import { CALCULATOR_FIELDS, readCalculatorQuery } from "~/lib/hsa/calculator-query";
import { factsFor, figuresOf } from "./calculator-fixtures";

const YEARS = [2027, 2026, 2025];
/** The markup without React's text separators. */
const render = (element: React.ReactElement) => renderToString(element).replaceAll("<!-- -->", "");

const SOURCE_LINE = contributionLimitsContent.documents[0]!.defaults.sourceLine;
const CONTENT = calculatorContent.documents[0]!.defaults;
type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };

describe("the calculator's markup", () => {
  it("shows an answer a list does not offer as 'Choose…', selected with its message, never as the list's first choice", () => {
    const query = readCalculatorQuery(new URLSearchParams("year=1999&coverage=gold&medicare=13&age=40"), YEARS, 2026);
    if (query.status !== "invalid") throw new Error("expected errors");
    const html = render(<CalculatorForm years={YEARS} values={query.values} errors={query.errors} content={CONTENT} />);
    const select = (name: string) => html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`))![1]!;
    expect(select("year")).toMatch(/^<option value="1999" data-calculator-unchosen="" selected="">Choose…<\/option><option value="2027">2027<\/option>/);
    expect(select("coverage")).toMatch(/^<option value="gold" data-calculator-unchosen="" selected="">Choose…<\/option>/);
    // "Not enrolled" is an answer of its own: the unknown month is kept, not read as it.
    expect(select("medicare")).toMatch(/^<option value="13" data-calculator-unchosen="" selected="">Choose…<\/option><option value="">Not enrolled<\/option>/);
    expect(html).toContain(">We have no HSA figures for 1999. Choose a year from 2025 to 2027.</p>");
    // A list whose answer it offers has no such option.
    expect(select("spouse")).not.toContain("Choose…");
    expect(select("spouse")).toMatch(/^<option value="none" selected="">/);
  });

  it("labels every field, groups them in fieldsets with legends, and ties each error to its field", () => {
    const query = readCalculatorQuery(new URLSearchParams("year=2026&coverage=self-only&age=300&employer=abc"), YEARS, 2026);
    if (query.status !== "invalid") throw new Error("expected errors");
    const html = render(<CalculatorForm years={YEARS} values={query.values} errors={query.errors} content={CONTENT} />);
    for (const field of CALCULATOR_FIELDS) {
      expect(html, field).toContain(`<label for="calc-${field}"`);
      expect(html, field).toContain(`name="${field}"`);
    }
    expect(html.match(/<fieldset/g)).toHaveLength(6);
    expect(html.match(/<legend/g)).toHaveLength(6);
    expect(html).toContain('method="get"');
    expect(html).toMatch(
      /id="calc-age"[^>]*aria-describedby="calc-age-hint calc-age-error"[^>]*aria-invalid="true"|aria-describedby="calc-age-hint calc-age-error" aria-invalid="true"[^>]*id="calc-age"/,
    );
    expect(html).toContain('id="calc-age-error" data-calculator-error="age" class="mt-1 text-sm font-semibold text-red-700">Enter an age from 0 to 120.</p>');
    // What was typed comes back as typed.
    expect(html).toContain('value="abc"');
    expect(html).toContain('value="300"');
  });

  it("reads the answer out from a live region and cites a rule for every figure", () => {
    const result = calculateContributions(figuresOf(2026), factsFor("family", [], { ageAtYearEnd: 57 }), "2026-11-27");
    const html = render(<CalculatorResultPanel state={{ status: "valid", result, figures: figuresOf(2026) }} sourceLine={SOURCE_LINE} content={CONTENT} />);
    expect(html).toContain('role="status"');
    expect(html).toContain("Your 2026 limit is $9,750; you can still contribute $9,750 by April 15, 2027.");
    expect(html).toContain('data-calculator-goal="{&quot;year&quot;:2026,&quot;coverage&quot;:&quot;family&quot;}"');
    expect(html.match(/Rule: <a href="https:\/\/www\.irs\.gov\/publications\/p969"/g)!.length).toBeGreaterThanOrEqual(result.steps.length);
    expect(html).toContain("Rev. Proc. 2025-19");
  });

  it("lists the problems with links to their fields", () => {
    const html = render(
      <CalculatorResultPanel state={{ status: "invalid", errors: { age: "Enter an age from 0 to 120." } }} sourceLine={SOURCE_LINE} content={CONTENT} />,
    );
    expect(html).toContain("One answer needs a look before we can calculate:");
    expect(html).toContain('<a href="#calc-age" class="font-semibold underline">Your age on December 31</a>: Enter an age from 0 to 120.');
    expect(html).not.toContain("data-calculator-goal");
  });

  it("takes every word from the content it is given, filling its slots", () => {
    const content = structuredClone(CONTENT) as Mutable<typeof CONTENT>;
    content.formHeading = "Tell us about you";
    content.questions.change = "Row {number}";
    content.questions.age = "Age at year end";
    content.questions.ageHint = "Catch-up from {age}.";
    content.questions.spouseOptions.familyPlan = "Spouse with their own family plan";
    content.result.invalidMany = "{count} to fix:";
    content.result.limitLabel = "Limit for {year}";
    content.result.monthsColumns.countsAs = "Treated as";
    const query = readCalculatorQuery(new URLSearchParams("year=2026&coverage=self-only&age=300&employer=abc"), YEARS, 2026);
    if (query.status !== "invalid") throw new Error("expected errors");
    const form = render(<CalculatorForm years={YEARS} values={query.values} errors={query.errors} content={content} />);
    expect(form).toContain("Tell us about you</h2>");
    expect(form).toContain('<span class="sr-only">Row 3: </span>Coverage');
    expect(form).toContain("Catch-up from 55.");
    expect(form).toContain('<option value="family-plan">Spouse with their own family plan</option>');
    const problems = render(<CalculatorResultPanel state={{ status: "invalid", errors: query.errors }} sourceLine={SOURCE_LINE} content={content} />);
    expect(problems).toContain("2 to fix:");
    expect(problems).toContain('<a href="#calc-age" class="font-semibold underline">Age at year end</a>');
    const result = calculateContributions(figuresOf(2026), factsFor("self-only", []), "2026-11-27");
    const answer = render(<CalculatorResultPanel state={{ status: "valid", result, figures: figuresOf(2026) }} sourceLine={SOURCE_LINE} content={content} />);
    expect(answer).toContain(">Limit for 2026</dt>");
    expect(answer).toContain(">Treated as</th>");
  });
});
