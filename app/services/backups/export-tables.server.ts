import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { type Tx, queryRows } from "~/services/platform";
import { tableEntryPath } from "~/lib/backups/archive-format";
import type { CatalogTable } from "./table-catalog.server";

/** Rows read per query: keeps memory flat however large a table grows. */
const PAGE_SIZE = 1000;

export type ExportedPart = { rows: number; bytes: number; sha256: string };

function keysetCondition(table: CatalogTable, lastKey: unknown[] | null): SQL {
  if (!lastKey) return sql`true`;
  const columns = sql.join(
    table.primaryKey.map(({ column }) => sql.identifier(column)),
    sql`, `,
  );
  const values = sql.join(
    table.primaryKey.map(({ type }, index) => sql`cast(${lastKey[index]} as ${sql.raw(type)})`),
    sql`, `,
  );
  return sql`(${columns}) > (${values})`;
}

/**
 * Writes one table as JSON Lines (one `row_to_json` object per row, primary-key order, generated
 * columns left out) under `stagingDir`, and returns its row count, size and checksum. PostgreSQL
 * itself renders the values, so both drivers write the same text and a restore reads it back with
 * `json_populate_recordset` into the exact column types.
 */
export async function exportTable(tx: Tx, table: CatalogTable, stagingDir: string): Promise<ExportedPart> {
  const file = path.join(stagingDir, tableEntryPath(table.name));
  const out = createWriteStream(file);
  const hash = createHash("sha256");
  let rows = 0;
  let bytes = 0;
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const order = sql.join(
    table.primaryKey.map(({ column }) => sql.identifier(column)),
    sql`, `,
  );
  let lastKey: unknown[] | null = null;
  try {
    for (;;) {
      const page: { line: string }[] = await queryRows<{ line: string }>(
        tx,
        sql`select row_to_json(t)::text as line from (select ${columns} from ${sql.identifier(table.name)} where ${keysetCondition(table, lastKey)} order by ${order} limit ${PAGE_SIZE}) t order by ${order}`,
      );
      for (const { line } of page) {
        const chunk = `${line}\n`;
        hash.update(chunk);
        bytes += Buffer.byteLength(chunk);
        if (!out.write(chunk)) await once(out, "drain");
      }
      rows += page.length;
      if (page.length < PAGE_SIZE) break;
      const last = JSON.parse(page[page.length - 1]!.line) as Record<string, unknown>;
      lastKey = table.primaryKey.map(({ column }) => keyText(last[column]));
    }
  } finally {
    out.end();
    await once(out, "close");
  }
  return { rows, bytes, sha256: hash.digest("hex") };
}

/** A key value as text for the cast back to its column type (JSON renders numbers and strings alike). */
function keyText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
