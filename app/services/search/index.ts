/**
 * Site search (decision 069): one index of every public page and post in the database, written in
 * the transaction that publishes (`indexDocument`, `removeDocument`), filled at start-up
 * (`backfillSearchIndex`); the query (websearch syntax, synonyms, typo correction, snippets); staff's
 * synonyms; and the searches that found nothing. What a query found is kept per site content
 * version (decision 097); the rate limit and the miss count still run for every search.
 */
export { backfillSearchIndex } from "./backfill.server";
export { indexDocument, removeDocument, type SearchSource } from "./indexing.server";
export { listSearchMisses, MISSES_LISTED, pruneSearchMisses, recordSearchMiss, type SearchMiss } from "./misses.server";
export { RESULTS_SHOWN, type SearchHit, type SearchOptions, type SearchOutcome, searchSite, searchWarmUpStatements } from "./search.server";
export { siteSearch, type SiteSearchState } from "./site-search.server";
export { addSynonymGroup, deleteSynonymGroup, listSynonymGroups, type SynonymGroup, SynonymValidationError } from "./synonyms.server";
