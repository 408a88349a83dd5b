import { open } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import { ACCEPTED_IMAGE_TYPES, type AcceptedImageType, MEDIA_MAX_PIXELS } from "~/lib/media/media-rules";
import { MediaRefusedError } from "./media-errors.server";

export type InspectedImage = { mimeType: AcceptedImageType; extension: string; width: number; height: number };

const HEIF_TYPES = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);

/** Decoding options used for every read of an upload: pixel cap, and any decoder warning (truncation) is an error. */
export const DECODE_OPTIONS = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "warning" } as const;

/** sharp's refusal of an image past `limitInputPixels`, told apart from a damaged file by its message. */
export function exceedsPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** SVG is text, so file-type does not name it: look for its root element near the start. */
async function looksLikeSvg(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return /<svg[\s>]/i.test(buffer.subarray(0, bytesRead).toString("utf8"));
  } finally {
    await handle.close();
  }
}

/**
 * What the file really is, from its bytes alone (never its name or the browser's header), and its
 * displayed size. Refuses anything but JPEG, PNG, WebP, GIF and AVIF, and any image that is damaged,
 * truncated or claims more pixels than the limit, before it is decoded.
 */
export async function inspectImage(file: string): Promise<InspectedImage> {
  const detected = await fileTypeFromFile(file);
  if (detected && HEIF_TYPES.has(detected.mime)) throw new MediaRefusedError("heic");
  if (!detected || !(detected.mime in ACCEPTED_IMAGE_TYPES)) {
    throw new MediaRefusedError((await looksLikeSvg(file)) ? "svg" : "notAnImage");
  }
  const mimeType = detected.mime as AcceptedImageType;
  let metadata: Metadata;
  try {
    metadata = await sharp(file, DECODE_OPTIONS).metadata();
  } catch (error) {
    throw new MediaRefusedError(exceedsPixelLimit(error) ? "tooManyPixels" : "damaged");
  }
  const { width, height } = metadata;
  if (!width || !height) throw new MediaRefusedError("damaged");
  if (width * height > MEDIA_MAX_PIXELS) throw new MediaRefusedError("tooManyPixels");
  // Orientations 5 to 8 are turned a quarter: the displayed width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  return { mimeType, extension: ACCEPTED_IMAGE_TYPES[mimeType], width: turned ? height : width, height: turned ? width : height };
}
