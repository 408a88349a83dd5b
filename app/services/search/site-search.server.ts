import { isbot } from "isbot";
import { type FigureAnswer, type MissingYear, answerFigureQuestion, figureQuestion, type SourcedFiguresYear } from "~/lib/search/figure-answer";
import { FIGURE_PAGES } from "~/lib/search/messages";
import { hasSearchableWords } from "~/lib/search/query";
import { addressKey, RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import type { Db } from "~/services/platform";
import { hitRateLimit } from "~/services/rate-limits";
import { missToRecord, recordSearchMiss } from "./misses.server";
import { type SearchOutcome, searchSite, synonymGroups } from "./search.server";

export type SiteSearchState =
  | { kind: "nothing-to-search" }
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "searched"; answer: FigureAnswer | MissingYear | null; outcome: SearchOutcome };

type SiteSearchInput = {
  /** Normalized (normalizeQuery) and not empty. */
  query: string;
  clientIp: string;
  userAgent: string | null;
  /** The published HSA figures, as the pages and the calculator read them. */
  years: readonly SourcedFiguresYear[];
  /** The firm's day (yyyy-mm-dd): which year is in force. */
  today: string;
  now?: Date;
};

/**
 * A visitor's search: refused before any work when the address searched too often, then the
 * answer from the stored figures (for a question about one), the matching pages and posts, and a
 * miss counted when nothing at all was found (never for bots).
 */
export async function siteSearch(db: Db, input: SiteSearchInput): Promise<SiteSearchState> {
  if (!hasSearchableWords(input.query)) return { kind: "nothing-to-search" };
  const now = input.now ?? new Date();
  // The synonyms come from this process's cache (decision 094); when the content version must be asked, beside the limit's hit.
  const [verdict, groups] = await Promise.all([hitRateLimit(db, RATE_LIMITS.searchPerAddress, addressKey(input.clientIp), now), synonymGroups(db)]);
  if (!verdict.allowed) return { kind: "limited", retryAfterSeconds: verdict.retryAfterSeconds };
  const question = figureQuestion(input.query);
  const answer = question ? answerFigureQuestion(question, input.years, input.today) : null;
  const answered = answer !== null && !("missingYear" in answer);
  // Counted by the search's own statement when nothing matches and nothing can be corrected (decision 094).
  const miss = !answered && input.userAgent && !isbot(input.userAgent) ? missToRecord(input.query, now) : null;
  const outcome = await searchSite(db, input.query, {
    synonymGroups: groups,
    missToRecord: miss,
    ...(question && { firstUrl: FIGURE_PAGES[question.figureClass].href }),
  });
  // A correction that found nothing either: the statement left the count to us.
  if (miss && outcome.matched === 0 && !outcome.missRecorded) await recordSearchMiss(db, input.query, now);
  return { kind: "searched", answer, outcome };
}
