import { createReadStream, createWriteStream } from "node:fs";
import { open, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { Decrypter, Encrypter } from "age-encryption";
import { hasIdentityText, identitiesIn } from "~/lib/backups/age-keys";
import { ARCHIVE_PROBLEMS, BackupArchiveError } from "./archive-errors.server";

/** Every age file (the format the `age` command line tool reads and writes) starts with this line. */
const AGE_HEADER = Buffer.from("age-encryption.org/v1\n");

const webStreamOf = (file: string) => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
/** age's streams are the global (DOM) ReadableStream type; Node's stream/web one is the same object. */
const nodeStreamOf = (stream: ReadableStream<Uint8Array>) => Readable.fromWeb(stream as unknown as NodeWebStream<Uint8Array>);

export async function isAgeFile(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(AGE_HEADER.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(AGE_HEADER);
  } finally {
    await handle.close();
  }
}

/** Encrypts `source` to the public key `recipient` (age X25519), streaming, into `target`. */
export async function encryptFile(source: string, target: string, recipient: string): Promise<void> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const encrypted = await encrypter.encrypt(webStreamOf(source));
  await pipeline(nodeStreamOf(encrypted), createWriteStream(target));
}

/**
 * Decrypts an age file into `target` with the private key(s) in `identityText`. The caller uses
 * `target` only once this resolves: age authenticates each chunk and the end of the stream, so a
 * truncated or changed file fails here, before any of its plaintext is trusted.
 */
export async function decryptFile(source: string, target: string, identityText: string | null | undefined): Promise<void> {
  const keys = identitiesIn(identityText ?? "");
  if (keys.length === 0) throw new BackupArchiveError(hasIdentityText(identityText) ? ARCHIVE_PROBLEMS.badIdentity : ARCHIVE_PROBLEMS.encryptedNeedsKey);
  const decrypter = new Decrypter();
  try {
    for (const key of keys) decrypter.addIdentity(key);
  } catch {
    throw new BackupArchiveError(ARCHIVE_PROBLEMS.badIdentity);
  }
  let plaintext: Awaited<ReturnType<Decrypter["decrypt"]>>;
  try {
    plaintext = await decrypter.decrypt(webStreamOf(source));
  } catch (error) {
    throw new BackupArchiveError(
      /no identity matched/i.test(String((error as Error)?.message)) ? ARCHIVE_PROBLEMS.wrongKey : ARCHIVE_PROBLEMS.encryptedDamaged,
    );
  }
  try {
    await pipeline(nodeStreamOf(plaintext), createWriteStream(target));
  } catch {
    await rm(target, { force: true });
    throw new BackupArchiveError(ARCHIVE_PROBLEMS.encryptedDamaged);
  }
}
