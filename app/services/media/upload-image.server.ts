import { eq } from "drizzle-orm";
import { media } from "~/db/schema/index";
import { ALT_TEXT_MAX } from "~/lib/media/media-rules";
import type { MediaItem } from "~/lib/media/media-item";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import type { AppServices } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { makeAvifVariants } from "./avif-variants.server";
import { inspectImage } from "./inspect-image.server";
import { toMediaItem } from "./media-rows.server";
import { mediaKeys, mediaStorage } from "./media-storage.server";
import { makeVariants, removeFiles } from "./make-variants.server";
import { receiveUpload, uploadWorkDir } from "./receive-upload.server";

export type UploadedImage = {
  item: MediaItem;
  /** True when the same picture was already in the library: nothing new was stored. */
  reused: boolean;
  /** Settles when the AVIF variants are made (or failed; the job retries pending ones after a restart). */
  avif: Promise<void>;
};

/** A file name kept for search only: its last path segment, printable, short. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return base.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200);
}

/**
 * The upload pipeline: body streamed to a temporary file under the 5 MiB cap, type decided by its
 * bytes, WebP variants made, original and variants stored under the content hash, the row and its
 * audit entry written together. AVIF follows after the answer.
 */
export async function uploadImage(
  services: AppServices,
  actor: Actor,
  upload: { body: ReadableStream<Uint8Array> | null; fileName: string; alt?: string },
): Promise<UploadedImage> {
  authorizeActor(actor, "media:manage");
  const { config, database } = services;
  const db = database.db;
  const received = await receiveUpload(config, upload.body);
  const temporary = [received.file];
  try {
    const [existing] = await db.select().from(media).where(eq(media.hash, received.sha256));
    if (existing) {
      // The same picture uploaded again while it is in the trash comes back out of it.
      const [reused] = await db.transaction(async (tx) => {
        await recordEvent(tx, {
          kind: "media_uploaded",
          at: new Date(),
          ...actorEventFields(actor),
          target: { type: "media", id: existing.id, label: existing.originalName },
          changes: { reused: true, ...(existing.deletedAt ? { fromTrash: true } : {}) },
        });
        if (!existing.deletedAt) return [existing];
        return tx.update(media).set({ deletedAt: null, deletedBy: null, updatedAt: new Date() }).where(eq(media.id, existing.id)).returning();
      });
      return { item: toMediaItem(reused ?? existing), reused: true, avif: Promise.resolve() };
    }
    const image = await inspectImage(received.file);
    const variants = await makeVariants(received.file, image.width, "webp", await uploadWorkDir(config));
    temporary.push(...variants.map((variant) => variant.file));
    const storage = mediaStorage(config);
    // Files first, row last: a row never points at files that are not there yet.
    await storage.put(mediaKeys.original(received.sha256, image.extension), received.file);
    for (const variant of variants) await storage.put(mediaKeys.variant(received.sha256, variant.width, "webp"), variant.file);

    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({
          hash: received.sha256,
          mimeType: image.mimeType,
          sizeBytes: received.size,
          width: image.width,
          height: image.height,
          alt: (upload.alt ?? "").trim().slice(0, ALT_TEXT_MAX),
          originalName: displayName(upload.fileName),
          uploadedBy: actor.user?.userId ?? null,
          uploaderName: actor.user?.username ?? null,
        })
        .onConflictDoNothing({ target: media.hash })
        .returning();
      // Someone uploaded the same picture at the same moment: theirs is the row.
      const stored = inserted ?? (await tx.select().from(media).where(eq(media.hash, received.sha256)))[0]!;
      await recordEvent(tx, {
        kind: "media_uploaded",
        at: new Date(),
        ...actorEventFields(actor),
        target: { type: "media", id: stored.id, label: stored.originalName },
        changes: { type: image.mimeType, bytes: received.size, width: image.width, height: image.height, ...(inserted ? {} : { reused: true }) },
      });
      return stored;
    });
    const avif = makeAvifVariants(services, row.hash).catch((error: unknown) => services.logger.error({ err: error, media: row.id }, "AVIF variants failed"));
    return { item: toMediaItem(row), reused: false, avif };
  } finally {
    await removeFiles(temporary);
  }
}
