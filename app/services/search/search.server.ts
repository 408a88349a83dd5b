import { sql, type SQL } from "drizzle-orm";
import { searchDocuments, searchSynonyms } from "~/db/schema/index";
import type { SearchDocumentKind } from "~/lib/search/document-kinds";
import { anyOfWords, correctableWords, foldText, HIT_END, HIT_START, replaceWords } from "~/lib/search/query";
import { queryVariants } from "~/lib/search/synonyms";
import { type Db, queryRows } from "~/services/platform";

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
 * of the search. The whole text is parsed only when the opening holds none of the query's words.
 */
const HEADLINE_OPENING = 500;
/** The word an opening's cut fell in, with the spaces before it. */
const CUT_WORD = /\s+\S*$/.source;

export type SearchHit = { kind: SearchDocumentKind; title: string; url: string; publishedOn: string | null; headline: string };

export type SearchOutcome = {
  hits: SearchHit[];
  /** Matches in all, before keeping RESULTS_SHOWN. */
  total: number;
  /** Matches of the query itself: `total` without the page a figure answer names (SearchOptions.firstUrl). */
  matched: number;
  /** The query with its misspelt words replaced, when the query as typed found nothing and this finds something. */
  correctedQuery: string | null;
};

export type SearchOptions = {
  /**
   * The page a figure answer names (the page listing every year of that figure): shown first, also
   * when its own words lack one of the query's (the page takes its years and amounts from the
   * figures, which are not in its index entry).
   */
  firstUrl?: string;
};

/** One tsquery matching any of the query's spellings (as typed and with each synonym), folded as the index is. */
function tsqueryOf(variants: readonly string[]): SQL {
  return sql.join(
    variants.map((variant) => sql`websearch_to_tsquery('english', search_fold(${variant}))`),
    sql` || `,
  );
}

async function synonymGroups(db: Db): Promise<string[][]> {
  const rows = await db.select({ phrases: searchSynonyms.phrases }).from(searchSynonyms);
  return rows.map((row) => row.phrases);
}

type RankedRow = {
  key: string;
  kind: SearchDocumentKind;
  title: string;
  url: string;
  published_on: string | null;
  headline: string;
  total: number;
  matched: number;
};

/**
 * The best RESULTS_SHOWN matches, one per address, with their snippets, in one statement. Every
 * match is counted and scored by its title (a small vector in the row); only CANDIDATES_RANKED of
 * them are ranked by their whole text; ts_headline parses the rows shown only, their openings first.
 * Order: the page a figure answer names, share of the query's words in the title, then ts_rank (title over summary over body,
 * length-normalised; pages x PAGE_BOOST), then title.
 */
