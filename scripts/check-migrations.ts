// `npm test`'s check that the migrations (drizzle/) build the schema the code declares (app/db/schema):
// drizzle-kit compares the schema with the newest migration's snapshot, as `npm run db:generate`
// does, but nothing is written. Exits non-zero, naming what differs, when a migration is missing.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration, upPgSnapshot } from "drizzle-kit/api";
import * as schema from "../app/db/schema";
import { snapshotDifferences } from "./lib/snapshot-differences";

const MIGRATIONS = path.resolve(import.meta.dirname, "../drizzle");
const GENERATE = "`npm run db:generate -- --name <change>`";

type Journal = { entries: { idx: number; tag: string }[] };

function fail(lines: string[]): never {
  console.error(lines.join("\n"));
  process.exit(1);
}

/** The snapshot drizzle-kit wrote with the newest migration: the schema the migrations build. */
function newestSnapshot(): { tag: string; snapshot: DrizzleSnapshotJSON } {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as Journal;
  const snapshotOf = ({ idx }: Journal["entries"][number]) => path.join(MIGRATIONS, "meta", `${String(idx).padStart(4, "0")}_snapshot.json`);
  const withoutSnapshot = journal.entries.filter((entry) => !existsSync(snapshotOf(entry)));
  if (withoutSnapshot.length) {
    fail([
      `Migrations without their snapshot: ${withoutSnapshot.map((entry) => entry.tag).join(", ")}.`,
      `drizzle-kit compares a schema change with the newest snapshot: make every migration with ${GENERATE} (add --custom for one written in SQL).`,
    ]);
  }
  const newest = journal.entries.at(-1);
  if (!newest) fail(["drizzle/meta/_journal.json lists no migration."]);
  return { tag: newest.tag, snapshot: upPgSnapshot(JSON.parse(readFileSync(snapshotOf(newest), "utf8"))) as DrizzleSnapshotJSON };
}

const { tag, snapshot: migrations } = newestSnapshot();
const declared = generateDrizzleJson(schema, migrations.id);
const differences = snapshotDifferences(migrations, declared);
// With a rename to ask about, drizzle-kit would wait for an answer: the differences alone say enough.
const statements = differences.asksAboutRenames ? [] : await generateMigration(migrations, declared);

if (differences.asksAboutRenames || statements.length) {
  fail([
    `The schema (app/db/schema) and the migrations (drizzle/, newest ${tag}) disagree:`,
    ...differences.lines.map((line) => `  ${line}`),
    ...(statements.length ? ["The migration drizzle-kit would generate:", ...statements.map((statement) => `  ${statement}`)] : []),
    ...(differences.asksAboutRenames ? ["drizzle-kit will ask whether what is only in the migrations was renamed to what is only in the schema."] : []),
    `Generate it with ${GENERATE}, check its SQL and commit it.`,
  ]);
}
console.log(`The schema and the migrations agree (newest ${tag}).`);
