import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { REVISION_REASONS, type RevisionReason } from "../../lib/blog/post-enums";
import { adminUsers } from "./auth";
import { posts } from "./blog";
import { oneOf } from "./closed-list";

/** The fields a revision keeps beside title, excerpt and content. */
export type RevisionMeta = {
  date: string;
  category: string;
  type: string | null;
  image: string | null;
  featured: boolean;
  tags: string[];
  status: string;
  /** Kept since the search fields exist; older revisions lack them. */
  slug?: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  noindex?: boolean;
};

/** A copy of a post after each change (the newest 25 per post are kept), so any change can be undone. */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    meta: jsonb("meta").$type<RevisionMeta>().notNull(),
    reason: text("reason").$type<RevisionReason>().notNull(),
    authorId: uuid("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The author's username at the time, kept when the account goes. */
    authorLabel: text("author_label"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("post_revisions_post_idx").on(table.postId, table.createdAt.desc().nullsFirst()),
    check("post_revisions_reason_check", oneOf(table.reason, REVISION_REASONS)),
  ],
);

/**
 * Every address a post was public under before its slug changed; /newsletter/{old} answers 301 to
 * the post's current address. A slug another post takes later is removed from here.
 */
export const postSlugHistory = pgTable(
  "post_slug_history",
  {
    slug: text("slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("post_slug_history_post_idx").on(table.postId)],
);

/** What an autosave keeps: the whole form as typed, unvalidated (it is only ever shown back to its author). */
export type AutosaveValues = Record<string, unknown>;

/**
 * The open editor's unsaved work, one row per user and post ("new" for a post not yet created),
 * overwritten by each autosave and removed by a successful save or a discard.
 */
export const postAutosaves = pgTable(
  "post_autosaves",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The post's id, or "new". */
    draftKey: text("draft_key").notNull(),
    /** The post version the form was opened at; null for a new post. */
    baseVersion: integer("base_version"),
    values: jsonb("values").$type<AutosaveValues>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.draftKey] })],
);
