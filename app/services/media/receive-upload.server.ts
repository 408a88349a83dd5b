import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { MEDIA_MAX_BYTES } from "~/lib/media/media-rules";
import type { AppConfig } from "~/services/platform";
import { MediaRefusedError } from "./media-errors.server";

export type ReceivedFile = { file: string; sha256: string; size: number };

/** Scratch space of media work on the data volume: "uploads" for requests in progress, "avif" for the job. */
export async function scratchDir(config: Pick<AppConfig, "dataDir">, purpose: "uploads" | "avif"): Promise<string> {
  const dir = path.join(config.dataDir, "tmp", purpose);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Scratch files of uploads in progress. */
export function uploadWorkDir(config: Pick<AppConfig, "dataDir">): Promise<string> {
  return scratchDir(config, "uploads");
}

/**
 * Streams a request body to a temporary file, hashing it on the way, and stops at the first byte
 * past the limit: the body is never held in memory, and a refused or broken upload leaves no file.
 */
export async function receiveUpload(
  config: Pick<AppConfig, "dataDir">,
  body: ReadableStream<Uint8Array> | null,
  maxBytes = MEDIA_MAX_BYTES,
): Promise<ReceivedFile> {
  if (!body) throw new MediaRefusedError("notAnImage");
  const file = path.join(await uploadWorkDir(config), `upload-${randomBytes(12).toString("hex")}`);
  const hash = createHash("sha256");
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new MediaRefusedError("tooLarge"));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), counter, createWriteStream(file, { flags: "wx" }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  if (size === 0) {
    await rm(file, { force: true });
    throw new MediaRefusedError("notAnImage");
  }
  return { file, sha256: hash.digest("hex"), size };
}
