import { z } from "zod";
import { type Cents, dollarsToCents } from "./cents";
import { type CalculatorFacts, SPOUSE_KINDS, type SpouseCoverage } from "./calculator-facts";
import { type Coverage, coverageByMonth, isCoverage, monthName, type MonthNumber } from "./coverage";
import { FEDERAL_RATES, isStateCode, type StateCode } from "./state-tax";

/** The calculator's GET parameters: the form's field names and the shareable address's keys. */
export const CALCULATOR_FIELDS = [
  "year",
  "coverage",
  "change1Month",
  "change1Coverage",
  "change2Month",
  "change2Coverage",
  "change3Month",
  "change3Coverage",
  "age",
  "medicare",
  "spouse",
  "share",
  "employer",
  "payroll",
  "direct",
  "federalRate",
  "state",
  "stateRate",
] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];
export type CalculatorValues = Record<CalculatorField, string>;
export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

/** How many coverage changes the form offers after January 1. */
export const COVERAGE_CHANGES = [1, 2, 3] as const;
export const changeFields = (index: (typeof COVERAGE_CHANGES)[number]) =>
  ({ month: `change${index}Month`, coverage: `change${index}Coverage` }) as const satisfies Record<string, CalculatorField>;

export const MAX_AMOUNT_DOLLARS = 1_000_000;
export const MAX_AGE = 120;
export const MAX_STATE_RATE = 15;
/** Longer than any value the form can produce: a forged value is refused, not read. */
const MAX_VALUE_LENGTH = 40;

export const CALCULATOR_MESSAGES = {
  repeated: "This field appears more than once in the address. Keep one value.",
  tooLong: `This value is longer than ${MAX_VALUE_LENGTH} characters. Enter a shorter one.`,
  year: (known: readonly number[]) => `Choose a tax year from the list (${Math.min(...known)} to ${Math.max(...known)}).`,
  yearWithoutFigures: (year: string, known: readonly number[]) =>
    `We have no HSA figures for ${year}. Choose a year from ${Math.min(...known)} to ${Math.max(...known)}.`,
  coverage: "Choose your coverage on January 1: none, self-only or family.",
  changeMonth: "Choose the month this change starts, from February to December.",
  changeCoverage: "Choose the coverage you had from that month: none, self-only or family.",
  changeMissingMonth: "Choose the month this change starts, or clear its coverage.",
  changeMissingCoverage: (month: number) => `Choose the coverage you had from ${monthName(month)}, or clear its month.`,
  changeOrder: (month: number, earlier: number) => `Changes must be in month order: ${monthName(month)} comes before the change above (${monthName(earlier)}).`,
  changeSameMonth: (month: number) => `Two changes start in ${monthName(month)}. Keep one.`,
  age: "Enter your age on December 31 of the tax year, in whole years, for example 42.",
  ageRange: `Enter an age from 0 to ${MAX_AGE}.`,
  medicare: "Choose the month your Medicare began, or Not enrolled.",
  spouse: "Choose one of the listed answers about your spouse.",
  share: "Enter your share as a percentage from 0 to 100 (for example 60), or leave it empty for an equal split.",
  amount: "Enter an amount in dollars, for example 1500 or 1,500.00.",
  amountNegative: "Enter an amount of $0 or more.",
  amountTooLarge: `Enter an amount of at most $${MAX_AMOUNT_DOLLARS.toLocaleString("en-US")}.`,
  federalRate: "Choose your federal tax bracket from the list.",
  state: "Choose a state from the list.",
  stateRate: `Enter your state's income tax rate as a percentage from 0 to ${MAX_STATE_RATE}, for example 5.5.`,
} as const;

export type CalculatorQuery =
  /** Nothing asked yet: the form with its defaults. */
  | { readonly status: "empty"; readonly values: CalculatorValues }
  | { readonly status: "invalid"; readonly values: CalculatorValues; readonly errors: CalculatorErrors }
  | { readonly status: "valid"; readonly values: CalculatorValues; readonly year: number; readonly facts: CalculatorFacts };

