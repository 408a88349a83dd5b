/**
 * The rules of uploaded images, shared by the browser (checks before sending, progress) and the
 * server (which decides by the file's bytes). Texts the spec gives are quoted as it gives them.
 */

/** The spec's 5 MB, counted in bytes as 5 MiB; the server refuses one byte more with 413. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** Larger pictures are refused before decoding: a 10 kB file can claim a billion pixels. */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** Widths of the WebP and AVIF variants; an image narrower than the largest gets one at its own width instead. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Accepted types, decided by the bytes, with the extension the original is stored under. */
export const ACCEPTED_IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
} as const;
export type AcceptedImageType = keyof typeof ACCEPTED_IMAGE_TYPES;

export const MEDIA_MESSAGES = {
  notAnImage: "Please select an image file",
  tooLarge: "Image size should be less than 5MB",
  heic: "HEIC photos (the iPhone's format) can't be used on the web. Export it as JPEG (on iPhone: Settings > Camera > Formats > Most Compatible) and upload that.",
  svg: "SVG drawings can't be uploaded: they can carry scripts. Export the drawing as PNG and upload that.",
  damaged: "This image is damaged or incomplete and can't be read. Export it again and upload the new file.",
  tooManyPixels: `This image has too many pixels (the limit is ${MEDIA_MAX_PIXELS / 1_000_000} megapixels). Resize it and upload it again.`,
  altRequired: "Describe the image for people who can't see it (alt text)",
  altTooLong: "Alt text can be at most 250 characters",
  failed: "The image could not be uploaded. Please try again.",
  inUse: "This image is used by posts or site content, so it can't be deleted. Remove it from them first.",
  missing: "This shows an image that is no longer in the media library (it was deleted). Choose another image, then save again.",
  notFound: "This image no longer exists.",
  readOnly: "Your account can view the media library but not change it.",
} as const;

export const ALT_TEXT_MAX = 250;

/** What an upload is refused for; each has its message above. */
export type MediaRefusal = "notAnImage" | "tooLarge" | "heic" | "svg" | "damaged" | "tooManyPixels";
