import type { Readable } from "node:stream";
import { desc, eq } from "drizzle-orm";
import { backups } from "~/db/schema/index";
import { isBackupFilename } from "~/lib/backups/archive-format";
import { type Actor, authorizeActor } from "~/services/auth";
import type { AppServices } from "~/services/platform";
import { recordBackupEvent } from "./backup-audit.server";
import { backupStorage } from "./backup-places.server";
import type { BackupRow } from "./create-backup.server";

export type ListedBackup = BackupRow & { fileExists: boolean };

/** The archives in storage; null when storage cannot be listed (logged). */
async function storedArchives(services: AppServices): Promise<Set<string> | null> {
  try {
    return new Set((await backupStorage(services.config).list()).map((object) => object.key));
  } catch (error) {
    services.logger.warn({ err: error }, "backup storage could not be listed");
    return null;
  }
}

export type BackupList = { backups: ListedBackup[]; storageReadable: boolean };

/**
 * Every listed backup, newest first, with whether its archive is still in storage (Download only
 * then). Storage that cannot be listed still leaves the list: its rows, none downloadable, and
 * `storageReadable: false` for the tab to say so.
 */
export async function listBackups(services: AppServices, actor: Actor): Promise<BackupList> {
  authorizeActor(actor, "backups:manage");
  const rows = await services.database.db.select().from(backups).orderBy(desc(backups.createdAt));
  const stored = await storedArchives(services);
  return {
    backups: rows.map((row) => ({ ...row, fileExists: row.status === "completed" && Boolean(stored?.has(row.filename)) })),
    storageReadable: stored !== null,
  };
}

export type DeleteOutcome = { status: "deleted"; filename: string } | { status: "deleted-without-file"; filename: string } | { status: "not-found" };

/**
 * Deletes the archive, then its row. An archive already gone from storage (or that storage
 * refuses to delete) still loses its row: the 'Storage Warning' case.
 */
export async function deleteBackup(services: AppServices, actor: Actor, id: string): Promise<DeleteOutcome> {
  authorizeActor(actor, "backups:manage");
  const { db } = services.database;
  const [row] = await db.select().from(backups).where(eq(backups.id, id));
  if (!row) return { status: "not-found" };
  let fileRemoved = false;
  try {
    fileRemoved = await backupStorage(services.config).delete(row.filename);
  } catch (error) {
    services.logger.warn({ err: error, filename: row.filename }, "backup file could not be removed");
  }
  const deleted = await db.transaction(async (tx) => {
    const gone = await tx.delete(backups).where(eq(backups.id, id)).returning({ id: backups.id });
    if (gone.length === 0) return false;
    await recordBackupEvent(tx, "backup_deleted", { actor, filename: row.filename, backupId: row.id, changes: { fileRemoved } });
    return true;
  });
  if (!deleted) return { status: "not-found" };
  return { status: fileRemoved ? "deleted" : "deleted-without-file", filename: row.filename };
}

export type BackupDownload = { filename: string; size: number; body: Readable };

/**
 * Opens a completed archive for download and records who took it; null when there is no such
 * archive. `record: false` for a check that the download would work (the browser's HEAD request).
 */
export async function openBackupDownload(
  services: AppServices,
  actor: Actor,
  filename: string,
  { record = true }: { record?: boolean } = {},
): Promise<BackupDownload | null> {
  authorizeActor(actor, "backups:manage");
  if (!isBackupFilename(filename)) return null;
  const [row] = await services.database.db.select().from(backups).where(eq(backups.filename, filename));
  if (!row || row.status !== "completed") return null;
  const storage = backupStorage(services.config);
  const info = await storage.stat(filename);
  const body = info ? await storage.get(filename) : null;
  if (!info || !body) return null;
  if (record) await recordBackupEvent(services.database.db, "backup_downloaded", { actor, filename, backupId: row.id });
  return { filename, size: info.size, body };
}
