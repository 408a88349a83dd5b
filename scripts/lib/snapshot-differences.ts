// What differs between two drizzle-kit PostgreSQL snapshots, in words: the newest migration's
// snapshot (what the migrations build) against one made from the schema the code declares.

type Entries = Record<string, unknown>;
export type Snapshot = { tables: Record<string, Entries>; [kind: string]: unknown };

/** Each part of a table, by its key in a snapshot and the word a person would use. */
const TABLE_PARTS: [key: string, word: string][] = [
  ["columns", "column"],
  ["indexes", "index"],
  ["foreignKeys", "foreign key"],
  ["compositePrimaryKeys", "primary key"],
  ["uniqueConstraints", "unique constraint"],
  ["checkConstraints", "check constraint"],
  ["policies", "policy"],
];

/** Everything beside tables that a snapshot keeps by name. */
const OTHER_KINDS: [key: string, word: string][] = [
  ["schemas", "schema"],
  ["enums", "enum"],
  ["sequences", "sequence"],
  ["roles", "role"],
  ["policies", "policy"],
  ["views", "view"],
];

export type Differences = {
  /** One line per difference, e.g. `table "posts": column "title" only in the schema`. */
  lines: string[];
  /**
   * Whether something is only in the migrations while something of its kind is only in the schema:
   * drizzle-kit then asks whether it was renamed, which only a person at a terminal can answer.
   */
  asksAboutRenames: boolean;
};

const asEntries = (value: unknown): Entries => (value && typeof value === "object" ? (value as Entries) : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function namesOnOneSide(word: string, migrations: Entries, schema: Entries, where: string): Differences {
  const onlyInSchema = Object.keys(schema).filter((name) => !(name in migrations));
  const onlyInMigrations = Object.keys(migrations).filter((name) => !(name in schema));
  return {
    lines: [
      ...onlyInSchema.map((name) => `${where}${word} "${name}" only in the schema`),
      ...onlyInMigrations.map((name) => `${where}${word} "${name}" only in the migrations`),
    ],
    asksAboutRenames: onlyInSchema.length > 0 && onlyInMigrations.length > 0,
  };
}

/** `type "text" in the migrations, "varchar(300)" in the schema`, for each property that differs. */
function changedProperties(migrations: unknown, schema: unknown): string {
  const [before, after] = [asEntries(migrations), asEntries(schema)];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !same(before[key], after[key]))
    .map((key) => `${key} ${JSON.stringify(before[key]) ?? "not set"} in the migrations, ${JSON.stringify(after[key]) ?? "not set"} in the schema`)
    .join("; ");
}

function compareByName(word: string, migrations: Entries, schema: Entries, where = ""): Differences {
  const { lines, asksAboutRenames } = namesOnOneSide(word, migrations, schema, where);
  for (const name of Object.keys(schema)) {
    if (name in migrations && !same(migrations[name], schema[name])) {
      lines.push(`${where}${word} "${name}" differs: ${changedProperties(migrations[name], schema[name])}`);
    }
  }
  return { lines, asksAboutRenames };
}

function compareTable(name: string, migrations: Entries, schema: Entries): Differences {
  const parts = TABLE_PARTS.map(([key, word]) => compareByName(word, asEntries(migrations[key]), asEntries(schema[key]), `table "${name}": `));
  const lines = parts.flatMap((part) => part.lines);
  if (migrations.isRLSEnabled !== schema.isRLSEnabled) lines.push(`table "${name}": row-level security differs`);
  return { lines, asksAboutRenames: parts.some((part) => part.asksAboutRenames) };
}

/** `posts`, or `schema.posts` outside the public schema. */
function tableName(table: Entries): string {
  return table.schema && table.schema !== "public" ? `${table.schema}.${table.name}` : String(table.name);
}

const tablesByName = (snapshot: Snapshot) => Object.fromEntries(Object.values(snapshot.tables).map((table) => [tableName(table), table]));

export function snapshotDifferences(migrations: Snapshot, schema: Snapshot): Differences {
  const [migrationTables, schemaTables] = [tablesByName(migrations), tablesByName(schema)];
  const found = [
    namesOnOneSide("table", migrationTables, schemaTables, ""),
    ...Object.keys(schemaTables)
      .filter((name) => name in migrationTables)
      .map((name) => compareTable(name, migrationTables[name]!, schemaTables[name]!)),
    ...OTHER_KINDS.map(([key, word]) => compareByName(word, asEntries(migrations[key]), asEntries(schema[key]))),
  ];
  return { lines: found.flatMap((difference) => difference.lines), asksAboutRenames: found.some((difference) => difference.asksAboutRenames) };
}
