import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";
import { oneOf } from "./closed-list";

/** A document's content as stored: the shape its content type's schema validated. */
export type ContentData = Record<string, unknown>;

/**
 * One document of site content (a content type's one document, or one of its several, e.g. a
 * service page). No row means the built-in defaults are in force. `published` is what the public
 * pages show; `draft` what staff saved and have not published yet, with an optional time the job
 * runner publishes it at. `version` grows with every write, so the editor's save names the version
 * it was based on and a concurrent change is a conflict, never an overwrite.
 */
export const contentDocuments = pgTable("content_documents", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  version: integer("version").notNull().default(0),
  published: jsonb("published").$type<ContentData>(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  publishedBy: text("published_by"),
  draft: jsonb("draft").$type<ContentData>(),
  draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }),
  draftSavedBy: text("draft_saved_by"),
  /** When the job runner publishes the draft; null when none is scheduled. */
  publishAt: timestamp("publish_at", { withTimezone: true }),
  /** Why the last scheduled publish failed (plain words), until a publish succeeds. */
  publishError: text("publish_error"),
  /** When staff last confirmed the published content is still right (reviews of reference pages). */
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const CONTENT_REVISION_KINDS = [
  "draft_saved",
  "published",
  "scheduled",
  "unscheduled",
  "restored",
  "reset",
  "draft_discarded",
  "restored_to_draft",
] as const;
export type ContentRevisionKind = (typeof CONTENT_REVISION_KINDS)[number];

/** Every change of a document, whole, so any earlier state can be compared and brought back. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: text("document_id").notNull(),
    version: integer("version").notNull(),
    kind: text("kind").$type<ContentRevisionKind>().notNull(),
    data: jsonb("data").$type<ContentData>().notNull(),
    /** Set for a scheduled publish: when it was to go live. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    authorId: uuid("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The author's username at the time ("system" for the job runner), kept when the account goes. */
    authorLabel: text("author_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("content_revisions_document_idx").on(table.documentId, table.createdAt.desc().nullsFirst()),
    check("content_revisions_kind_check", oneOf(table.kind, CONTENT_REVISION_KINDS)),
  ],
);

/** The open editor's unsaved work, one row per user and document, removed by a save or a discard. */
export const contentAutosaves = pgTable(
  "content_autosaves",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    documentId: text("document_id").notNull(),
    baseVersion: integer("base_version").notNull(),
    data: jsonb("data").$type<ContentData>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.documentId] })],
);
