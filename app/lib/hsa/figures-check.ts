import { formatUsd } from "~/lib/core/money";
import {
  ALL_FIGURE_KINDS,
  CLASS_WORDS,
  COVERAGE_WORDS,
  type CoverageWord,
  type FigureClass,
  type FigureKind,
  FIGURE_KINDS,
  HSA_TOPIC,
  KINDS_BY_CLASS,
  type StoredFiguresYear,
} from "./figure-kinds";
import { type AmountMention, amountsIn, clausesOf, RESPECTIVELY, type Span, type YearMention, yearsIn } from "./figure-statements";
import { textBlocks } from "./figures-text";

/** A statement of a year's HSA figure that differs from the figures in the content store. */
export type FiguresWarning = {
  /** The year the text states the figure for. */
  readonly year: number;
  /** The amount the text states, in dollars. */
  readonly stated: number;
  /** What the amount is taken to be, when the words say (null: a limit with no coverage named). */
  readonly kind: FigureKind | null;
  /** Another year's figure the amount equals, when it does (the usual slip: last year's limit). */
  readonly knownAs: { readonly year: number; readonly kind: FigureKind } | null;
  /** "$3,850 was the 2023 self-only limit; 2024's was $4,150 — Rev. Proc. 2023-23" */
  readonly message: string;
  /** The sentence that states it. */
  readonly excerpt: string;
  readonly source: { readonly title: string; readonly url: string };
};

type Found = { readonly value: string; readonly start: number; readonly end: number };

/** Words after which a full stop does not end a sentence. */
const ABBREVIATIONS = new Set([
  "rev",
  "proc",
  "pub",
  "no",
  "nos",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "vs",
  "e.g",
  "i.e",
  "u.s",
  "inc",
  "co",
  "sec",
  "art",
  "approx",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
]);
const EXCERPT_MAX = 200;
/** A text that names no currency cannot state a figure: the cheap test before any parsing. */
export const MAY_STATE_AN_AMOUNT = /\$|&#0*36;|&#x0*24;|&dollar;|dollar|\busd\b/i;

const matches = (text: string, pattern: RegExp): Found[] =>
  [...text.matchAll(pattern)].map((match) => ({ value: match[0], start: match.index, end: match.index + match[0].length }));

