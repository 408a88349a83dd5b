/** The longest query searched; the rest of a longer one is dropped (a search box never needs more). */
export const MAX_QUERY_LENGTH = 200;

/** Marks the snippet highlighter inserts around matched words (Unicode private use: never in indexed text, see `plainForIndex`). */
export const HIT_START = "\uE000";
export const HIT_END = "\uE001";

// Control characters (NUL included) and the highlighter's marks never reach the database.
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\uE000\uE001\uFFFD]/g;

/** A query as searched: control characters removed, spaces collapsed, at most MAX_QUERY_LENGTH characters. */
export function normalizeQuery(raw: string | null | undefined): string {
  if (!raw) return "";
  const cleaned = raw
    .slice(0, MAX_QUERY_LENGTH * 4)
    .replace(UNWANTED, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (cleaned.length <= MAX_QUERY_LENGTH) return cleaned;
  // Cut at a space when there is one near the end, so the last word is not half a word.
  const cut = cleaned.slice(0, MAX_QUERY_LENGTH);
  const space = cut.lastIndexOf(" ");
  return (space > MAX_QUERY_LENGTH - 30 ? cut.slice(0, space) : cut).trim();
}

/** Text stored for search: the highlighter's marks and control characters removed, spaces collapsed. */
export function plainForIndex(text: string): string {
  return text.replace(UNWANTED, " ").replace(/\s+/g, " ").trim();
}

/** Whether the query has anything to search for: a letter or a digit in any script. */
export function hasSearchableWords(query: string): boolean {
  return /[\p{L}\p{N}]/u.test(query);
}

/** Lower case without accents, as the database's `search_fold` does for the index. */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The query's words that a typo could be in: letters only, three or more, not an operator of the search syntax. */
export function correctableWords(query: string): string[] {
  const words = foldText(query).match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 3 && word !== "or" && word.length <= 40))];
}

/** The query with each word in `replacements` replaced (whole words, any case), operators and quotes kept. */
export function replaceWords(query: string, replacements: ReadonlyMap<string, string>): string {
  return query.replace(/[\p{L}\p{M}]+/gu, (word) => replacements.get(foldText(word)) ?? word);
}

/**
 * The query's wanted words as one "either word" query (websearch syntax): `"catch-up rules" -hdhp or
 * hsa` gives `catch-up or rules or hsa`. Ranking counts how many of them a title holds, which the
 * query as typed (all words, in order) cannot tell: a title with one of three words scores as one
 * with none.
 */
export function anyOfWords(query: string): string {
  return query
    .split(/\s+/)
    .filter((word) => !word.startsWith("-") && word.toLowerCase() !== "or")
    .map((word) => word.replace(/"/g, ""))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .join(" or ");
}
