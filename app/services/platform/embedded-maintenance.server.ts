import { sql } from "drizzle-orm";
import type { Database } from "./db.server";
import { queryRows } from "./sql-rows.server";

/**
 * What a PostgreSQL server's autovacuum does by itself, for the embedded database, which has no
 * background workers: VACUUM (ANALYZE) of every table of the app and of its migrations record.
 * Without it, the old version of every updated or deleted row stayed in the data directory for
 * good (in a bare PGlite, 40 updates of 500 rows grew a table from 2 to 81 MB; with a vacuum
 * between rounds, 21-23 MB), and the planner never had statistics, so at 5,000 posts the blog list
 * sorted every public post instead of reading its first page from posts_date_idx.
 *
 * One statement per table, so a request waits for at most one table's turn of the database.
 * Returns the tables done (all of them unless `signal` stopped it), or null on a server.
 */
export async function maintainEmbeddedDatabase(database: Database, signal: AbortSignal): Promise<string[] | null> {
  if (database.driver !== "pglite") return null;
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'drizzle') order by n.nspname, c.relname`,
  );
  const done: string[] = [];
  for (const { name } of tables) {
    if (signal.aborted) break;
    // Names come from the catalog, quoted by format('%I'); VACUUM takes no bind parameters.
    await database.db.execute(sql.raw(`vacuum (analyze) ${name}`));
    done.push(name);
  }
  return done;
}
