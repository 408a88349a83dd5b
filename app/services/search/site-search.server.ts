import { isbot } from "isbot";
import { type FigureAnswer, type MissingYear, answerFigureQuestion, figureQuestion, type SourcedFiguresYear } from "~/lib/search/figure-answer";
import { FIGURE_PAGES } from "~/lib/search/messages";
import { hasSearchableWords } from "~/lib/search/query";
import { addressKey, RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import type { Db } from "~/services/platform";
import { rateLimitHit } from "~/services/rate-limits";
import { hitAndCountMiss, missToRecord, recordSearchMiss } from "./misses.server";
import { keepOutcome, keptOutcome, outcomeKey } from "./results-cache.server";
import { type SearchOutcome, searchUnlessLimited, synonymGroups } from "./search.server";

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
 * miss counted when nothing at all was found (never for bots). What a query finds is kept per
 * content version (results-cache.server.ts, decision 097): the same query again costs one
 * statement, the limit's hit with the miss counted in it when that query finds nothing.
 */
export async function siteSearch(db: Db, input: SiteSearchInput): Promise<SiteSearchState> {
  if (!hasSearchableWords(input.query)) return { kind: "nothing-to-search" };
  const now = input.now ?? new Date();
  const question = figureQuestion(input.query);
  const answer = question ? answerFigureQuestion(question, input.years, input.today) : null;
  const answered = answer !== null && !("missingYear" in answer);
  // Counted when nothing matches and nothing can be corrected (decision 094).
  const miss = !answered && input.userAgent && !isbot(input.userAgent) ? missToRecord(input.query, now) : null;
  const firstUrl = question ? FIGURE_PAGES[question.figureClass].href : null;
  const hit = rateLimitHit(RATE_LIMITS.searchPerAddress, addressKey(input.clientIp), now);
  const key = outcomeKey(input.query, firstUrl);
  // The synonyms come from this process's cache (decision 094), read beside the content version when that must be asked.
  const [kept, groups] = await Promise.all([keptOutcome(db, key), synonymGroups(db)]);
  if (kept.outcome) {
    const { verdict, missRecorded } = await hitAndCountMiss(db, hit, kept.outcome.matched === 0 ? miss : null);
    if (!verdict.allowed) return { kind: "limited", retryAfterSeconds: verdict.retryAfterSeconds };
    return { kind: "searched", answer, outcome: { ...kept.outcome, missRecorded } };
  }
  // The limit's hit rides on the search's first statement, which reads nothing of the index over the limit (decision 097).
  const searched = await searchUnlessLimited(db, input.query, hit, { synonymGroups: groups, missToRecord: miss, ...(firstUrl && { firstUrl }) });
  if (searched.outcome === null) return { kind: "limited", retryAfterSeconds: searched.verdict.retryAfterSeconds };
  const { outcome } = searched;
  // A correction that found nothing either: the statement left the count to us.
  if (miss && outcome.matched === 0 && !outcome.missRecorded) await recordSearchMiss(db, input.query, now);
  keepOutcome(db, key, kept.state, outcome);
  return { kind: "searched", answer, outcome };
}
