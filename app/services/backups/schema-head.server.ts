import { sql } from "drizzle-orm";
import journal from "../../../drizzle/meta/_journal.json";
import { type Db, type Tx, queryRows } from "~/services/platform";

export type SchemaHead = { tag: string; hash: string };

/**
 * The latest migration applied to this database: drizzle's own record (the hash of its SQL), named
 * by the tag the migrations journal built into this release gives it.
 */
export async function schemaHead(db: Db | Tx): Promise<SchemaHead> {
  const [row] = await queryRows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!row) throw new Error("the database has no migrations applied");
  const when = Number(row.created_at);
  const entry = journal.entries.find((candidate) => candidate.when === when);
  return { tag: entry?.tag ?? `unknown-${when}`, hash: row.hash };
}