/** A blank form: the year in force, self-only coverage, no spouse, no contributions. */
export function defaultCalculatorValues(defaultYear: number | null): CalculatorValues {
  const values = Object.fromEntries(CALCULATOR_FIELDS.map((field) => [field, ""])) as CalculatorValues;
  return { ...values, year: defaultYear === null ? "" : String(defaultYear), coverage: "self-only", spouse: "none" };
}

export type SelectOption = { readonly value: string; readonly label: string; readonly unchosen?: true };

/**
 * A list's options for the answer in the address. An answer the list does not offer (a forged,
 * mistyped or outdated address: a year without figures) gets a first option worded `chooseLabel`
 * that keeps it, so the list shows no choice the visitor did not make and the next recalculation
 * sends the same answer, with its message, until the visitor chooses one.
 */
export function offeredOptions(options: readonly SelectOption[], value: string, chooseLabel: string): readonly SelectOption[] {
  if (options.some((option) => option.value === value)) return options;
  return [{ value, label: chooseLabel, unchosen: true }, ...options];
}

const WHOLE_NUMBER = /^\d{1,3}$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const DOLLARS = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

function parseAmount(value: string, context: z.RefinementCtx): Cents {
  const text = value.replace(/^\$\s*/, "").trim();
  if (!text) return 0;
  if (/^-\s*\$?\s*\d/.test(value.trim())) {
    context.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.amountNegative });
    return 0;
  }
  if (!DOLLARS.test(text)) {
    context.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.amount });
    return 0;
  }
  const dollars = Number(text.replaceAll(",", ""));
  if (dollars > MAX_AMOUNT_DOLLARS) context.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.amountTooLarge });
  return dollarsToCents(dollars);
}

function parsePercent(value: string, max: number, message: string, context: z.RefinementCtx): number | null {
  const text = value.replace(/%$/, "").trim();
  if (!text) return null;
  if (!PERCENT.test(text) || Number(text) > max) {
    context.addIssue({ code: "custom", message });
    return null;
  }
  return Number(text);
}

const coverage = (message: string, optional = false) =>
  z.string().transform((value, context): Coverage | null => {
    if (optional && !value) return null;
    if (isCoverage(value)) return value;
    context.addIssue({ code: "custom", message });
    return null;
  });

const changeMonth = z.string().transform((value, context): MonthNumber | null => {
  if (!value) return null;
  const month = Number(value);
  if (WHOLE_NUMBER.test(value) && month >= 2 && month <= 12) return month as MonthNumber;
  context.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.changeMonth });
  return null;
});

/** The coverage changes, read together: each row complete, the rows in month order. */
const changesSchema = z
  .object({
    change1Month: changeMonth,
    change1Coverage: coverage(CALCULATOR_MESSAGES.changeCoverage, true),
    change2Month: changeMonth,
    change2Coverage: coverage(CALCULATOR_MESSAGES.changeCoverage, true),
    change3Month: changeMonth,
    change3Coverage: coverage(CALCULATOR_MESSAGES.changeCoverage, true),
  })
  .superRefine((parsed, context) => {
    let earlier: number | null = null;
    for (const index of COVERAGE_CHANGES) {
      const month = parsed[`change${index}Month`];
      const next = parsed[`change${index}Coverage`];
      if (month === null && next !== null) context.addIssue({ code: "custom", path: [`change${index}Month`], message: CALCULATOR_MESSAGES.changeMissingMonth });
      if (month !== null && next === null)
        context.addIssue({ code: "custom", path: [`change${index}Coverage`], message: CALCULATOR_MESSAGES.changeMissingCoverage(month) });
      if (month === null) continue;
      if (earlier !== null && month === earlier)
        context.addIssue({ code: "custom", path: [`change${index}Month`], message: CALCULATOR_MESSAGES.changeSameMonth(month) });
      else if (earlier !== null && month < earlier) {
        context.addIssue({ code: "custom", path: [`change${index}Month`], message: CALCULATOR_MESSAGES.changeOrder(month, earlier) });
      }
      earlier = month;
    }
  });

