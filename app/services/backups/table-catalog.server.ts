import { sql } from "drizzle-orm";
import { type Db, type Tx, queryRows } from "~/services/platform";

/**
 * Tables a backup leaves out: sessions and half-done two-factor sign-ins (a restore signs everyone
 * out), the list of backups, which describes what storage holds now and so must survive a
 * restore unchanged, and what describes the running processes and restores (instances,
 * restore_runs), which a restore must neither bring back nor erase. Two-factor secrets and
 * recovery codes are carried (decision 026). Password reset links and the mail outbox are left out
 * too: a restore must not revive a reset link or send old mail again (the outbox is sealed under
 * this server's secret anyway). Leads are carried.
 */
export const TABLES_NOT_BACKED_UP = new Set([
  "admin_sessions",
  "sign_in_challenges",
  "backups",
  "restore_runs",
  "instances",
  "password_reset_tokens",
  "mail_outbox",
]);

export type CatalogTable = {
  name: string;
  /** Columns a backup carries, in table order: generated columns (posts.search) are recomputed instead. */
  columns: string[];
  /** Primary-key columns with their SQL types, in key order: the keyset for paging. */
  primaryKey: { column: string; type: string }[];
  /** Columns fed by a sequence (serial or identity), whose sequence a restore moves past the restored rows. */
  sequenceColumns: string[];
};

/** A type name as the catalog prints it ("uuid", "timestamp with time zone", "character varying(20)"). */
const TYPE_NAME = /^[a-z0-9 _(),]+$/;

/**
 * Every table of the app's schema that a backup carries, parents before children (foreign-key
 * order), read from the database's own catalog so a table added by a later migration is included
 * without a code change here.
 */
export async function backedUpTables(db: Db | Tx): Promise<CatalogTable[]> {
  const columns = await queryRows<{
    table_name: string;
    column_name: string;
    generated: boolean;
    sequenced: boolean;
    pk_position: number | null;
    type_name: string;
  }>(
    db,
    sql`select c.relname as table_name, a.attname as column_name, a.attgenerated <> '' as generated,
          (a.attidentity <> '' or pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null) as sequenced,
          array_position(i.indkey::int2[], a.attnum) as pk_position, format_type(a.atttypid, a.atttypmod) as type_name
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        left join pg_index i on i.indrelid = c.oid and i.indisprimary
        where n.nspname = 'public' and c.relkind = 'r'
        order by c.relname, a.attnum`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );

  const tables = new Map<string, CatalogTable & { keyOrder: Map<string, number> }>();
  for (const row of columns) {
    if (TABLES_NOT_BACKED_UP.has(row.table_name)) continue;
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: [], primaryKey: [], sequenceColumns: [], keyOrder: new Map() };
      tables.set(row.table_name, table);
    }
    if (row.generated) continue;
    table.columns.push(row.column_name);
    if (row.sequenced) table.sequenceColumns.push(row.column_name);
    if (row.pk_position !== null) {
      if (!TYPE_NAME.test(row.type_name)) throw new Error(`unexpected type name ${row.type_name}`);
      table.primaryKey.push({ column: row.column_name, type: row.type_name });
      table.keyOrder.set(row.column_name, Number(row.pk_position));
    }
  }
  for (const table of tables.values()) {
    // Paging needs a unique order; every table of this app has a primary key.
    if (table.primaryKey.length === 0) throw new Error(`table ${table.name} has no primary key and cannot be backed up`);
    table.primaryKey.sort((a, b) => table.keyOrder.get(a.column)! - table.keyOrder.get(b.column)!);
  }
  return foreignKeyOrder(
    [...tables.values()].map(({ keyOrder: _order, ...table }) => table),
    references,
  );
}

/** Parents first; a table referring to itself does not wait for itself. */
export function foreignKeyOrder<T extends { name: string }>(tables: T[], references: { child: string; parent: string }[]): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const parents = new Map<string, Set<string>>(tables.map((table) => [table.name, new Set()]));
  for (const { child, parent } of references) {
    if (child !== parent && byName.has(child) && byName.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: T[] = [];
  const placed = new Set<string>();
  const names = [...byName.keys()].sort();
  while (ordered.length < names.length) {
    const ready = names.filter((name) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)));
    if (ready.length === 0) throw new Error("foreign keys form a cycle; the tables cannot be ordered");
    for (const name of ready) {
      placed.add(name);
      ordered.push(byName.get(name)!);
    }
  }
  return ordered;
}
