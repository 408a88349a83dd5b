import { sql } from "drizzle-orm";
import { check, customType, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { SEARCH_DOCUMENT_KINDS, type SearchDocumentKind } from "../../lib/search/document-kinds";
import { oneOf } from "./closed-list";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What site search finds: one row per public page (a site content document) and per public post,
 * as plain text (the words the page shows, never HTML), written in the transaction that publishes
 * it (services/search, decision 069). `vector` weighs the title over the summary over the body;
 * `search_fold` (migration 0024) folds case and accents.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    /** "post:<id>" or "content:<document id>". */
    key: text("key").primaryKey(),
    kind: text("kind").$type<SearchDocumentKind>().notNull(),
    title: text("title").notNull(),
    /** The public path the result links to. */
    url: text("url").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    /** A post's publication date (shown beside the result); null for pages. */
    publishedOn: date("published_on", { mode: "string" }),
    /** The source's version when indexed: the start-up backfill re-indexes what changed since. */
    sourceVersion: integer("source_version").notNull().default(0),
    indexedAt: timestamp("indexed_at", { withTimezone: true }).notNull().defaultNow(),
    vector: tsvector("vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', search_fold(title)), 'A') || setweight(to_tsvector('english', search_fold(summary)), 'B') || setweight(to_tsvector('english', search_fold(body)), 'C')`,
    ),
    /**
     * The title's words alone (small, kept in the row): ranking puts the pages whose titles hold
     * the query's words first, and picks the candidates it ranks in full by it (decision 084).
     */
    titleVector: tsvector("title_vector").generatedAlwaysAs(sql`setweight(to_tsvector('english', search_fold(title)), 'A')`),
  },
  (table) => [
    index("search_documents_vector_idx").using("gin", table.vector),
    // Titles holding any of the query's words are found without reading every match (decision 090).
    index("search_documents_title_vector_idx").using("gin", table.titleVector),
    // A query most documents match reads its first matches in search's order from here: pages, then
    // newest posts (decision 090). The expressions are the ones search orders by, character for character.
    index("search_documents_recent_idx").on(sql`("kind" = 'page') desc`, table.publishedOn.desc().nullsFirst(), sql`"key" collate "C"`),
    // The page a figure answer names is found by its address (decision 084).
    index("search_documents_url_idx").on(table.url),
    check("search_documents_kind_check", oneOf(table.kind, SEARCH_DOCUMENT_KINDS)),
  ],
);

/**
 * Every word the indexed documents contain (folded), for typo tolerance: a query word that is not
 * here is replaced by the most similar one (pg_trgm). Words of documents since removed may stay;
 * a correction is only offered when it finds something.
 */
export const searchTerms = pgTable("search_terms", { term: text("term").primaryKey() }, (table) => [
  index("search_terms_trigram_idx").using("gin", table.term.op("gin_trgm_ops")),
]);

/** Words staff declare equivalent ("HDHP", "high deductible health plan"): a query with one also finds the others. */
export const searchSynonyms = pgTable("search_synonyms", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Two or more phrases, folded (lower case, no accents), each at most a few words. */
  phrases: text("phrases").array().notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Searches that found nothing, counted per day (bots left out; e-mail addresses and personal-looking
 * numbers removed before storing). Days older than ANALYTICS_RETENTION_MONTHS are deleted.
 */
export const searchMisses = pgTable(
  "search_misses",
  {
    day: date("day", { mode: "string" }).notNull(),
    query: text("query").notNull(),
    count: integer("count").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] }), index("search_misses_query_idx").on(table.query)],
);