function schemaFor(knownYears: readonly number[]) {
  return z.object({
    year: z.string().transform((value, context) => {
      const year = Number(value);
      if (/^\d{4}$/.test(value) && knownYears.includes(year)) return year;
      context.addIssue({
        code: "custom",
        message: /^\d{1,6}$/.test(value) ? CALCULATOR_MESSAGES.yearWithoutFigures(value, knownYears) : CALCULATOR_MESSAGES.year(knownYears),
      });
      return 0;
    }),
    coverage: coverage(CALCULATOR_MESSAGES.coverage),
    age: z.string().transform((value, context) => {
      const text = value.trim();
      if (!/^\d+$/.test(text)) {
        context.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.age });
        return 0;
      }
      if (Number(text) > MAX_AGE) context.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.ageRange });
      return Number(text);
    }),
    medicare: z.string().transform((value, context): MonthNumber | null => {
      if (!value) return null;
      const month = Number(value);
      if (WHOLE_NUMBER.test(value) && month >= 1 && month <= 12) return month as MonthNumber;
      context.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.medicare });
      return null;
    }),
    spouse: z.string().transform((value, context): SpouseCoverage | null => {
      if ((SPOUSE_KINDS as readonly string[]).includes(value)) return value as SpouseCoverage;
      context.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.spouse });
      return null;
    }),
    share: z.string().transform((value, context) => parsePercent(value, 100, CALCULATOR_MESSAGES.share, context)),
    employer: z.string().transform(parseAmount),
    payroll: z.string().transform(parseAmount),
    direct: z.string().transform(parseAmount),
    federalRate: z.string().transform((value, context) => {
      if (!value) return null;
      const rate = Number(value);
      if ((FEDERAL_RATES as readonly number[]).includes(rate) && /^\d+$/.test(value)) return rate;
      context.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.federalRate });
      return null;
    }),
    state: z.string().transform((value, context): StateCode | null => {
      if (!value) return null;
      if (isStateCode(value)) return value;
      context.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.state });
      return null;
    }),
    stateRate: z.string().transform((value, context) => parsePercent(value, MAX_STATE_RATE, CALCULATOR_MESSAGES.stateRate, context)),
  });
}

/**
 * Reads the calculator's query string: what the visitor typed (echoed back as typed), the message
 * for each field that cannot be used, or the facts to calculate with. Never throws: a forged or
 * mistyped address gets messages at its fields. `knownYears` are the years with figures.
 */
export function readCalculatorQuery(params: URLSearchParams, knownYears: readonly number[], defaultYear: number | null): CalculatorQuery {
  const asked = CALCULATOR_FIELDS.some((field) => params.has(field));
  const values = defaultCalculatorValues(defaultYear);
  if (!asked) return { status: "empty", values };
  const errors: CalculatorErrors = {};
  for (const field of CALCULATOR_FIELDS) {
    const all = params.getAll(field);
    if (all.length) values[field] = all[0]!;
    if (all.length > 1) errors[field] = CALCULATOR_MESSAGES.repeated;
    else if (values[field].length > MAX_VALUE_LENGTH) errors[field] = CALCULATOR_MESSAGES.tooLong;
  }
  // Fields absent from a shortened address take their defaults; empty fields stay empty.
  const parsed = schemaFor(knownYears).safeParse(values);
  const changes = changesSchema.safeParse(values);
  for (const issue of [...(parsed.error?.issues ?? []), ...(changes.error?.issues ?? [])]) {
    const field = issue.path[0] as CalculatorField;
    errors[field] ??= issue.message;
  }
  if (Object.keys(errors).length || !parsed.success || !changes.success) return { status: "invalid", values, errors };
  const data = { ...parsed.data, ...changes.data };
  const coverageChanges = COVERAGE_CHANGES.flatMap((index) => {
    const month = data[`change${index}Month`];
    const next = data[`change${index}Coverage`];
    return month !== null && next !== null ? [{ fromMonth: month, coverage: next }] : [];
  });
  return {
    status: "valid",
    values,
    year: data.year,
    facts: {
      coverageByMonth: coverageByMonth(data.coverage!, coverageChanges),
      ageAtYearEnd: data.age,
      medicareFromMonth: data.medicare,
      spouse: { coverage: data.spouse!, yourSharePercent: data.share },
      contributions: { employer: data.employer, payroll: data.payroll, direct: data.direct },
      tax: { federalRate: data.federalRate, state: data.state, stateRate: data.stateRate },
    },
  };
}
