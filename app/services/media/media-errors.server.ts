import type { MediaUsage } from "~/lib/media/media-item";
import { MEDIA_MESSAGES, type MediaRefusal } from "~/lib/media/media-rules";
import { DomainError, type DomainErrorStatus } from "~/services/platform";

const STATUS_OF: Record<MediaRefusal, DomainErrorStatus> = { tooLarge: 413, notAnImage: 415, heic: 415, svg: 415, damaged: 422, tooManyPixels: 422 };

/** An upload refused for what it is (type, size, damage); its message is shown where it was made. */
export class MediaRefusedError extends DomainError {
  override name = "MediaRefusedError";
  constructor(readonly reason: MediaRefusal) {
    super(MEDIA_MESSAGES[reason], STATUS_OF[reason]);
  }
}

export class MediaNotFoundError extends DomainError {
  override name = "MediaNotFoundError";
  constructor() {
    super(MEDIA_MESSAGES.notFound, 404);
  }
}

/** Delete refused: posts or site content still show the image. */
export class MediaInUseError extends DomainError {
  override name = "MediaInUseError";
  constructor(readonly posts: MediaUsage[]) {
    super(MEDIA_MESSAGES.inUse, 409);
  }
}

/** A write refused: what it would show names an image that is not in the library (trashed or gone). */
export class MediaMissingError extends DomainError {
  override name = "MediaMissingError";
  constructor(readonly hashes: string[]) {
    super(MEDIA_MESSAGES.missing, 409);
  }
}
