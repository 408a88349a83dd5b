import { VARIANT_WIDTHS } from "./media-rules";

/** The widest variant: what a post stores and the largest a page offers. */
export const LARGEST_VARIANT_WIDTH: number = Math.max(...VARIANT_WIDTHS);

/** Where uploaded images are served from, on our own origin. */
export const MEDIA_URL_PREFIX = "/media/";

/** Formats of the served variants; the original is kept but never served (it may carry GPS data). */
export const VARIANT_FORMATS = ["webp", "avif"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** An image's name in the library and in its URLs: the SHA-256 of its bytes, in hex. */
export const MEDIA_HASH_PATTERN = "[a-f0-9]{64}";
const HASH = new RegExp(`^${MEDIA_HASH_PATTERN}$`);
const MEDIA_PATH = new RegExp(`^${MEDIA_URL_PREFIX}(${MEDIA_HASH_PATTERN})/(\\d{1,5})\\.(webp|avif)$`);

export function isMediaHash(value: string): boolean {
  return HASH.test(value);
}

/** The widths made for an image `width` pixels wide (after orientation): never wider than the image itself. */
export function variantWidthsFor(width: number): number[] {
  const largest = Math.min(width, LARGEST_VARIANT_WIDTH);
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < largest), largest];
}

export function variantUrl(hash: string, width: number, format: VariantFormat = "webp"): string {
  return `${MEDIA_URL_PREFIX}${hash}/${width}.${format}`;
}

/** The URL posts store: the largest WebP variant. */
export function mediaUrlFor(hash: string, width: number): string {
  return variantUrl(hash, Math.min(width, LARGEST_VARIANT_WIDTH));
}

export type ParsedMediaUrl = { hash: string; width: number; format: VariantFormat };

/** A media URL's parts, or null for anything else (curated images, other sites, hand-made paths). */
export function parseMediaUrl(url: string): ParsedMediaUrl | null {
  const match = MEDIA_PATH.exec(url);
  if (!match) return null;
  const width = Number(match[2]);
  if (width < 1) return null;
  return { hash: match[1]!, width, format: match[3] as VariantFormat };
}

/**
 * The srcset of a stored media URL (its largest variant), derived from the URL alone: the variant
 * widths are a function of the largest width, so pages need no database read to offer them.
 */
export function srcsetFor(url: string): string | null {
  const parsed = parseMediaUrl(url);
  if (!parsed) return null;
  return variantWidthsFor(parsed.width)
    .map((width) => `${variantUrl(parsed.hash, width, parsed.format)} ${width}w`)
    .join(", ");
}

/** The sizes attribute of an image as wide as the post's text column (48rem at most). */
export const CONTENT_IMAGE_SIZES = "(min-width: 800px) 768px, 100vw";

/** Width and height of the stored (largest) variant, which an <img> of it declares so nothing shifts while loading. */
export function storedSize(image: { width: number; height: number }): { width: number; height: number } {
  const width = Math.min(image.width, LARGEST_VARIANT_WIDTH);
  return { width, height: Math.max(1, Math.round((image.height * width) / image.width)) };
}