async function ranked(db: Db, query: SQL, words: SQL, firstUrl: string | null): Promise<RankedRow[]> {
  return queryRows<RankedRow>(
    db,
    sql`with q as (select ${query} as query, ${words} as words, ${firstUrl}::text as first_url),
        matches as materialized (
          select d.key, d.kind, d.published_on, ts_rank(d.title_vector, q.words) as title_rank, d.url is not distinct from q.first_url as first, true as matched
          from ${searchDocuments} d, q where d.vector @@ q.query
          union all
          select d.key, d.kind, d.published_on, ts_rank(d.title_vector, q.words), true, false
          from ${searchDocuments} d, q where d.url = q.first_url and d.kind = 'page' and not d.vector @@ q.query),
        candidates as (
          select m.key, m.title_rank, m.first from matches m
          order by m.first desc, m.title_rank desc, (m.kind = 'page') desc, m.published_on desc nulls first, m.key collate "C"
          limit ${CANDIDATES_RANKED}),
        scored as (
          select d.key, d.kind, d.title, d.url, d.published_on, d.body, c.title_rank, c.first,
            ts_rank(d.vector, q.query, 1) * (case when d.kind = 'page' then ${PAGE_BOOST}::real else 1.0 end) as rank
          from candidates c join ${searchDocuments} d on d.key = c.key, q),
        per_address as (
          select distinct on (s.url) s.* from scored s order by s.url, s.first desc, s.title_rank desc, s.rank desc, s.title, s.key),
        shown as (
          select p.* from per_address p order by p.first desc, p.title_rank desc, p.rank desc, p.title, p.key limit ${RESULTS_SHOWN}),
        snippets as (
          select s.*, case when length(s.text) <= ${HEADLINE_OPENING} then s.text
            else regexp_replace(left(s.text, ${HEADLINE_OPENING + 1}), ${CUT_WORD}, '') end as opening
          from (select p.*, case when p.body = '' then p.title else p.body end as text from shown p) s),
        headlined as (
          select s.*, ts_headline('english', s.opening, q.query, ${HEADLINE_OPTIONS}) as first_try from snippets s, q),
        counted as (
          select count(*)::int as listed, count(*) filter (where m.matched)::int as matched, (select count(*) from per_address)::int as addresses from matches m)
        select s.key, s.kind, s.title, s.url, s.published_on::text as published_on,
          case when s.opening = s.text or strpos(s.first_try, ${HIT_START}) > 0 then s.first_try
            else ts_headline('english', s.text, q.query, ${HEADLINE_OPTIONS}) end as headline,
          -- When every match was ranked, count addresses (pages sharing one are rare); else the matches.
          (case when c.listed <= ${CANDIDATES_RANKED} then c.addresses else c.listed end) as total, c.matched
        from headlined s, q, counted c
        order by s.first desc, s.title_rank desc, s.rank desc, s.title, s.key`,
  );
}

/** The closest known word (pg_trgm) for each of the query's words the index does not hold. */
async function corrections(db: Db, query: string): Promise<Map<string, string>> {
  const words = correctableWords(query);
  if (!words.length) return new Map();
  const rows = await queryRows<{ word: string; best: string | null }>(
    db,
    sql`select w.word, (select t.term from search_terms t where t.term % w.word order by similarity(t.term, w.word) desc, t.term limit 1) as best
        from unnest(string_to_array(${words.join(" ")}, ' ')) as w(word)
        where not exists (select 1 from search_terms t where t.term = w.word)`,
  );
  return new Map(rows.filter((row) => row.best && row.best !== row.word).map((row) => [row.word, row.best!]));
}

async function run(db: Db, query: string, groups: string[][], firstUrl: string | null) {
  const variants = queryVariants(query, groups);
  const rows = await ranked(db, tsqueryOf(variants), tsqueryOf(variants.map(anyOfWords)), firstUrl);
  // matched: what the query itself found, without the page a figure answer names.
  return { rows, total: rows[0]?.total ?? 0, matched: rows[0]?.matched ?? 0 };
}

/**
 * Searches every indexed page and post: websearch syntax ("phrases", -word, or), staff's synonyms,
 * titles ranked over summaries over bodies; when nothing matches, the query again with misspelt
 * words replaced by the closest words the site uses. Reads the database only (no process cache),
 * so a publish on any instance is found at once.
 */
export async function searchSite(db: Db, query: string, options: SearchOptions = {}): Promise<SearchOutcome> {
  const groups = await synonymGroups(db);
  const firstUrl = options.firstUrl ?? null;
  let result = await run(db, query, groups, firstUrl);
  let correctedQuery: string | null = null;
  if (!result.matched) {
    const replacements = await corrections(db, query);
    const corrected = replacements.size ? replaceWords(query, replacements) : null;
    if (corrected && foldText(corrected) !== foldText(query)) {
      const second = await run(db, corrected, groups, firstUrl);
      if (second.matched) {
        result = second;
        correctedQuery = corrected;
      }
    }
  }
  return {
    hits: result.rows.map((row) => ({ kind: row.kind, title: row.title, url: row.url, publishedOn: row.published_on, headline: row.headline })),
    total: result.total,
    matched: result.matched,
    correctedQuery,
  };
}
