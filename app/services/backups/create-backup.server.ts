import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { backups } from "~/db/schema/index";
import { backupFilename, isEncryptedBackupFilename } from "~/lib/backups/archive-format";
import type { BackupTrigger } from "~/lib/backups/backup-status";
import { type Actor, authorizeActor } from "~/services/auth";
import { processInstanceId } from "~/services/instances";
import type { AppConfig, AppServices } from "~/services/platform";
import { encryptFile } from "./age-envelope.server";
import { describeBackupFailure } from "./failure-reason.server";
import { recordBackupEvent } from "./backup-audit.server";
import { backupStorage, backupWorkDir, uploadsStorage } from "./backup-places.server";
import { openArchive } from "./open-archive.server";
import { writeArchive } from "./write-archive.server";

export type BackupRow = typeof backups.$inferSelect;

/** Who asks: an admin (checked for backups:manage), or SYSTEM_ACTOR for the schedule and the command line. */
type BackupRequest = { trigger: BackupTrigger; actor: Actor; now?: Date };

/** The name of a new archive: `.tar.gz`, or `.tar.gz.age` when BACKUP_AGE_RECIPIENT is set. */
export function newBackupFilename(config: Pick<AppConfig, "BACKUP_AGE_RECIPIENT">, now: Date, options: { beforeMigration?: boolean } = {}): string {
  return backupFilename(now, randomBytes(4).toString("hex"), { ...options, encrypted: Boolean(config.BACKUP_AGE_RECIPIENT) });
}

/**
 * Writes, verifies (unpacked again and every checksum compared), encrypts when a public key is
 * configured (after the check: the server cannot decrypt what it wrote) and stores the archive;
 * returns its stored size.
 */
export async function produceArchive(services: AppServices, filename: string, now: Date): Promise<number> {
  const workDir = await backupWorkDir(services.config);
  const archiveFile = path.join(workDir, filename.replace(/\.age$/, ""));
  const encryptedFile = `${archiveFile}.age`;
  try {
    await writeArchive(services.database, { archiveFile, uploads: uploadsStorage(services.config), workDir, now });
    const check = await openArchive(archiveFile, { workDir, maxBytes: Number.MAX_SAFE_INTEGER });
    await check.close();
    const recipient = services.config.BACKUP_AGE_RECIPIENT;
    if (recipient && isEncryptedBackupFilename(filename)) await encryptFile(archiveFile, encryptedFile, recipient);
    const stored = await backupStorage(services.config).put(filename, isEncryptedBackupFilename(filename) ? encryptedFile : archiveFile);
    return stored.size;
  } finally {
    await rm(archiveFile, { force: true });
    await rm(encryptedFile, { force: true });
  }
}

async function finish(services: AppServices, row: BackupRow, request: BackupRequest): Promise<BackupRow> {
  const { db } = services.database;
  try {
    const size = await produceArchive(services, row.filename, row.createdAt);
    return await db.transaction(async (tx) => {
      const [done] = await tx.update(backups).set({ status: "completed", sizeBytes: size }).where(eq(backups.id, row.id)).returning();
      await recordBackupEvent(tx, "backup_created", {
        actor: request.actor,
        filename: row.filename,
        backupId: row.id,
        changes: { trigger: request.trigger, sizeBytes: size },
      });
      return done!;
    });
  } catch (error) {
    // The raw error (paths, a storage service's words) stays in the log; staff read the plain reason.
    services.logger.error({ err: error, filename: row.filename }, "backup failed");
    const message = describeBackupFailure(error);
    await backupStorage(services.config)
      .delete(row.filename)
      .catch(() => false);
    return db.transaction(async (tx) => {
      const [failed] = await tx.update(backups).set({ status: "failed", error: message }).where(eq(backups.id, row.id)).returning();
      await recordBackupEvent(tx, "backup_created", {
        actor: request.actor,
        filename: row.filename,
        backupId: row.id,
        outcome: "failure",
        changes: { trigger: request.trigger, error: message },
      });
      return failed!;
    });
  }
}

/**
 * Lists a new backup as pending and starts writing it. `done` settles with the row once it is
 * completed or failed (a failed backup is recorded on the row and in the audit log, not thrown),
 * so an admin's request can answer at once while the list shows 'Processing...'.
 */
export async function beginBackup(services: AppServices, request: BackupRequest): Promise<{ row: BackupRow; done: Promise<BackupRow> }> {
  authorizeActor(request.actor, "backups:manage");
  const now = request.now ?? new Date();
  const filename = newBackupFilename(services.config, now);
  const [row] = await services.database.db
    .insert(backups)
    .values({
      filename,
      createdAt: now,
      createdBy: request.actor.user?.username ?? null,
      trigger: request.trigger,
      status: "pending",
      claimedBy: processInstanceId,
    })
    .returning();
  return { row: row!, done: finish(services, row!, request) };
}

/** Takes a backup and waits for it: the schedule and the command line. */
export async function createBackup(services: AppServices, request: BackupRequest): Promise<BackupRow> {
  return (await beginBackup(services, request)).done;
}
