import type { MediaItem } from "./media-item";

/**
 * How the browser sends an upload: the file itself is the request body (so the server can stream it
 * and refuse a byte past the cap before reading more), its name and alt text in these headers,
 * URI-encoded.
 */
export const UPLOAD_HEADERS = { fileName: "X-File-Name", alt: "X-Alt-Text" } as const;

export type UploadAnswer = { ok: true; item: MediaItem; reused: boolean } | { ok: false; message: string };
