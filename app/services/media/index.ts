/**
 * Media: uploaded images. The upload pipeline (streamed under the size cap, typed by its bytes,
 * WebP variants at once and AVIF by a job, stored under the content hash), the library (list with
 * usage, alt text, delete guarded by usage, each change audited) and serving stored variants.
 */
export { makeAvifVariants, mediaAvifJob } from "./avif-variants.server";
export { MediaInUseError, MediaMissingError, MediaNotFoundError, MediaRefusedError } from "./media-errors.server";
export {
  countTrashedMedia,
  deleteMedia,
  isLibraryImage,
  isServableMedia,
  listMedia,
  listTrashedMedia,
  MEDIA_PAGE_SIZE,
  MediaAltTextError,
  purgeExpiredTrashedMedia,
  purgeMedia,
  refuseMissingMedia,
  restoreMedia,
  type TrashedMedia,
  updateMediaAlt,
} from "./media-library.server";
export { mediaKeys, mediaStorage } from "./media-storage.server";
export { uploadWorkDir } from "./receive-upload.server";
export { openVariant, VARIANT_CONTENT_TYPES, type VariantFile } from "./serve-variant.server";
export { type UploadedImage, uploadImage } from "./upload-image.server";
