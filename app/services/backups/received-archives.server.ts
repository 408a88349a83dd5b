import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { type Actor, authorizeActor } from "~/services/auth";
import type { AppServices } from "~/services/platform";
import { ARCHIVE_PROBLEMS, BackupArchiveError } from "./archive-errors.server";
import { backupTmpDir, restoreLimitBytes } from "./backup-places.server";

/** An uploaded archive waits this long for its dry run and restore, then is deleted. */
const KEPT_FOR_MS = 60 * 60_000;
const TOKEN = /^[0-9a-f]{32}$/;
const NAME_MAX = 200;

export type ReceivedArchive = { token: string; name: string; bytes: number };

/** Shared by every process on the volume: the upload and its dry run may reach different ones. */
async function receivedDir(services: AppServices): Promise<string> {
  const dir = path.join(backupTmpDir(services.config), "received");
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Named by the admin who sent it, so nobody else can restore it by guessing a token. */
const fileOf = (dir: string, actor: Actor, token: string) => path.join(dir, `${actor.user?.userId ?? "system"}.${token}.archive`);

/** The name the admin's file had, for the dry run and the audit log: printable, short. */
function displayName(name: string | null): string {
  const cleaned = (name ?? "").replace(/[^\p{L}\p{N}._\- ()+]/gu, "_").slice(0, NAME_MAX);
  return cleaned || "uploaded archive";
}

/** Deletes uploads older than their hour (also at start-up: interrupted-work). */
export async function removeExpiredReceived(services: AppServices, now: number): Promise<void> {
  await removeExpired(await receivedDir(services), now);
}

async function removeExpired(dir: string, now: number): Promise<void> {
  for (const entry of await readdir(dir)) {
    const file = path.join(dir, entry);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > KEPT_FOR_MS) await rm(file, { force: true });
  }
}

function byteLimit(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new BackupArchiveError(ARCHIVE_PROBLEMS.uploadTooLarge(Math.round(limit / 1024 / 1024))) : null, chunk);
    },
  });
}

/**
 * Streams an archive an admin uploads to a private file under DATA_DIR/tmp (never into memory),
 * within the restore limit, and returns the token its dry run and restore name it by. Nothing
 * is checked or touched yet: the dry run does that.
 */
export async function receiveArchive(
  services: AppServices,
  actor: Actor,
  upload: { body: ReadableStream<Uint8Array> | null; declaredBytes: number | null; name: string | null },
): Promise<ReceivedArchive> {
  authorizeActor(actor, "backups:manage");
  const limit = restoreLimitBytes(services.config);
  const limitMb = services.config.BACKUP_MAX_RESTORE_MB;
  if (upload.declaredBytes !== null && upload.declaredBytes > limit) throw new BackupArchiveError(ARCHIVE_PROBLEMS.uploadTooLarge(limitMb));
  if (!upload.body || upload.declaredBytes === 0) throw new BackupArchiveError(ARCHIVE_PROBLEMS.emptyUpload);
  const dir = await receivedDir(services);
  await removeExpired(dir, Date.now());
  const token = randomBytes(16).toString("hex");
  const file = fileOf(dir, actor, token);
  try {
    await pipeline(Readable.fromWeb(upload.body as unknown as NodeWebStream<Uint8Array>), byteLimit(limit), createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof BackupArchiveError) throw error;
    throw new BackupArchiveError(ARCHIVE_PROBLEMS.uploadIncomplete);
  }
  const { size } = await stat(file);
  if (size === 0 || (upload.declaredBytes !== null && size !== upload.declaredBytes)) {
    await rm(file, { force: true });
    throw new BackupArchiveError(size === 0 ? ARCHIVE_PROBLEMS.emptyUpload : ARCHIVE_PROBLEMS.uploadIncomplete);
  }
  const name = displayName(upload.name);
  await writeFile(`${file}.json`, JSON.stringify({ name }), { mode: 0o600 });
  return { token, name, bytes: size };
}

/** The admin's uploaded archive as a restore source (its file and its name); refused when gone or not theirs. */
export async function receivedArchive(services: AppServices, actor: Actor, token: string): Promise<{ file: string; label: string }> {
  authorizeActor(actor, "backups:manage");
  if (!TOKEN.test(token)) throw new BackupArchiveError(ARCHIVE_PROBLEMS.uploadGone);
  const file = fileOf(await receivedDir(services), actor, token);
  const info = await stat(file).catch(() => null);
  if (!info || Date.now() - info.mtimeMs > KEPT_FOR_MS) throw new BackupArchiveError(ARCHIVE_PROBLEMS.uploadGone);
  const meta = JSON.parse(await readFile(`${file}.json`, "utf8").catch(() => "{}")) as { name?: string };
  return { file, label: displayName(meta.name ?? null) };
}

/** Deletes an uploaded archive once restored or refused. */
export async function discardReceivedArchive(services: AppServices, actor: Actor, token: string): Promise<void> {
  if (!TOKEN.test(token)) return;
  const file = fileOf(await receivedDir(services), actor, token);
  await rm(file, { force: true });
  await rm(`${file}.json`, { force: true });
}
