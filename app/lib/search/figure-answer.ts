import { CLASS_WORDS, COVERAGE_WORDS, type CoverageWord, FIGURE_KINDS, type FigureClass, KINDS_BY_CLASS, type StoredFiguresYear } from "~/lib/hsa/figure-kinds";
import { figuresForYear, figuresInForce } from "~/lib/site-content/figures-in-force";
import { CATCH_UP_SOURCE } from "~/lib/hsa/statute";

/** A query read as a question about one of the stored HSA figures. */
export type FigureQuestion = { figureClass: FigureClass; coverage: CoverageWord | "either"; year: number | null };

/** Words that make "contribution" a question about the limit rather than about contributions in general. */
const LIMIT_ASKED = /\blimit|\bmax(?:imum)?\b|how much|\bcap\b/i;
const TAX_YEAR = /\b(20\d\d)\b/;
/** Longer queries are sentences about something else that happen to name a figure. */
const MAX_WORDS = 10;

const firstMatch = <Name extends string>(query: string, table: readonly [Name, RegExp][]): Name | null =>
  table.find(([, words]) => new RegExp(words.source, words.flags.replace("g", "")).test(query))?.[0] ?? null;

/** Reads "2027 family limit", "HDHP minimum deductible 2026", "catch-up": the figure, the coverage and the year, when the query asks for one. */
export function figureQuestion(query: string): FigureQuestion | null {
  if (!query || query.split(/\s+/).length > MAX_WORDS || /(^|\s)-\S/.test(query)) return null;
  const figureClass = firstMatch(query, CLASS_WORDS);
  if (!figureClass) return null;
  const coverage = firstMatch(query, COVERAGE_WORDS) ?? "either";
  const yearText = TAX_YEAR.exec(query)?.[1];
  const year = yearText ? Number(yearText) : null;
  // "Employer contributions" is a topic; "2026 contribution", "family contribution" or "contribution limit" asks for the figure.
  if (figureClass === "limit" && !LIMIT_ASKED.test(query) && year === null && coverage === "either") return null;
  return { figureClass, coverage, year };
}

/** A stored year of figures with its source, as the HSA figures document holds it. */
export type SourcedFiguresYear = StoredFiguresYear & { year: number; effectiveDate: string; sourceTitle: string; sourceUrl: string };

export type FigureAnswer = {
  figureClass: FigureClass;
  year: number;
  /** Whether that year is in force today, announced for later, or past. */
  status: "current" | "upcoming" | "past";
  effectiveDate: string;
  amounts: { label: string; amount: number }[];
  sourceTitle: string;
  sourceUrl: string;
  /** Who publishes the source: the IRS for a year's revenue procedure, the U.S. Code for the catch-up. */
  sourcePublisher: string;
};

/** Or, when the question names a year the figures do not have: which years they do have. */
export type MissingYear = { missingYear: number; knownYears: number[] };

const CLASS_TITLES: Record<FigureClass, string> = {
  limit: "HSA contribution limit",
  catchUp: "HSA catch-up contribution (age 55 or older)",
  deductible: "HDHP minimum annual deductible",
  outOfPocket: "HDHP maximum out-of-pocket",
};

export const figureAnswerTitle = (answer: Pick<FigureAnswer, "figureClass" | "year">) => `${answer.year} ${CLASS_TITLES[answer.figureClass]}`;

const COVERAGE_LABELS: Record<string, string> = {
  selfOnlyLimit: "Self-only coverage",
  familyLimit: "Family coverage",
  catchUp: "Additional amount each year",
  selfOnlyDeductible: "Self-only coverage",
  familyDeductible: "Family coverage",
  selfOnlyOutOfPocket: "Self-only coverage",
  familyOutOfPocket: "Family coverage",
};

/** The answer from the stored figures: the year asked for, else the year in force on `today` (yyyy-mm-dd). */
export function answerFigureQuestion<Year extends SourcedFiguresYear>(
  question: FigureQuestion,
  years: readonly Year[],
  today: string,
): FigureAnswer | MissingYear | null {
  const sorted = figuresInForce(years, today);
  const entry = question.year === null ? sorted.current : figuresForYear(years, question.year);
  if (!entry) {
    if (question.year === null) return null;
    return { missingYear: question.year, knownYears: years.map((year) => year.year).sort((a, b) => a - b) };
  }
  const status = entry === sorted.current ? "current" : entry.effectiveDate > today ? "upcoming" : "past";
  const kinds = KINDS_BY_CLASS[question.figureClass][question.coverage];
  return {
    figureClass: question.figureClass,
    year: entry.year,
    status,
    effectiveDate: entry.effectiveDate,
    amounts: kinds.map((kind) => ({ label: COVERAGE_LABELS[kind] ?? FIGURE_KINDS[kind].label, amount: FIGURE_KINDS[kind].of(entry) })),
    ...(question.figureClass === "catchUp"
      ? { sourceTitle: CATCH_UP_SOURCE.title, sourceUrl: CATCH_UP_SOURCE.url, sourcePublisher: CATCH_UP_SOURCE.publisher }
      : { sourceTitle: entry.sourceTitle, sourceUrl: entry.sourceUrl, sourcePublisher: "IRS" }),
  };
}
