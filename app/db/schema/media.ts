import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { AVIF_STATUSES, type AvifStatus } from "../../lib/media/avif-status";
import { oneOf } from "./closed-list";

/**
 * Uploaded images. Files live in storage under their content hash (sha256 of the original
 * bytes), so the same picture uploaded twice is one row and one set of files. Which posts use an
 * image is read from the posts themselves, never stored twice.
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hash: text("hash").notNull().unique(),
    /** The original's type, decided by its bytes. */
    mimeType: text("mime_type").notNull(),
    /** Size of the original in bytes. */
    sizeBytes: integer("size_bytes").notNull(),
    /** After orientation is applied. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
    /** The file name it was uploaded as, for search only (never a storage path). */
    originalName: text("original_name").notNull().default(""),
    /** AVIF variants are made by a job after the upload; WebP ones exist from the start. */
    avifStatus: text("avif_status").$type<AvifStatus>().notNull().default("pending"),
    /** No foreign key: a restore's TRUNCATE of the accounts must leave the library alone; the name is a snapshot. */
    uploadedBy: uuid("uploaded_by"),
    uploaderName: text("uploader_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** In the trash since then (its files stay until it is emptied, after RETENTION_TRASH_DAYS). */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Who moved it to the trash (username at the time). */
    deletedBy: text("deleted_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("media_created_idx").on(table.createdAt.desc().nullsFirst()),
    index("media_avif_pending_idx")
      .on(table.createdAt)
      .where(sql`${table.avifStatus} = 'pending'`),
    index("media_trash_idx")
      .on(table.deletedAt.desc().nullsFirst())
      .where(sql`${table.deletedAt} is not null`),
    check("media_avif_status_check", oneOf(table.avifStatus, AVIF_STATUSES)),
  ],
);
