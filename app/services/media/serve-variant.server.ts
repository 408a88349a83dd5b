import type { Readable } from "node:stream";
import { isMediaHash, LARGEST_VARIANT_WIDTH, type VariantFormat, VARIANT_FORMATS } from "~/lib/media/media-urls";
import type { AppConfig } from "~/services/platform";
import { mediaKeys, mediaStorage } from "./media-storage.server";

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = { webp: "image/webp", avif: "image/avif" };

export type VariantFile = { body: Readable; size: number; contentType: string };

/**
 * One stored variant for /media/<hash>/<width>.<format>. The storage key is built from the three
 * parts after each is checked, so a request can never name any other file.
 */
export async function openVariant(config: AppConfig, request: { hash: string; width: string; format: string }): Promise<VariantFile | null> {
  const format = VARIANT_FORMATS.find((candidate) => candidate === request.format);
  const width = /^[1-9]\d{0,4}$/.test(request.width) ? Number(request.width) : 0;
  if (!format || !isMediaHash(request.hash) || width < 1 || width > LARGEST_VARIANT_WIDTH) return null;
  const storage = mediaStorage(config);
  const key = mediaKeys.variant(request.hash, width, format);
  const stat = await storage.stat(key);
  if (!stat) return null;
  const body = await storage.get(key);
  return body ? { body, size: stat.size, contentType: VARIANT_CONTENT_TYPES[format] } : null;
}
