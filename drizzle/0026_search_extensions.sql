-- Site search (decision 069): trigram similarity for typo tolerance and accent folding. Both are
-- trusted contrib extensions (a database owner may create them on PostgreSQL 13+; Debian's
-- postgresql package ships them; PGlite loads them from @electric-sql/pglite/contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary), so it cannot feed a generated column or an
-- index; with the dictionary named explicitly the result never changes, which makes this IMMUTABLE.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