/** Sentences of a block, not cut after "Rev." or "U.S.". */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const stop of text.matchAll(/[.!?](?=\s+["“(]?[A-Z0-9$])/g)) {
    const before = /([A-Za-z.]+)$/.exec(text.slice(start, stop.index))?.[1] ?? "";
    if (ABBREVIATIONS.has(before.toLowerCase()) || /^[A-Z]$/.test(before)) continue;
    sentences.push(text.slice(start, stop.index + 1).trim());
    start = stop.index + 1;
  }
  sentences.push(text.slice(start).trim());
  return sentences.filter(Boolean);
}

function distance(found: Span, amount: Span): number {
  return found.end <= amount.start ? amount.start - found.end : found.start >= amount.end ? found.start - amount.end : 0;
}

const inside = (found: Span, clause: Span) => found.start >= clause.start && found.end <= clause.end;

/** The labels whose words appear in a clause, each with its distance from the amount. */
function labelsIn<Label>(sentence: string, clause: Span, amount: Span, words: readonly [Label, RegExp][]): { label: Label; distance: number }[] {
  return words.flatMap(([label, pattern]) =>
    matches(sentence, pattern)
      .filter((found) => inside(found, clause))
      .map((found) => ({ label, distance: distance(found, amount) })),
  );
}

/** The first label whose words appear anywhere in `text`. */
function anyLabel<Label>(text: string, words: readonly [Label, RegExp][]): Label | null {
  return words.find(([, pattern]) => matches(text, pattern).length)?.[0] ?? null;
}

const verb = (year: number, thisYear: number, plural = false) => (year < thisYear ? (plural ? "were" : "was") : plural ? "are" : "is");

function describe(
  stated: number,
  year: StoredFiguresYear,
  candidates: readonly FigureKind[],
  kind: FigureKind | null,
  knownAs: FiguresWarning["knownAs"],
  thisYear: number,
): string {
  const source = ` — ${year.sourceTitle}`;
  const expected = kind
    ? `${year.year}'s ${verb(year.year, thisYear)} ${formatUsd(FIGURE_KINDS[kind].of(year))}`
    : `${year.year}'s ${verb(year.year, thisYear, true)} ${candidates.map((candidate) => `${formatUsd(FIGURE_KINDS[candidate].of(year))} (${FIGURE_KINDS[candidate].label})`).join(" and ")}`;
  if (knownAs) {
    return `${formatUsd(stated)} ${verb(knownAs.year, thisYear)} the ${knownAs.year} ${FIGURE_KINDS[knownAs.kind].label}; ${expected}${source}`;
  }
  const what = kind ? `the ${year.year} ${FIGURE_KINDS[kind].label}` : `a ${year.year} figure of this kind`;
  return `${formatUsd(stated)} is not ${what}; ${expected}${source}`;
}

/** Another year's figure of a candidate kind equal to `stated`, the nearest year first. */
function knownFigure(stated: number, years: readonly StoredFiguresYear[], near: number, candidates: readonly FigureKind[]): FiguresWarning["knownAs"] {
  const byNearness = [...years].filter((year) => year.year !== near).sort((a, b) => Math.abs(a.year - near) - Math.abs(b.year - near) || b.year - a.year);
  for (const year of byNearness) {
    const kind = candidates.find((candidate) => FIGURE_KINDS[candidate].of(year) === stated);
    if (kind) return { year: year.year, kind };
  }
  return null;
}

type Context = { years: number[]; figureClass: FigureClass | null };

/** An amount of a sentence with what its clause says it is. */
type ReadAmount = { amount: AmountMention; years: YearMention[]; figureClass: FigureClass | null; coverage: CoverageWord | null };

/**
 * What each amount of a sentence is, from its own clause: the kind of figure (the most specific the
 * clause names: a catch-up over a limit; else the kind of the clause before, else the heading's),
 * the coverage (the nearest coverage words of its clause) and the years (its clause's, else the
 * sentence's). With "respectively", amounts pair in order with the coverages named.
 */
function readAmounts(sentence: string, context: Context): ReadAmount[] {
  const amounts = amountsIn(sentence);
  if (!amounts.length) return [];
  const years = yearsIn(sentence, amounts);
  const clauses = clausesOf(sentence, amounts);
  let carried = context.figureClass;
  const read = amounts.map((amount) => {
    const clause = clauses.find((each) => inside(amount, each)) ?? { start: 0, end: sentence.length };
    const classes = labelsIn(sentence, clause, amount, CLASS_WORDS);
    const figureClass = CLASS_WORDS.map(([label]) => label).find((label) => classes.some((found) => found.label === label)) ?? carried;
    carried = figureClass;
    const coverages = labelsIn(sentence, clause, amount, COVERAGE_WORDS).sort((a, b) => a.distance - b.distance);
    const ownYears = years.filter((year) => inside(year, clause));
    return { amount, years: ownYears.length ? ownYears : years, figureClass, coverage: coverages[0]?.label ?? null };
  });
  if (RESPECTIVELY.test(sentence)) {
    const named = matches(sentence, new RegExp(COVERAGE_WORDS.map(([, pattern]) => pattern.source).join("|"), "gi"));
    if (named.length === amounts.length) {
      return read.map((each, index) => ({
        ...each,
        coverage: COVERAGE_WORDS.find(([, pattern]) => new RegExp(pattern.source, "i").test(named[index]!.value))![0],
      }));
    }
    return read.map((each) => ({ ...each, coverage: null }));
  }
  return read;
}

function checkSentence(sentence: string, context: Context, byYear: ReadonlyMap<number, StoredFiguresYear>, thisYear: number): FiguresWarning[] {
  const warnings: FiguresWarning[] = [];
  for (const { amount, years: named, figureClass, coverage } of readAmounts(sentence, context)) {
    const years = (named.length ? named.map((found) => found.year) : context.years).filter((year) => byYear.has(year));
    if (!years.length) continue;
    const stated = amount.dollars;
    const candidates: readonly FigureKind[] = figureClass
      ? KINDS_BY_CLASS[figureClass][coverage ?? "either"]
      : coverage
        ? (["limit", "deductible", "outOfPocket"] as const).flatMap((each) => KINDS_BY_CLASS[each][coverage])
        : ALL_FIGURE_KINDS;
    if (years.some((year) => candidates.some((kind) => FIGURE_KINDS[kind].of(byYear.get(year)!) === stated))) continue;
    // The named year nearest the amount is the one the text states it for.
    const checkable = named.filter((found) => byYear.has(found.year));
    const nearest = checkable.length ? [...checkable].sort((a, b) => distance(a, amount) - distance(b, amount))[0]!.year : years[0]!;
    const year = byYear.get(nearest)!;
    const knownAs = knownFigure(stated, [...byYear.values()], nearest, candidates);
    // Without words saying what the amount is, only another year's figure makes it a statement of one.
    if (!figureClass && !knownAs) continue;
    const kind = knownAs ? knownAs.kind : candidates.length === 1 ? candidates[0]! : null;
    if (!figureClass && kind === null) continue;
    warnings.push({
      year: nearest,
      stated,
      kind,
      knownAs,
      message: describe(stated, year, kind ? [kind] : candidates, kind, knownAs, thisYear),
      excerpt: sentence.length > EXCERPT_MAX ? `${sentence.slice(0, EXCERPT_MAX - 1)}…` : sentence,
      source: { title: year.sourceTitle, url: year.sourceUrl },
    });
  }
  return warnings;
}

/**
 * Finds statements of a year's HSA contribution limit, catch-up or HDHP amount in HTML or plain
 * text ("2024 limits of $3,850 individual and $7,750 family") and compares each with that year's
 * figures: one warning per amount that differs, naming the year's figure and its source. A text
 * that never mentions HSAs or HDHPs is not checked unless `assumeHsaTopic` (site content, all of
 * which is about HSAs). `today` (yyyy-mm-dd) decides "was" or "is".
 */
export function checkFigures(input: string, years: readonly StoredFiguresYear[], today: string, { assumeHsaTopic = false } = {}): FiguresWarning[] {
  if (!input || !MAY_STATE_AN_AMOUNT.test(input)) return [];
  const blocks = textBlocks(input);
  if (!assumeHsaTopic && !blocks.some((block) => HSA_TOPIC.test(block.text))) return [];
  const byYear = new Map(years.map((year) => [year.year, year]));
  const thisYear = Number(today.slice(0, 4));
  const seen = new Set<string>();
  const warnings: FiguresWarning[] = [];
  let heading: Context = { years: [], figureClass: null };
  for (const block of blocks) {
    if (block.heading) {
      heading = { years: yearsIn(block.text).map((found) => found.year), figureClass: anyLabel(block.text, CLASS_WORDS) };
    }
    let context = heading;
    for (const sentence of sentencesOf(block.text)) {
      for (const warning of checkSentence(sentence, context, byYear, thisYear)) {
        const key = `${warning.year}:${warning.stated}:${warning.kind}`;
        if (seen.has(key)) continue;
        seen.add(key);
        warnings.push(warning);
      }
      const named = yearsIn(sentence).map((found) => found.year);
      if (named.length) context = { ...context, years: named };
    }
  }
  return warnings;
}

/**
 * What names one warning of one text for a person's "this is right": the year, the amount, its kind
 * and the sentence. A changed sentence is a new warning.
 */
export function warningKey(warning: Pick<FiguresWarning, "year" | "stated" | "kind" | "excerpt">): string {
  return `${warning.year}|${warning.stated}|${warning.kind ?? "any"}|${warning.excerpt.replace(/\s+/g, " ").trim().toLowerCase()}`.slice(0, 400);
}

/** A warning found in one text of a site content document, with where that text is. */
export type ContentFiguresWarning = FiguresWarning & { readonly path: string };

/**
 * The figures check over every text of a site content document (its published or draft value):
 * each string is checked on its own, and its warnings say which field they are in ("years.2.note").
 * For the Site Content editor to show beside a field, and for the content-health list.
 */
export function checkContentFigures(value: unknown, years: readonly StoredFiguresYear[], today: string, path = ""): ContentFiguresWarning[] {
  if (typeof value === "string") return checkFigures(value, years, today, { assumeHsaTopic: true }).map((warning) => ({ ...warning, path }));
  const join = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) return value.flatMap((item, index) => checkContentFigures(item, years, today, join(index)));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => checkContentFigures(item, years, today, join(key)));
  return [];
}
