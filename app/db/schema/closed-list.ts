import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A CHECK condition keeping `column` to a closed list of code-defined names. The names are
 * constants of the code (letters and underscores), never input, so they are written inline.
 */
export function oneOf(column: AnyPgColumn, names: readonly string[]): SQL {
  if (names.some((name) => !/^[a-z_]+$/.test(name))) throw new Error("closed lists hold lower-case names only");
  return sql`${column} in (${sql.raw(names.map((name) => `'${name}'`).join(", "))})`;
}
