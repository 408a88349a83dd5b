// Backups from the command line, for when the site itself is broken (stop the server first when
// using the embedded database: PGlite allows one process at a time):
//   npm run backup -- create
//   npm run backup -- list
//   npm run backup -- restore <file or listed backup name> [--dry-run] [--identity KEYFILE]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { isBackupFilename, tablesNotMatchingManifest } from "~/lib/backups/archive-format";
import { formatBytes } from "~/lib/backups/sizes";
import { BackupArchiveError, createBackup, migrateWithBackup, previewRestore, type RestorePlan, type RestoreSource, restoreBackup } from "~/services/backups";
import { SYSTEM_ACTOR } from "~/services/auth";
import { startInstanceHeartbeat } from "~/services/instances";
import { recoverInterruptedWork } from "~/services/interrupted-work.server";
import { type AppServices, createLogger, loadConfig, openDatabase } from "~/services/platform";
import { backups } from "~/db/schema";
import { desc } from "drizzle-orm";

const USAGE = `Usage:
  npm run backup -- create
  npm run backup -- list
  npm run backup -- restore <archive file | listed backup name> [--dry-run] [--identity KEYFILE]

An encrypted archive (.tar.gz.age) needs --identity: the age private key file (age-keygen's output).`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function printPlan(plan: RestorePlan) {
  console.log(`Backup of ${plan.createdAt} (site ${plan.appVersion}, ${plan.driver}, schema ${plan.migration}):`);
  for (const table of plan.tables) {
    const manifest = table.archivedRows === table.rows ? "" : `, MANIFEST SAYS ${table.rows}`;
    console.log(`  ${table.name.padEnd(20)} ${String(table.archivedRows).padStart(8)} rows (now ${table.currentRows}${manifest})`);
  }
  const mismatched = tablesNotMatchingManifest(plan.tables);
  if (mismatched.length > 0) console.log(`The archive's rows differ from its manifest in ${mismatched.length} table(s): it will not be restored.`);
  console.log(`  uploaded files       ${String(plan.files.count).padStart(8)} (${formatBytes(plan.files.bytes)})`);
}

/** The private key is read from its file for this run only; it is never copied or stored. */
function identityFrom(keyFile: string | undefined): string | null {
  if (!keyFile) return null;
  if (!existsSync(keyFile)) fail(`No such key file: ${keyFile}`);
  return readFileSync(keyFile, "utf8");
}

/** A listed backup's name means the stored archive; anything else is a file on this machine. */
function sourceOf(argument: string, identity: string | null): RestoreSource {
  if (isBackupFilename(argument) && !existsSync(argument)) return { stored: argument, identity };
  if (!existsSync(argument)) fail(`No such file: ${argument}`);
  return { file: path.resolve(argument), identity };
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { "dry-run": { type: "boolean", default: false }, identity: { type: "string" } },
  });
  const [command, argument] = positionals;
  if (!command || !["create", "list", "restore"].includes(command) || (command === "restore" && !argument)) fail(USAGE);

  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, "db"), logger });
  const services: AppServices = { config, logger, database };
  let heartbeat: { stop(): Promise<void> } | null = null;
  try {
    await migrateWithBackup(services, path.resolve(import.meta.dirname, "../drizzle"));
    // Seen as running while it works (so no server takes its backup or restore for an interrupted one),
    // and what a stopped process left half done is put right first, as a server's start does.
    heartbeat = await startInstanceHeartbeat(database.db, logger);
    await recoverInterruptedWork(services);
    if (command === "create") {
      const backup = await createBackup(services, { trigger: "cli", actor: SYSTEM_ACTOR });
      if (backup.status !== "completed") fail(`Backup failed: ${backup.error}`);
      console.log(
        `Created ${path.join(config.dataDir, "backups", backup.filename)} (${formatBytes(backup.sizeBytes)}), verified${config.BACKUP_AGE_RECIPIENT ? " and encrypted" : ""}.`,
      );
    } else if (command === "list") {
      const rows = await database.db.select().from(backups).orderBy(desc(backups.createdAt));
      if (rows.length === 0) console.log("No backups yet.");
      for (const row of rows)
        console.log(
          `${row.filename}  ${row.status.padEnd(9)}  ${formatBytes(row.sizeBytes).padStart(10)}  ${row.createdBy ?? "System"}${row.error ? `  (${row.error})` : ""}`,
        );
    } else {
      const source = sourceOf(argument!, identityFrom(values.identity));
      const plan = values["dry-run"] ? await previewRestore(services, SYSTEM_ACTOR, source) : await restoreBackup(services, SYSTEM_ACTOR, source);
      printPlan(plan);
      console.log(values["dry-run"] ? "Dry run: the archive is valid and nothing was changed." : "Restored. Every session ended: everyone signs in again.");
    }
  } catch (error) {
    if (error instanceof BackupArchiveError) fail(`Refused: ${error.message}`);
    throw error;
  } finally {
    await heartbeat?.stop();
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
