import { sql, type SQL } from "drizzle-orm";
import { searchDocuments, searchSynonyms } from "~/db/schema/index";
import type { SearchDocumentKind } from "~/lib/search/document-kinds";
import { correctableWords, foldText, HIT_END, HIT_START, replaceWords } from "~/lib/search/query";
import { queryVariants } from "~/lib/search/synonyms";
import { type Db, queryRows } from "~/services/platform";

/** Results shown for one query: the best matches; a visitor who needs more adds a word. */
export const RESULTS_SHOWN = 20;
/** Rows ranked before removing a second entry for the same address (pages sharing one). */
const RANKED = 40;
/** Pages rank a little above posts with the same words: the firm's reference page is the obvious answer. */
const PAGE_BOOST = 1.5;
/** Matched words are marked with characters content never holds (plainForIndex), so the snippet is escaped whole and marked after. */
const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

export type SearchHit = { kind: SearchDocumentKind; title: string; url: string; publishedOn: string | null; headline: string };

export type SearchOutcome = {
  hits: SearchHit[];
  /** Matches in all, before keeping RESULTS_SHOWN. */
  total: number;
  /** The query with its misspelt words replaced, when the query as typed found nothing and this finds something. */
  correctedQuery: string | null;
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

type RankedRow = { key: string; kind: SearchDocumentKind; title: string; url: string; published_on: string | null; total: number };

async function ranked(db: Db, query: SQL): Promise<RankedRow[]> {
  return queryRows<RankedRow>(
    db,
    sql`with q as (select ${query} as query)
        select d.key, d.kind, d.title, d.url, d.published_on::text as published_on, count(*) over ()::int as total
        from ${searchDocuments} d, q
        where d.vector @@ q.query
        order by ts_rank(d.vector, q.query, 1) * (case when d.kind = 'page' then ${PAGE_BOOST}::real else 1.0 end) desc, d.title, d.key
        limit ${RANKED}`,
  );
}

/** Snippets for the rows shown only: ts_headline parses each body again, which costs too much for every match. */
async function headlines(db: Db, keys: string[], query: SQL): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await queryRows<{ key: string; headline: string }>(
    db,
    sql`with q as (select ${query} as query)
        select d.key, ts_headline('english', case when d.body = '' then d.title else d.body end, q.query, ${HEADLINE_OPTIONS}) as headline
        from ${searchDocuments} d, q where d.key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.key, row.headline]));
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

async function run(db: Db, query: string, groups: string[][]) {
  const tsquery = tsqueryOf(queryVariants(query, groups));
  const rows = await ranked(db, tsquery);
  const seen = new Set<string>();
  const unique = rows.filter((row) => !seen.has(row.url) && seen.add(row.url));
  // Every match was ranked: count addresses, not entries. Otherwise the database's count (pages sharing an address are rare).
  const total = rows.length < RANKED ? unique.length : (rows[0]?.total ?? 0);
  return { rows: unique.slice(0, RESULTS_SHOWN), total, tsquery };
}

/**
 * Searches every indexed page and post: websearch syntax ("phrases", -word, or), staff's synonyms,
 * titles ranked over summaries over bodies; when nothing matches, the query again with misspelt
 * words replaced by the closest words the site uses. Reads the database only (no process cache),
 * so a publish on any instance is found at once.
 */
export async function searchSite(db: Db, query: string): Promise<SearchOutcome> {
  const groups = await synonymGroups(db);
  let result = await run(db, query, groups);
  let correctedQuery: string | null = null;
  if (!result.rows.length) {
    const replacements = await corrections(db, query);
    const corrected = replacements.size ? replaceWords(query, replacements) : null;
    if (corrected && foldText(corrected) !== foldText(query)) {
      const second = await run(db, corrected, groups);
      if (second.rows.length) {
        result = second;
        correctedQuery = corrected;
      }
    }
  }
  const snippets = await headlines(
    db,
    result.rows.map((row) => row.key),
    result.tsquery,
  );
  return {
    hits: result.rows.map((row) => ({ kind: row.kind, title: row.title, url: row.url, publishedOn: row.published_on, headline: snippets.get(row.key) ?? "" })),
    total: result.total,
    correctedQuery,
  };
}
