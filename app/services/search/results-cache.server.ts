import { LRUCache } from "lru-cache";
import type { Db } from "~/services/platform";
import { siteContentState } from "~/services/publishing/site-content-cache.server";
import { type ContentState, isFresh } from "~/services/publishing/site-content-version.server";
import type { SearchOutcome } from "./search.server";

/** What a search found, as kept for the next visitor asking the same: whether this search counted a miss is not part of it. */
export type KeptOutcome = Omit<SearchOutcome, "missRecorded">;

type KeptAnswer = { version: number; synonymsVersion: number; staleAt?: number; outcome: KeptOutcome };

/**
 * Bounds on the outcomes kept per process, apart from the pages' content cache so that many
 * different queries (a crawler's, an attacker's) never push a page's last good copy out. An outcome
 * is at most 20 hits with 30-word snippets (a few KB).
 */
const MAX_OUTCOMES = 500;
const MAX_OUTCOME_CHARACTERS = 4 * 1024 * 1024;

/**
 * A search trusts a content version read this recently without asking again, as every page's site
 * content does: a change announced by NOTIFY, or made by this process, expires it at once; the
 * window only bounds staleness if a NOTIFY is lost.
 */
export const RESULTS_TRUST_MS = 5_000;

const caches = new WeakMap<Db, LRUCache<string, KeptAnswer>>();

function cacheFor(db: Db): LRUCache<string, KeptAnswer> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: MAX_OUTCOMES,
      maxSize: MAX_OUTCOME_CHARACTERS,
      sizeCalculation: (answer) => Math.max(1, JSON.stringify(answer.outcome).length),
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Everything a search's outcome depends on besides the site content version (which covers the
 * index and the words typos are corrected to: each change to them bumps it) and the synonyms'
 * version: the query as normalized, and the page a figure answer names (itself decided by the query).
 */
export const outcomeKey = (query: string, firstUrl: string | null) => JSON.stringify([query, firstUrl]);

/**
 * The content state to label an outcome with, read before the search (so an outcome is never
 * labelled newer than it is), and the outcome kept for `key` at that state, if any.
 */
export async function keptOutcome(db: Db, key: string): Promise<{ state: ContentState; outcome: KeptOutcome | null }> {
  const state = await siteContentState(db, { trustVerifiedForMs: RESULTS_TRUST_MS });
  const kept = cacheFor(db).get(key);
  const usable = kept && kept.version === state.version && kept.synonymsVersion === state.synonymsVersion && isFresh(kept.staleAt);
  return { state, outcome: usable ? kept.outcome : null };
}

/** Keeps what a search found at `state` for the next search of `key`, until the content or synonyms' version moves. */
export function keepOutcome(db: Db, key: string, state: ContentState, outcome: SearchOutcome): void {
  const { missRecorded: _counted, ...kept } = outcome;
  cacheFor(db).set(key, { version: state.version, synonymsVersion: state.synonymsVersion, staleAt: state.nextDueAt, outcome: kept });
}
