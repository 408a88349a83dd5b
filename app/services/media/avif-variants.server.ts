import { createWriteStream } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, asc, eq, lt } from "drizzle-orm";
import { media } from "~/db/schema/index";
import type { JobDefinition } from "~/services/jobs";
import type { AppServices } from "~/services/platform";
import { ACCEPTED_IMAGE_TYPES, type AcceptedImageType } from "~/lib/media/media-rules";
import { MediaRefusedError } from "./media-errors.server";
import { mediaKeys, mediaStorage } from "./media-storage.server";
import { makeVariants, removeFiles } from "./make-variants.server";
import { scratchDir } from "./receive-upload.server";

/**
 * Makes the AVIF variants of one image from its stored original and marks them ready. Safe to run
 * twice (same keys, same bytes): the upload starts it right away and the job retries what a
 * restart interrupted.
 */
export async function makeAvifVariants(services: AppServices, hash: string): Promise<void> {
  const db = services.database.db;
  const [row] = await db.select().from(media).where(eq(media.hash, hash));
  if (!row || row.avifStatus !== "pending") return;
  const storage = mediaStorage(services.config);
  const extension = ACCEPTED_IMAGE_TYPES[row.mimeType as AcceptedImageType];
  const body = extension ? await storage.get(mediaKeys.original(hash, extension)) : null;
  if (!body) {
    await db.update(media).set({ avifStatus: "failed" }).where(eq(media.id, row.id));
    return;
  }
  const workDir = await scratchDir(services.config, "avif");
  const original = path.join(workDir, `avif-source-${randomBytes(8).toString("hex")}`);
  const made: string[] = [original];
  try {
    await pipeline(body, createWriteStream(original));
    const variants = await makeVariants(original, row.width, "avif", workDir);
    made.push(...variants.map((variant) => variant.file));
    for (const variant of variants) await storage.put(mediaKeys.variant(hash, variant.width, "avif"), variant.file);
    await db.update(media).set({ avifStatus: "ready" }).where(eq(media.id, row.id));
  } catch (error) {
    if (!(error instanceof MediaRefusedError)) throw error;
    await db.update(media).set({ avifStatus: "failed" }).where(eq(media.id, row.id));
  } finally {
    await removeFiles(made);
  }
}

/** Images uploaded this long ago whose AVIF is still pending were interrupted (a restart): the job makes them. */
const PENDING_GRACE_MS = 60_000;
const PER_RUN = 20;

export const mediaAvifJob: JobDefinition = {
  name: "media-avif-variants",
  schedule: 60_000,
  timeoutMs: 15 * 60_000,
  async run(services, { now, signal }) {
    const pending = await services.database.db
      .select({ hash: media.hash })
      .from(media)
      .where(and(eq(media.avifStatus, "pending"), lt(media.createdAt, new Date(now.getTime() - PENDING_GRACE_MS))))
      .orderBy(asc(media.createdAt))
      .limit(PER_RUN);
    for (const { hash } of pending) {
      if (signal.aborted) break;
      await makeAvifVariants(services, hash);
    }
    if (pending.length) services.logger.info({ images: pending.length }, "AVIF variants made");
  },
};
