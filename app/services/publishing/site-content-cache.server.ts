import { LRUCache } from "lru-cache";
import { CONTENT_CHANGED_CHANNEL, type Database, type Db, type ProblemLog } from "~/services/platform";
import { type ContentState, isFresh, readContentState } from "./site-content-version.server";

/*
 * The site-wide content cache: every public read that may be reused until the site content version
 * moves (posts, site content documents), or the synonyms' version (search synonyms), goes through it. One home beside
 * `bumpSiteContentVersion`, which moves that version in the writer's transaction (issue 41).
 */

/** Where an answer came from: the database, or, when it cannot be reached, a fallback. */
export type ReadSource = "database" | "last-good-copy" | "built-in";
export type ReadResult<T> = { value: T; source: ReadSource };

type CachedAnswer = { version: number; staleAt?: number; value: unknown };
type CacheState = {
  answers: LRUCache<string, CachedAnswer>;
  /** The content state last read, and when: hot-path callers may trust it for a few seconds. */
  verified?: { state: ContentState; at: number };
  /** Counts expiries: a state read while one happened may predate the change and is not trusted. */
  expiries: number;
  /**
   * Set when every change reaches this cache as an announcement before the writer's commit returns:
   * then a verified state stays good until an announcement expires it, and a page view asks nothing.
   */
  changesAlwaysAnnounced?: boolean;
  /** The content state being read now: hot-path reads of one page that need it at once share it. */
  reading?: Promise<ContentState>;
};

/**
 * Bounds on the answers kept per process. Each answer is what one page shows (a page of cards, one
 * post, the footer's two titles), so these hold a working set whatever the number of posts; the
 * same entries are the last good copy served when the database cannot be reached.
 */
const MAX_ANSWERS = 1_000;
const MAX_ANSWER_CHARACTERS = 16 * 1024 * 1024;

/** One cache per database handle (one per process, more in tests). */
const caches = new WeakMap<Db, CacheState>();

function cacheFor(db: Db): CacheState {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      expiries: 0,
      answers: new LRUCache({
        max: MAX_ANSWERS,
        maxSize: MAX_ANSWER_CHARACTERS,
        sizeCalculation: (answer) => Math.max(1, JSON.stringify(answer.value)?.length ?? 1),
      }),
    };
    caches.set(db, cache);
  }
  return cache;
}

async function currentContentState(db: Db, cache: CacheState, trustVerifiedForMs: number): Promise<ContentState> {
  const verified = cache.verified;
  const trustedForMs = cache.changesAlwaysAnnounced ? Number.POSITIVE_INFINITY : trustVerifiedForMs;
  if (verified && Date.now() - verified.at < trustedForMs && isFresh(verified.state.nextDueAt)) return verified.state;
  // A caller that trusts a few seconds' old state may join a read already under way (a page's
  // several site-content reads when the window ends); one that trusts nothing reads after its call.
  if (trustedForMs > 0 && cache.reading) return cache.reading;
  const reading = readAndVerify(db, cache, verified?.state);
  cache.reading = reading;
  try {
    return await reading;
  } finally {
    if (cache.reading === reading) cache.reading = undefined;
  }
}

async function readAndVerify(db: Db, cache: CacheState, previous: ContentState | undefined): Promise<ContentState> {
  const at = Date.now();
  const expiries = cache.expiries;
  const state = await readContentState(db, previous);
  if (cache.expiries === expiries) cache.verified = { state, at };
  return state;
}

export type CachedReadOptions = {
  log?: ProblemLog;
  /**
   * Trust a content version checked this recently without asking again. Only for callers on every
   * page's hot path (the footer, the page-view beacon): a change announced by NOTIFY, or made by
   * this process, expires it at once; the window only bounds staleness if a NOTIFY is lost.
   */
  trustVerifiedForMs?: number;
  /** What the answer is read from: content pages show (the default), or staff's search synonyms, which have their own version. */
  dependsOn?: "content" | "synonyms";
};

/** The version an answer depending on `dependsOn` is labelled with, and when it goes stale by itself. */
function labelOf(state: ContentState, dependsOn: CachedReadOptions["dependsOn"]): Omit<CachedAnswer, "value"> {
  return dependsOn === "synonyms" ? { version: state.synonymsVersion } : { version: state.version, staleAt: state.nextDueAt };
}

/**
 * The answer of `read` for `key`, reused while the shared content version is the one it was read
 * at. The version is read before the data, so an answer is never labelled newer than it is. When
 * the database fails: the last answer read for `key`, else `builtIn`.
 */
export async function cachedSiteContentRead<T>(
  db: Db,
  key: string,
  read: () => Promise<T>,
  builtIn: () => Promise<T>,
  options: CachedReadOptions = {},
): Promise<ReadResult<T>> {
  const cache = cacheFor(db);
  try {
    const label = labelOf(await currentContentState(db, cache, options.trustVerifiedForMs ?? 0), options.dependsOn);
    const cached = cache.answers.get(key);
    if (cached && cached.version === label.version && isFresh(cached.staleAt)) return { value: cached.value as T, source: "database" };
    const value = await read();
    cache.answers.set(key, { ...label, value });
    return { value, source: "database" };
  } catch (error) {
    options.log?.warn({ err: error, key }, "site content unavailable from the database, serving a fallback copy");
    // The next request asks the database again.
    cache.verified = undefined;
    const lastGood = cache.answers.get(key);
    if (lastGood) return { value: lastGood.value as T, source: "last-good-copy" };
    return { value: await builtIn(), source: "built-in" };
  }
}

/**
 * The site content version a cache of its own (search results) labels its answers with: read before
 * the data, as cachedSiteContentRead does, so an answer is never labelled newer than it is. An
 * answer labelled with it is good while `isFresh(state.nextDueAt)` and the version is the current one.
 */
export async function siteContentState(db: Db, options: Pick<CachedReadOptions, "trustVerifiedForMs"> = {}): Promise<ContentState> {
  return currentContentState(db, cacheFor(db), options.trustVerifiedForMs ?? 0);
}

/**
 * Content may have changed: every cached answer must be checked against the shared version before
 * it is used again. The answers stay as the last good copy. Also for a LISTEN connection that was
 * lost and re-established, since announcements may have been missed meanwhile.
 */
export function expireSiteContentCache(db: Db): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.verified = undefined;
  // A read under way may predate the change: nobody joins it any more.
  cache.reading = undefined;
  cache.expiries++;
}

/**
 * Expires this process's content cache whenever any instance announces a content change (NOTIFY).
 * Where no change can go unannounced (`announcesEveryChange`: the embedded database), the cache
 * stops asking for the version on every page view (on the main thread, that lookup was a third of
 * an uncached page's cost). On a PostgreSQL server every read that does not opt into a trust
 * window still asks.
 */
export async function expireSiteContentCacheOnChange(database: Database): Promise<() => Promise<void>> {
  const cache = cacheFor(database.db);
  const stopListening = await database.listen(CONTENT_CHANGED_CHANNEL, () => expireSiteContentCache(database.db));
  cache.changesAlwaysAnnounced = database.announcesEveryChange;
  return async () => {
    cache.changesAlwaysAnnounced = false;
    await stopListening();
  };
}
