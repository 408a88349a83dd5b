import { MEDIA_MESSAGES, type MediaRefusal } from "~/lib/media/media-rules";

/** An upload refused for what it is (type, size, damage); its message is shown where it was made. */
export class MediaRefusedError extends Error {
  constructor(readonly reason: MediaRefusal) {
    super(MEDIA_MESSAGES[reason]);
    this.name = "MediaRefusedError";
  }
}

export class MediaNotFoundError extends Error {
  constructor() {
    super(MEDIA_MESSAGES.notFound);
    this.name = "MediaNotFoundError";
  }
}

/** Delete refused: posts still show the image. */
export class MediaInUseError extends Error {
  constructor(readonly posts: { id: string; title: string }[]) {
    super(MEDIA_MESSAGES.inUse);
    this.name = "MediaInUseError";
  }
}
