import { foldText } from "./query";

export const MAX_PHRASES = 8;
export const MAX_PHRASE_LENGTH = 60;
/** At most this many spellings of one query are searched together. */
const MAX_VARIANTS = 8;

export const SYNONYM_MESSAGES = {
  tooFew: "Enter at least two words or phrases that mean the same, separated by commas.",
  tooMany: `Enter at most ${MAX_PHRASES} words or phrases in one group.`,
  tooLong: `Each word or phrase may have at most ${MAX_PHRASE_LENGTH} characters.`,
  noWords: "Each word or phrase needs a letter or a digit.",
} as const;

/** "HDHP = high deductible health plan, HD plan" as folded phrases, or the message saying what is wrong. */
export function parseSynonymPhrases(input: string): { phrases: string[] } | { error: string } {
  const phrases = [
    ...new Set(
      input
        .split(/[,;=\n]/)
        .map((phrase) => foldText(phrase).replace(/\s+/g, " ").trim())
        .filter(Boolean),
    ),
  ];
  if (phrases.some((phrase) => phrase.length > MAX_PHRASE_LENGTH)) return { error: SYNONYM_MESSAGES.tooLong };
  if (phrases.some((phrase) => !/[\p{L}\p{N}]/u.test(phrase))) return { error: SYNONYM_MESSAGES.noWords };
  if (phrases.length < 2) return { error: SYNONYM_MESSAGES.tooFew };
  if (phrases.length > MAX_PHRASES) return { error: SYNONYM_MESSAGES.tooMany };
  return { phrases };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wholePhrase = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, "u");

/**
 * The query as typed, then the same query with each synonym group's phrase replaced by the group's
 * other phrases: "pub 969 limits" with {pub 969, publication 969} also searches "publication 969 limits".
 */
export function queryVariants(query: string, groups: readonly (readonly string[])[]): string[] {
  const folded = foldText(query);
  const variants = [folded];
  for (const group of groups) {
    const present = group.find((phrase) => wholePhrase(phrase).test(folded));
    if (!present) continue;
    for (const other of group) {
      if (other === present) continue;
      variants.push(folded.replace(wholePhrase(present), other));
      if (variants.length >= MAX_VARIANTS) return variants;
    }
  }
  return variants;
}
