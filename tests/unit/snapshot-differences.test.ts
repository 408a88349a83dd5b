import { describe, expect, it } from "vitest";
import { type Snapshot, snapshotDifferences } from "../../scripts/lib/snapshot-differences";

const column = (name: string, type = "text") => ({ name, type, primaryKey: false, notNull: true });
const table = (name: string, columns: ReturnType<typeof column>[], schema = "") => ({
  name,
  schema,
  columns: Object.fromEntries(columns.map((entry) => [entry.name, entry])),
  indexes: {},
  foreignKeys: {},
  compositePrimaryKeys: {},
  uniqueConstraints: {},
  policies: {},
  checkConstraints: {},
  isRLSEnabled: false,
});
const snapshot = (...tables: ReturnType<typeof table>[]): Snapshot => ({
  tables: Object.fromEntries(tables.map((entry) => [`public.${entry.name}`, entry])),
  enums: {},
});

describe("snapshot differences", () => {
  it("finds none between equal snapshots", () => {
    expect(snapshotDifferences(snapshot(table("posts", [column("title")])), snapshot(table("posts", [column("title")])))).toEqual({
      lines: [],
      asksAboutRenames: false,
    });
  });

  it("names the tables and columns on one side only, and the properties of a column that changed", () => {
    const migrations = snapshot(table("posts", [column("title"), column("body")]), table("old_things", []));
    const schema = snapshot(table("posts", [column("title", "varchar(300)"), column("body"), column("subtitle")]));
    expect(snapshotDifferences(migrations, schema).lines).toEqual([
      'table "old_things" only in the migrations',
      'table "posts": column "subtitle" only in the schema',
      'table "posts": column "title" differs: type "text" in the migrations, "varchar(300)" in the schema',
    ]);
  });

  it("knows when drizzle-kit would ask whether something was renamed", () => {
    const differences = snapshotDifferences(snapshot(table("posts", [column("title")])), snapshot(table("posts", [column("headline")])));
    expect(differences).toEqual({
      lines: ['table "posts": column "headline" only in the schema', 'table "posts": column "title" only in the migrations'],
      asksAboutRenames: true,
    });
  });

  it("names a table outside the public schema with its schema", () => {
    expect(snapshotDifferences(snapshot(), snapshot(table("events", [], "audit"))).lines).toEqual(['table "audit.events" only in the schema']);
  });
});
