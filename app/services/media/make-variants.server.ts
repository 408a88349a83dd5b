import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { variantWidthsFor, type VariantFormat } from "~/lib/media/media-urls";
import { DECODE_OPTIONS, exceedsPixelLimit } from "./inspect-image.server";
import { MediaRefusedError } from "./media-errors.server";

export type MadeVariant = { width: number; height: number; format: VariantFormat; file: string; size: number };

/** WebP at this quality looks like the original at a fraction of its bytes. */
const WEBP = { quality: 80 } as const;
/** AVIF at sharp's default effort (4) takes seconds per image on these machines; 2 costs a few percent in bytes. */
const AVIF = { quality: 55, effort: 2 } as const;

/**
 * Resizes the original into each variant width of the format: orientation applied (`rotate()`
 * reads it before metadata is dropped), metadata (GPS included) stripped, never enlarged. A
 * decoder error (a truncated or damaged file) refuses the upload and removes what was written.
 */
export async function makeVariants(original: string, displayedWidth: number, format: VariantFormat, workDir: string): Promise<MadeVariant[]> {
  const made: MadeVariant[] = [];
  try {
    for (const width of variantWidthsFor(displayedWidth)) {
      const file = path.join(workDir, `variant-${randomBytes(8).toString("hex")}.${format}`);
      const pipeline = sharp(original, DECODE_OPTIONS).rotate().resize({ width, withoutEnlargement: true });
      const info = await (format === "webp" ? pipeline.webp(WEBP) : pipeline.avif(AVIF)).toFile(file);
      made.push({ width, height: info.height, format, file, size: info.size });
    }
    return made;
  } catch (error) {
    await Promise.all(made.map((variant) => rm(variant.file, { force: true })));
    if (exceedsPixelLimit(error)) throw new MediaRefusedError("tooManyPixels");
    throw new MediaRefusedError("damaged");
  }
}

export async function removeFiles(files: string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}
