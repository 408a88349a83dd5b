import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import { adminUsers } from "~/db/schema/index";
import { isBackupFilename, tablesNotMatchingManifest } from "~/lib/backups/archive-format";
import { errorMessageOf } from "~/lib/jobs/slots";
import { type Actor, authorizeActor } from "~/services/auth";
import type { AppServices, Tx } from "~/services/platform";
import { ARCHIVE_PROBLEMS, BackupArchiveError } from "./archive-errors.server";
import { recordBackupEvent } from "./backup-audit.server";
import { isAgeFile, decryptFile } from "./age-envelope.server";
import { backupStorage, backupWorkDir, restoreLimitBytes, uploadsStorage } from "./backup-places.server";
import { type OpenedArchive, openArchive } from "./open-archive.server";
import { applyRestore, planRestore, type RestorePlan } from "./restore-archive.server";
import { completeRestoreRun, failRestoreRun, restoreDirName, startRestoreRun } from "./restore-runs.server";

/**
 * A listed backup in storage, or an archive file on this machine (the command line, or an upload
 * the admin area received). `identity` opens an encrypted archive; it is used and forgotten.
 */
export type RestoreSource = ({ stored: string } | { file: string; label?: string }) & { identity?: string | null };

export const RESTORE_PROBLEMS = {
  notFound: "That backup is no longer in storage.",
} as const;

function sourceName(source: RestoreSource): string {
  return "stored" in source ? source.stored : (source.label ?? path.basename(source.file));
}

/**
 * Fetches the archive, decrypts it to a temporary file when it is an age file, and verifies it;
 * `work` gets it unpacked and checked, with a scratch directory (the restore run's own, or a fresh
 * one for a dry run), and all is cleaned up afterwards.
 */
async function withVerifiedArchive<T>(
  services: AppServices,
  source: RestoreSource,
  work: (archive: OpenedArchive, scratchDir: string) => Promise<T>,
  runId?: string,
): Promise<T> {
  const workDir = await backupWorkDir(services.config);
  const fetchDir = runId ? path.join(workDir, restoreDirName(runId)) : await mkdtemp(path.join(workDir, "check-"));
  await mkdir(fetchDir, { recursive: true });
  try {
    let file: string;
    if ("stored" in source) {
      if (!isBackupFilename(source.stored)) throw new BackupArchiveError(RESTORE_PROBLEMS.notFound);
      const body = await backupStorage(services.config).get(source.stored);
      if (!body) throw new BackupArchiveError(RESTORE_PROBLEMS.notFound);
      file = path.join(fetchDir, source.stored);
      await pipeline(body, createWriteStream(file));
    } else {
      file = source.file;
    }
    if (await isAgeFile(file)) {
      const decrypted = path.join(fetchDir, "decrypted.tar.gz");
      await decryptFile(file, decrypted, source.identity);
      file = decrypted;
    }
    const archive = await openArchive(file, { workDir, maxBytes: restoreLimitBytes(services.config) });
    try {
      return await work(archive, fetchDir);
    } finally {
      await archive.close();
    }
  } finally {
    await rm(fetchDir, { recursive: true, force: true });
  }
}

/** The dry run: verifies the archive completely and says what a restore would replace. Changes nothing. */
export async function previewRestore(services: AppServices, actor: Actor, source: RestoreSource): Promise<RestorePlan> {
  authorizeActor(actor, "backups:manage");
  return withVerifiedArchive(services, source, async (archive) => (await planRestore(services.database, archive, uploadsStorage(services.config))).plan);
}

/** The actor may not exist in the restored accounts: then the record keeps only their name. */
async function recordRestored(tx: Tx, actor: Actor, filename: string, plan: RestorePlan) {
  const known = actor.user ? (await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, actor.user.userId))).length > 0 : false;
  await recordBackupEvent(tx, "backup_restored", {
    actor: known ? actor : { ...actor, user: null },
    filename,
    changes: {
      restoredBy: actor.user?.username ?? "command line",
      backupCreatedAt: plan.createdAt,
      rows: Object.fromEntries(plan.tables.map((table) => [table.name, table.archivedRows])),
      files: plan.files.count,
    },
  });
}

/**
 * Verifies the archive, then replaces the database and the uploads with it in one transaction.
 * A bad archive (one whose tables hold other row counts than its manifest lists included) is
 * refused (BackupArchiveError) before anything is touched; every instance drops its caches on
 * commit; every session ends. The attempt is recorded either way, in the audit log and as a
 * restore run, which the next start marks failed if the process stops before the end.
 */
export async function restoreBackup(services: AppServices, actor: Actor, source: RestoreSource): Promise<RestorePlan> {
  authorizeActor(actor, "backups:manage");
  const filename = sourceName(source);
  const { db } = services.database;
  const run = await startRestoreRun(db, { source: filename, startedBy: actor.user?.username ?? null, now: new Date() });
  try {
    return await withVerifiedArchive(
      services,
      source,
      async (archive, scratchDir) => {
        const uploads = uploadsStorage(services.config);
        const { plan, uploadChanges } = await planRestore(services.database, archive, uploads);
        const mismatched = tablesNotMatchingManifest(plan.tables);
        if (mismatched.length > 0) throw new BackupArchiveError(ARCHIVE_PROBLEMS.rowCounts(mismatched.map((table) => table.name)));
        await applyRestore(services.database, archive, {
          uploads,
          uploadChanges,
          journalDir: path.join(scratchDir, "uploads-journal"),
          inTransaction: async (tx) => {
            await recordRestored(tx, actor, filename, plan);
            await completeRestoreRun(tx, run.id, new Date());
          },
        });
        services.logger.warn({ filename, by: actor.user?.username ?? "command line" }, "backup restored; every session ended");
        return plan;
      },
      run.id,
    );
  } catch (error) {
    const message = errorMessageOf(error);
    await failRestoreRun(db, run.id, message, new Date()).catch((recordError: unknown) =>
      services.logger.error({ err: recordError }, "could not record the failed restore run"),
    );
    await recordBackupEvent(db, "backup_restored", {
      actor,
      filename,
      outcome: "failure",
      changes: { error: message },
    }).catch((recordError: unknown) => services.logger.error({ err: recordError }, "could not record the failed restore"));
    throw error;
  }
}
