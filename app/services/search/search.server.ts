import { sql, type SQL } from "drizzle-orm";
import { searchDocuments, searchMisses, searchSynonyms } from "~/db/schema/index";
import type { SearchDocumentKind } from "~/lib/search/document-kinds";
import { anyOfWords, correctableWords, foldText, HIT_END, HIT_START, replaceWords } from "~/lib/search/query";
import { queryVariants } from "~/lib/search/synonyms";
import { cachedSiteContentRead } from "~/services/publishing/site-content-cache.server";
import { type Db, queryRows } from "~/services/platform";
import type { RateLimitHit, RateLimitVerdict } from "~/services/rate-limits";
import type { MissToRecord } from "./misses.server";

/** Results shown for one query: the best matches; a visitor who needs more adds a word. */
export const RESULTS_SHOWN = 20;
/**
 * Matches ranked in full (ts_rank over the whole document): the ones whose titles hold most of the
 * query's words, then pages, then the newest posts. A word every post uses matches thousands of
 * documents, and ranking each costs far more than the rest of the search (decision 084).
 */
export const CANDIDATES_RANKED = 100;
/** Pages rank a little above posts with the same words: the firm's reference page is the obvious answer. */
const PAGE_BOOST = 1.5;
/**
 * Matched words are marked with characters content never holds (plainForIndex), so the snippet is
 * escaped whole and marked after. One excerpt (MaxFragments=0): choosing fragments compares every
 * cover of the query with the others, 30 times slower for a post that uses the words in every
 * paragraph (decision 084).
 */
