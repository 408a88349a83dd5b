import type { SQL } from "drizzle-orm";
import type { Db, Tx } from "./db.server";

/** Rows of a raw query; both drivers answer `execute` with an object holding `rows`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
