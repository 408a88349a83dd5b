import type { media } from "~/db/schema/index";
import type { MediaItem } from "~/lib/media/media-item";
import { mediaUrlFor } from "~/lib/media/media-urls";

export type MediaRow = typeof media.$inferSelect;

export function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    hash: row.hash,
    url: mediaUrlFor(row.hash, row.width),
    width: row.width,
    height: row.height,
    sizeBytes: row.sizeBytes,
    mimeType: row.mimeType,
    alt: row.alt,
    originalName: row.originalName,
    uploaderName: row.uploaderName,
    createdAt: row.createdAt.toISOString(),
    avifStatus: row.avifStatus,
  };
}
