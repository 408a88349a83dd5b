/**
 * The structure of a sentence that states amounts, as the figures check reads it: the money amounts
 * in every way people write them ("$4,400", "$4.4k", "4,300 dollars", "USD 4,300", "four thousand
 * three hundred dollars"), the years, and the parts of the sentence each amount governs (a clause
 * joined by "and", "or", a comma, a semicolon or a table cell), so that the words of one clause
 * ("the family limit is ...") are never read as describing the amount of another.
 */

/** A stretch of a sentence: [start, end) character offsets. */
export type Span = { readonly start: number; readonly end: number };
export type AmountMention = Span & { readonly dollars: number; readonly text: string };
export type YearMention = Span & { readonly year: number };

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const SCALE = String.raw`(?:\s?(?<scale>k|K|thousand|million|m|M)\b)?`;
/** "$4,400", "US$ 4,400", "USD 4,400", "$4.4k", "$4.4 thousand". */
const CURRENCY_FIRST = new RegExp(String.raw`(?:US\s?\$|\$|\bUSD\s?)\s?(?<number>${NUMBER})(?![\d,]*\d)${SCALE}`, "g");
/** "4,300 dollars", "4,300 USD", "4.4 thousand dollars", "4,300 US dollars". */
const CURRENCY_AFTER = new RegExp(String.raw`(?<![\d$.,])(?<number>${NUMBER})(?:\s?(?<scale>k|K|thousand|million))?\s(?:US\s)?(?:dollars?\b|USD\b)`, "g");

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };
const NUMBER_WORD = String.raw`(?:${[...Object.keys(UNITS), ...Object.keys(SCALES), "a"].join("|")})`;
/** "four thousand three hundred dollars", "eight thousand, seven hundred and fifty dollars". */
const WORDS_AMOUNT = new RegExp(String.raw`\b${NUMBER_WORD}(?:(?:[\s-]|,\s|\sand\s)${NUMBER_WORD})*\s(?:US\s)?dollars?\b`, "gi");
/** Amounts per month or per paycheck are not yearly figures. */
const PERIODIC_AFTER = /^\s*(?:a|per|each|every|\/)\s*(?:month|mo|week|paycheck|pay period)\b/i;

const SCALE_OF: Record<string, number> = { k: 1_000, K: 1_000, thousand: 1_000, million: 1_000_000, m: 1_000_000, M: 1_000_000 };

/** The value of number words ("eight thousand seven hundred fifty"), or null when they are not one number. */
export function numberFromWords(words: string): number | null {
  let total = 0;
  let current = 0;
  let any = false;
  for (const word of words.toLowerCase().split(/[\s,-]+/)) {
    if (!word || word === "and") continue;
    if (word === "a") {
      current = Math.max(current, 1);
      continue;
    }
    if (word in UNITS) {
      current += UNITS[word]!;
      any = true;
    } else if (word === "hundred") {
      current = Math.max(current, 1) * 100;
      any = true;
    } else if (word in SCALES) {
      total += Math.max(current, 1) * SCALES[word]!;
      current = 0;
      any = true;
    } else return null;
  }
  return any ? total + current : null;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Every money amount of a sentence, in order, without the ones said per month or per paycheck. */
export function amountsIn(sentence: string): AmountMention[] {
  const found: AmountMention[] = [];
  const add = (start: number, text: string, dollars: number | null) => {
    const span = { start, end: start + text.length };
    if (dollars === null || !Number.isFinite(dollars) || found.some((other) => overlaps(other, span))) return;
    if (PERIODIC_AFTER.test(sentence.slice(span.end))) return;
    found.push({ ...span, dollars: Math.round(dollars * 100) / 100, text });
  };
  for (const pattern of [CURRENCY_FIRST, CURRENCY_AFTER]) {
    for (const match of sentence.matchAll(pattern)) {
      const number = Number(match.groups!.number!.replace(/,/g, ""));
      const scale = match.groups!.scale ? SCALE_OF[match.groups!.scale]! : 1;
      add(match.index, match[0], number * scale);
    }
  }
  for (const match of sentence.matchAll(WORDS_AMOUNT)) {
    const words = match[0].replace(/\s(?:US\s)?dollars?$/i, "");
    add(match.index, match[0], numberFromWords(words));
  }
  return found.sort((a, b) => a.start - b.start);
}

const YEAR = /(?<![\d$.,/-])(?:19|20)\d{2}(?!\d|,\d|-\d|\.\d)/g;

/** The years a sentence names (not inside an amount, a number like 2,026 or a "2023-23"). */
export function yearsIn(sentence: string, amounts: readonly Span[] = amountsIn(sentence)): YearMention[] {
  return [...sentence.matchAll(YEAR)]
    .map((match) => ({ start: match.index, end: match.index + match[0].length, year: Number(match[0]) }))
    .filter((year) => !amounts.some((amount) => overlaps(amount, year)));
}

/** Where one clause ends and the next begins: only once the clause so far states an amount. */
const BOUNDARY = /\s*(?:[;|]|,(?!\d{3})|\b(?:and|or|but|while|whereas|plus|versus|vs\.?|compared (?:with|to)|up from|down from|from|than)\b)\s*/gi;

/**
 * The clauses of a sentence, each holding at most the amounts it states: the sentence is cut at a
 * conjunction, comma, semicolon or cell border that follows an amount, so "the self-only limit is
 * $4,400 and the family limit is $8,750" is two clauses and "For 2026, the limit is $4,400" one.
 */
export function clausesOf(sentence: string, amounts: readonly AmountMention[]): Span[] {
  const clauses: Span[] = [];
  let start = 0;
  for (const boundary of sentence.matchAll(BOUNDARY)) {
    const cut = { start: boundary.index, end: boundary.index + boundary[0].length };
    if (amounts.some((amount) => overlaps(amount, cut))) continue;
    const statesAmount = amounts.some((amount) => amount.start >= start && amount.end <= cut.start);
    if (!statesAmount) continue;
    clauses.push({ start, end: cut.start });
    start = cut.start;
  }
  clauses.push({ start, end: sentence.length });
  return clauses;
}

/** "..., respectively": the amounts pair, in order, with the things named before them. */
export const RESPECTIVELY = /\brespectively\b/i;