const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=0`;
/**
 * Characters of a text the snippet is first looked for in (cut at a space; a snippet is at most 30
 * words): parsing costs by length, and 20 pages of up to 14,000 characters took longer than the rest
 * of the search. When the opening holds none of the query's words, a window of as many characters
 * is tried (WINDOW_BEFORE), and only then the whole text (decisions 084, 090).
 */
const HEADLINE_OPENING = 300;
/**
 * A piece of an indexed text (words separated by single spaces, plainForIndex) without the word its
 * end was cut in; string functions, cheaper than a regular expression trying every space.
 */
const withoutLastWord = (piece: SQL) =>
  sql`(case when strpos(${piece}, ' ') > 0 then left(${piece}, length(${piece}) - strpos(reverse(${piece}), ' ')) else ${piece} end)`;
/** A piece of an indexed text without the word its start was cut in. */
const withoutFirstWord = (piece: SQL) => sql`substr(${piece}, strpos(${piece}, ' ') + 1)`;
/**
 * When a text's opening holds none of the query's words, the snippet is looked for in a window
 * starting this many characters before the first place the text (lower case) holds one of the
 * query's stems (a final "i" dropped: "famil" for famili, family), marked with any of the query's
 * words; only then in the whole text (decision 090).
 */
const WINDOW_BEFORE = 60;
/** A lexeme as querytree() prints it. */
const QUOTED_LEXEME = /'([^']+)'/.source;
/**
 * Matches counted: past this the page says "more than 1,000 results" and counting stops, so a word
 * every post holds does not cost a read of every post (decision 090).
 */
export const MATCHES_COUNTED = 1_000;

export type SearchHit = { kind: SearchDocumentKind; title: string; url: string; publishedOn: string | null; headline: string };

export type SearchOutcome = {
  hits: SearchHit[];
  /** Matches in all, before keeping RESULTS_SHOWN; at most MATCHES_COUNTED (see `moreThanTotal`). */
  total: number;
  /** The count stopped at MATCHES_COUNTED: there are more matches than `total` (decision 090). */
  moreThanTotal: boolean;
  /** Matches of the query itself (counted up to MATCHES_COUNTED + 1): `total` without the page a figure answer names (SearchOptions.firstUrl). */
  matched: number;
  /** The query with its misspelt words replaced, when the query as typed found nothing and this finds something. */
  correctedQuery: string | null;
  /** The miss (SearchOptions.missToRecord) was counted by the search's statement: nothing matched and no word could be corrected. */
  missRecorded: boolean;
};

export type SearchOptions = {
  /** Staff's synonym groups when the caller read them already (synonymGroups), beside other work. */
  synonymGroups?: string[][];
  /**
   * The page a figure answer names (the page listing every year of that figure): shown first, also
   * when its own words lack one of the query's (the page takes its years and amounts from the
   * figures, which are not in its index entry).
   */
  firstUrl?: string;
  /**
   * The miss to count when the query as typed matches nothing and none of its words can be
   * corrected: counted by the search's own statement, no round trip more (decision 094). Only for
   * a person, never a bot, and only when no figure answer was found.
   */
  missToRecord?: MissToRecord | null;
};

/** The first statement's follow-up when nothing matched: the words to correct, the miss to count. */
type FollowUp = { correctable: readonly string[]; miss: MissToRecord | null };

/** One tsquery matching any of the query's spellings (as typed and with each synonym), folded as the index is. */
function tsqueryOf(variants: readonly string[]): SQL {
  // In parentheses: it is written out beside other operators (`vector @@ ...`).
  return sql`(${sql.join(
    variants.map((variant) => sql`websearch_to_tsquery('english', search_fold(${variant}))`),
    sql` || `,
  )})`;
}

/**
 * A search trusts a content version read this recently without asking again, as every page's
 * site content does (services/site-content): a change announced by NOTIFY, or made by this
 * process, expires it at once; the window only bounds staleness if a NOTIFY is lost.
 */
const SYNONYMS_TRUST_MS = 5_000;

/**
 * Staff's synonym groups, as searchSite expands a query with them: read once per synonyms version
 * (adding or deleting a group bumps it, synonyms.server.ts), not on every search (decision 094).
 */
export async function synonymGroups(db: Db): Promise<string[][]> {
  const read = async () => (await db.select({ phrases: searchSynonyms.phrases }).from(searchSynonyms)).map((row) => row.phrases);
  return (await cachedSiteContentRead(db, "search:synonyms", read, async () => [], { trustVerifiedForMs: SYNONYMS_TRUST_MS, dependsOn: "synonyms" })).value;
}

type RankedRow = {
  /** Null on the one row a statement returns when it shows nothing. */
  key: string | null;
  kind: SearchDocumentKind;
  title: string;
  url: string;
  published_on: string | null;
  headline: string;
  /** Addresses among the candidates ranked. */
  addresses: number;
  /** Matches, counted up to MATCHES_COUNTED + 1. */
  matched: number;
  /** 1 when the page a figure answer names is listed without matching. */
  named: number;
  /** When nothing matched: the query's words the index does not hold that have a closest known word, and those words. */
  corrected_words: string[] | null;
  corrected_to: string[] | null;
  /** 1 when this statement counted the miss. */
  miss_recorded: number;
  /** The rate limit's hit, when the statement carried it (rateLimitHit's row). */
  hits: number | null;
  window_start: Date | string | null;
  generous: boolean | null;
};

/**
 * The best RESULTS_SHOWN matches, one per address, with their snippets, in one statement that reads
 * a bounded number of rows whatever the number of matches (decision 090):
 * - candidates: the matches whose titles hold any of the query's words (GIN index on title_vector;
 *   each scored by its title, a small vector in the row), and the first CANDIDATES_RANKED matches in
 *   the order pages, newest posts (read through search_documents_recent_idx when the planner's
 *   statistics say the query matches many documents). The best CANDIDATES_RANKED of the two are the
 *   best of every match in that order; only they are ranked by their whole text.
 * - ts_headline parses the rows shown only: their openings, else a window at the first of the
 *   query's stems (WINDOW_BEFORE), else the whole text. Each step is materialized: a CTE read
 *   twice would otherwise be computed twice.
 * The query is written out where it filters (not read from a CTE), so the planner sees it and its
 * statistics choose the GIN index for a rare word and the ordered index for a word every post holds.
 * Order: the page a figure answer names, share of the query's words in the title, then ts_rank
 * (title over summary over body, length-normalised; pages x PAGE_BOOST), then title.
 */
function rankedStatement(query: SQL, words: SQL, firstUrl: string | null, followUp: FollowUp | null, hit: RateLimitHit | null = null): SQL {
  const first = sql`${firstUrl}::text`;
  // With the rate limit's hit (decision 097): every step that reads the index runs only when the hit is within the limit.
  const open = hit ? sql` and (select a.allowed from allowed a)` : sql``;
  const inOrder = (row: string) =>
    sql.raw(`${row}.first desc, ${row}.title_rank desc, (${row}.kind = 'page') desc, ${row}.published_on desc nulls first, ${row}.key collate "C"`);
  const window = withoutLastWord(withoutFirstWord(sql`p.piece`));
  return sql`with ${hit ? sql`hit as (${hit.statement}), allowed as materialized (select h.allowed from hit h),` : sql``}
        q as (select ${query} as query, ${words} as words),
        title_matches as (
          select d.key, d.kind, d.published_on, ts_rank(d.title_vector, ${words}) as title_rank, d.url is not distinct from ${first} as first
          from ${searchDocuments} d where d.title_vector @@ ${words} and d.vector @@ ${query}${open}
          union all
          select d.key, d.kind, d.published_on, ts_rank(d.title_vector, ${words}), true
          from ${searchDocuments} d where d.url = ${first} and d.kind = 'page'${open}),
        title_best as (
          select m.* from title_matches m order by ${inOrder("m")} limit ${CANDIDATES_RANKED}),
        recent_best as (
          select d.key, d.kind, d.published_on, 0::real as title_rank, false as first
          from ${searchDocuments} d where d.vector @@ ${query}${open}
          order by (d.kind = 'page') desc, d.published_on desc nulls first, d.key collate "C" limit ${CANDIDATES_RANKED}),
        candidates as materialized (
          select c.* from (
            select distinct on (u.key) u.* from (select * from title_best union all select * from recent_best) u
            order by u.key, u.first desc, u.title_rank desc) c
          order by ${inOrder("c")} limit ${CANDIDATES_RANKED}),
        scored as (
          select d.key, d.kind, d.title, d.url, d.published_on, d.body, c.title_rank, c.first,
            ts_rank(d.vector, q.query, 1) * (case when d.kind = 'page' then ${PAGE_BOOST}::real else 1.0 end) as rank
          from candidates c join ${searchDocuments} d on d.key = c.key, q),
        per_address as materialized (
          select distinct on (s.url) s.* from scored s order by s.url, s.first desc, s.title_rank desc, s.rank desc, s.title, s.key),
        shown as (
          select p.* from per_address p order by p.first desc, p.title_rank desc, p.rank desc, p.title, p.key limit ${RESULTS_SHOWN}),
        snippets as (
          select s.*, case when length(s.text) <= ${HEADLINE_OPENING} then s.text
            else ${withoutLastWord(sql`s.head`)} end as opening
          from (select t.*, left(t.text, ${HEADLINE_OPENING + 1}) as head from (select p.*, case when p.body = '' then p.title else p.body end as text from shown p) t) s),
        headlined as materialized (
          select s.*, ts_headline('english', s.opening, q.query, ${HEADLINE_OPTIONS}) as first_try from snippets s, q),
        stems as materialized (
          select array_agg(case when length(m.parts[1]) > 3 and m.parts[1] like '%i' then left(m.parts[1], -1) else m.parts[1] end) as stems
          from q, regexp_matches(querytree(q.query), ${QUOTED_LEXEME}, 'g') as m(parts)),
        windowed as materialized (
          select h.*, case when h.opening = h.text or strpos(h.first_try, ${HIT_START}) > 0 then null
            else (select min(nullif(strpos(lower(h.text), stem), 0)) from unnest(t.stems) as stem) end as hit_at
          from headlined h, stems t),
        pieces as materialized (
          select w.*, case when w.hit_at > ${WINDOW_BEFORE} then substr(w.text, w.hit_at - ${WINDOW_BEFORE}, ${HEADLINE_OPENING + 1}) end as piece from windowed w),
        counted as materialized (
          select (select count(*) from (select 1 from ${searchDocuments} d where d.vector @@ ${query}${open} limit ${MATCHES_COUNTED + 1}) m)::int as matched,
            (select count(*) from ${searchDocuments} d where d.url = ${first} and d.kind = 'page' and not d.vector @@ ${query}${open})::int as named),
        -- The window is marked with any of the query's words: all of them are seldom within 300 characters of a long page.
        second_tries as materialized (
          select p.*, case when p.piece is not null then ts_headline('english', ${window}, q.words, ${HEADLINE_OPTIONS}) end as second_try from pieces p, q),
        ${followUp ? followUpSteps(followUp, open) : sql``}
        shown_rows as (
          select s.key, s.kind, s.title, s.url, s.published_on::text as published_on,
            case when s.opening = s.text or strpos(s.first_try, ${HIT_START}) > 0 then s.first_try
              when strpos(s.second_try, ${HIT_START}) > 0 then s.second_try
              else ts_headline('english', s.text, q.query, ${HEADLINE_OPTIONS}) end as headline,
            (select count(*) from per_address)::int as addresses, s.first, s.title_rank, s.rank
          from second_tries s, q)
        -- One row at least (key null when nothing is shown): the counts and the follow-up ride on it.
        select r.key, r.kind, r.title, r.url, r.published_on, r.headline, r.addresses, c.matched, c.named,
          ${followUp ? sql`x.words as corrected_words, x.bests as corrected_to` : sql`null::text[] as corrected_words, null::text[] as corrected_to`},
          ${followUp?.miss ? sql`(select count(*) from recorded)::int` : sql`0`} as miss_recorded,
          ${hit ? sql`h.hits, h.window_start, h.generous` : sql`null::int as hits, null::timestamptz as window_start, null::boolean as generous`}
        from counted c ${hit ? sql`cross join hit h` : sql``} ${followUp ? sql`cross join replaced x` : sql``} left join shown_rows r on true
        order by r.first desc, r.title_rank desc, r.rank desc, r.title, r.key`;
}

/**
 * What the first statement of a search also does when the query as typed matches nothing (decision
 * 094), so a miss costs no round trip more than a hit:
 * - `corrections`: for each of the query's words the index does not hold, the closest known word
 *   (pg_trgm); evaluated only when nothing matched (a one-time filter on `counted`).
 * - `recorded`: the miss counted (`search_misses`, one more for the day and query) when nothing
 *   matched and no word could be corrected; the caller passes the miss only for a person (not a
 *   bot) whose question got no figure answer. A correction that then finds nothing is counted by
 *   the caller, after its second statement.
 */
function followUpSteps({ correctable, miss }: FollowUp, open: SQL): SQL {
  const recorded = miss
    ? sql`recorded as (
          insert into ${searchMisses} (day, query, count)
          select ${miss.day}::date, ${miss.query}::text, 1
          where (select c.matched from counted c) = 0 and (select x.words from replaced x) is null${open}
          on conflict (day, query) do update set count = ${searchMisses}.count + 1
          returning 1),`
    : sql``;
  return sql`corrections as materialized (
          select w.word, (select t.term from search_terms t where t.term % w.word order by similarity(t.term, w.word) desc, t.term limit 1) as best
          from unnest(string_to_array(${correctable.join(" ")}, ' ')) as w(word)
          where (select c.matched from counted c) = 0 and not exists (select 1 from search_terms t where t.term = w.word)${open}),
        replaced as materialized (
          select array_agg(r.word order by r.word) as words, array_agg(r.best order by r.word) as bests
          from corrections r where r.best is not null and r.best <> r.word),
        ${recorded}`;
}

function variantsOf(query: string, groups: string[][]) {
  const variants = queryVariants(query, groups);
  return { query: tsqueryOf(variants), words: tsqueryOf(variants.map(anyOfWords)) };
}

/** The statement searchSite runs for a query (with staff's synonyms), for a test to read its plan with EXPLAIN. */
export function searchStatement(
  query: string,
  groups: string[][],
  firstUrl: string | null = null,
  followUp: FollowUp | null = null,
  hit: RateLimitHit | null = null,
): SQL {
  const { query: tsquery, words } = variantsOf(query, groups);
  return rankedStatement(tsquery, words, firstUrl, followUp, hit);
}

/** Words the warm-up's matching search asks for (most of the firm's pages hold them) and a word no page holds. */
const WARM_UP_QUERIES = { matching: "contribution limits", missing: "qzxvkj" } as const;

/**
 * Read-only statements that load what a database connection's first searches load (catalog,
 * statistics, text-search dictionaries, trigram index): one that matches (ranking and snippets),
 * one that matches nothing and looks for a correction. Measured on a new connection, the first
 * search statement took about 20 ms and the second 14, against 3-6 ms after (decision 099).
 */
export function searchWarmUpStatements(): SQL[] {
  const { matching, missing } = WARM_UP_QUERIES;
  return [searchStatement(matching, []), searchStatement(missing, [], null, { correctable: correctableWords(missing), miss: null })];
}

async function run(db: Db, query: string, groups: string[][], firstUrl: string | null, followUp: FollowUp | null, hit: RateLimitHit | null = null) {
  const statement = await queryRows<RankedRow>(db, searchStatement(query, groups, firstUrl, followUp, hit));
  const first = statement[0];
  const verdict = hit ? hit.verdictOf(first && { hits: first.hits!, window_start: first.window_start!, generous: first.generous! }) : null;
  const rows = statement.filter((row) => row.key !== null);
  // matched: what the query itself found (up to MATCHES_COUNTED + 1), without the page a figure answer names.
  const matched = first?.matched ?? 0;
  const listed = matched + (first?.named ?? 0);
  // Every match was ranked: count addresses (pages sharing one are rare); else the matches.
  const total = listed <= CANDIDATES_RANKED ? (rows[0]?.addresses ?? 0) : listed;
  // The closest known word for each of the query's words the index does not hold (only when nothing matched).
  const words = first?.corrected_words ?? [];
  const replacements = new Map(words.map((word, index) => [word, first!.corrected_to![index]!]));
  return {
    rows,
    total: Math.min(total, MATCHES_COUNTED),
    moreThanTotal: total > MATCHES_COUNTED,
    matched,
    replacements,
    missRecorded: (first?.miss_recorded ?? 0) > 0,
    verdict,
  };
}

/**
 * Searches every indexed page and post: websearch syntax ("phrases", -word, or), staff's synonyms,
 * titles ranked over summaries over bodies; when nothing matches, the query again with misspelt
 * words replaced by the closest words the site uses. Reads the database only (no process cache:
 * a visitor's search, siteSearch, keeps outcomes per content version, decision 097).
 */
export async function searchSite(db: Db, query: string, options: SearchOptions = {}): Promise<SearchOutcome> {
  const { outcome } = await searchUnlessLimited(db, query, null, options);
  // Without a hit nothing limits the search.
  if (!outcome) throw new Error("a search without a rate limit's hit was refused");
  return outcome;
}

/**
 * searchSite with the rate limit's hit carried by the search's first statement (decision 097): one
 * round trip for the limit and the search. Over the limit, that statement reads nothing of the index
 * and counts no miss, and the outcome is null.
 */
export async function searchUnlessLimited(
  db: Db,
  query: string,
  hit: RateLimitHit | null,
  options: SearchOptions = {},
): Promise<{ verdict: RateLimitVerdict & { allowed: false }; outcome: null } | { verdict: { allowed: true }; outcome: SearchOutcome }> {
  const groups = options.synonymGroups ?? (await synonymGroups(db));
  const firstUrl = options.firstUrl ?? null;
  const first = await run(db, query, groups, firstUrl, { correctable: correctableWords(query), miss: options.missToRecord ?? null }, hit);
  const verdict = first.verdict ?? { allowed: true };
  if (!verdict.allowed) return { verdict, outcome: null };
  const allowed = { allowed: true } as const;
  let result = first;
  let correctedQuery: string | null = null;
  if (!first.matched) {
    const corrected = first.replacements.size ? replaceWords(query, first.replacements) : null;
    if (corrected && foldText(corrected) !== foldText(query)) {
      const second = await run(db, corrected, groups, firstUrl, null);
      if (second.matched) {
        result = second;
        correctedQuery = corrected;
      }
    }
  }
  const outcome = {
    hits: result.rows.map((row) => ({ kind: row.kind, title: row.title, url: row.url, publishedOn: row.published_on, headline: row.headline })),
    total: result.total,
    moreThanTotal: result.moreThanTotal,
    matched: result.matched,
    correctedQuery,
    missRecorded: first.missRecorded,
  };
  return { verdict: allowed, outcome };
}
