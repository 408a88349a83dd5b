import type { AvifStatus } from "./avif-status";

/** An image of the library as the admin area shows and inserts it. */
export type MediaItem = {
  id: string;
  hash: string;
  /** The largest WebP variant: what posts store. */
  url: string;
  width: number;
  height: number;
  sizeBytes: number;
  mimeType: string;
  alt: string;
  originalName: string;
  uploaderName: string | null;
  createdAt: string;
  avifStatus: AvifStatus;
};

/**
 * A place that shows an image, as the library lists it: a post (any status, drafts and scheduled
 * ones included) or a site content document (its published version, its draft or its scheduled
 * draft). `kind` absent means a post.
 */
export type MediaUsage = { id: string; title: string; kind?: "post" | "content" };

export type MediaLibraryRow = MediaItem & { usedBy: MediaUsage[] };
