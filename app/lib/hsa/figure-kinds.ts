import type { LimitFigures } from "./calculator-facts";

/** A year of figures as the content store holds them: the limits and the HDHP amounts. */
export type StoredFiguresYear = LimitFigures & {
  readonly minimumDeductible: { readonly selfOnly: number; readonly family: number };
  readonly maximumOutOfPocket: { readonly selfOnly: number; readonly family: number };
};

/** Every amount a year of figures states, by what it is. */
export const FIGURE_KINDS = {
  selfOnlyLimit: { label: "self-only limit", of: (year: StoredFiguresYear) => year.contributionLimit.selfOnly },
  familyLimit: { label: "family limit", of: (year: StoredFiguresYear) => year.contributionLimit.family },
  catchUp: { label: "catch-up contribution", of: (year: StoredFiguresYear) => year.catchUp },
  selfOnlyDeductible: { label: "HDHP minimum deductible for self-only coverage", of: (year: StoredFiguresYear) => year.minimumDeductible.selfOnly },
  familyDeductible: { label: "HDHP minimum deductible for family coverage", of: (year: StoredFiguresYear) => year.minimumDeductible.family },
  selfOnlyOutOfPocket: { label: "HDHP out-of-pocket maximum for self-only coverage", of: (year: StoredFiguresYear) => year.maximumOutOfPocket.selfOnly },
  familyOutOfPocket: { label: "HDHP out-of-pocket maximum for family coverage", of: (year: StoredFiguresYear) => year.maximumOutOfPocket.family },
} as const;

export type FigureKind = keyof typeof FIGURE_KINDS;
export const ALL_FIGURE_KINDS = Object.keys(FIGURE_KINDS) as FigureKind[];

/** What a statement is about, from its words: a kind of amount and, where it says, the coverage. */
export type FigureClass = "limit" | "catchUp" | "deductible" | "outOfPocket";
export type CoverageWord = "selfOnly" | "family";

export const KINDS_BY_CLASS: Record<FigureClass, Record<CoverageWord | "either", readonly FigureKind[]>> = {
  limit: { selfOnly: ["selfOnlyLimit"], family: ["familyLimit"], either: ["selfOnlyLimit", "familyLimit"] },
  catchUp: { selfOnly: ["catchUp"], family: ["catchUp"], either: ["catchUp"] },
  deductible: { selfOnly: ["selfOnlyDeductible"], family: ["familyDeductible"], either: ["selfOnlyDeductible", "familyDeductible"] },
  outOfPocket: { selfOnly: ["selfOnlyOutOfPocket"], family: ["familyOutOfPocket"], either: ["selfOnlyOutOfPocket", "familyOutOfPocket"] },
};

/** Words that say which figure an amount is. Order matters: the first class that matches nearest the amount wins. */
export const CLASS_WORDS: readonly [FigureClass, RegExp][] = [
  ["catchUp", /catch[- ]?up|\badditional\b|\bextra\b|\b55\b/gi],
  ["outOfPocket", /out[- ]of[- ]pocket/gi],
  ["deductible", /(?<!high[- ])deductible(?![- ]health)/gi],
  ["limit", /contribut\w*|limit\w*|(?<!out[- ]of[- ]pocket )maximum(?! out[- ]of[- ]pocket)|\bmax\b/gi],
];

export const COVERAGE_WORDS: readonly [CoverageWord, RegExp][] = [
  ["selfOnly", /self[- ]only|\bindividual\b|\bsingle\b|employee[- ]only|\bself\b/gi],
  ["family", /\bfamil(?:y|ies)\b/gi],
];

/** The text is about HSAs at all: figures in a text about something else are not checked. */
export const HSA_TOPIC = /\bHSAs?\b|health savings|\bHDHPs?\b|high[- ]deductible/i;
