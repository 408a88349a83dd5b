import { sql } from "drizzle-orm";
import { boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { POST_STATUSES, POST_TYPES, type PostStatus, type PostType } from "../../lib/blog/post-enums";
import { MAY_STATE_AN_AMOUNT_SQL } from "../../lib/hsa/may-state-an-amount";
import { oneOf } from "./closed-list";
import type { PostFormValues } from "../../lib/blog/post-form-values";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The string ids of the built-in samples (e.g. "hsa-compliance-2024"), so old links keep resolving. */
    legacyId: text("legacy_id").unique(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Sanitized HTML (sanitized again when rendered, unless body_seal vouches for it). */
    content: text("content").notNull(),
    /** HMAC the save path writes over the sanitized content and news items (services/blog/body-seal). */
    bodySeal: text("body_seal"),
    image: text("image"),
    category: text("category").notNull(),
    type: text("type").$type<PostType>(),
    url: text("url"),
    readMoreLink: text("read_more_link"),
    featured: boolean("featured").notNull().default(false),
    /** Search engines' title and description; null means the post's title and excerpt. */
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    /** Hidden from search engines: robots noindex on its page, left out of the sitemap and the feed. */
    noindex: boolean("noindex").notNull().default(false),
    authorId: uuid("author_id"),
    status: text("status").$type<PostStatus>().notNull().default("published"),
    /** When a scheduled post goes public; null unless scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** When the post last went public; null while it is a draft or still scheduled. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** In the trash since then (a trashed post is a draft, restored as one); emptied after RETENTION_TRASH_DAYS. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Who moved it to the trash (username at the time). */
    deletedBy: text("deleted_by"),
    /**
     * A published post's changes not yet live (decision 091): the form's values as last saved, shown
     * to staff and previews; the public reads never look at it. Null: the row is the latest version.
     */
    pendingChanges: jsonb("pending_changes").$type<PostFormValues>(),
    /** When the publishing job makes the pending changes live; null unless they are scheduled. */
    pendingPublishAt: timestamp("pending_publish_at", { withTimezone: true }),
    /** Bumped by every write, so an editor saving over someone else's change is told instead. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Ranked full-text search: title weighs most, then excerpt, then the body's words. */
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')`,
    ),
    /** Names a currency in its title, excerpt or body: the figures check reads only these (decision 092). */
    mayStateAmount: boolean("may_state_amount")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`title ~* '${MAY_STATE_AN_AMOUNT_SQL}' or excerpt ~* '${MAY_STATE_AN_AMOUNT_SQL}' or content ~* '${MAY_STATE_AN_AMOUNT_SQL}'`),
      ),
  },
  (table) => [
    // The public lists' order (newest first, then title): a page reads the first rows, not every post.
    // NULLS FIRST because queries' desc() is PostgreSQL's DESC, which puts nulls first; an index
    // declared with drizzle's default (DESC NULLS LAST) cannot serve it, and every list read and
    // sorted the whole table.
    index("posts_date_idx").on(table.date.desc().nullsFirst(), table.title, table.id),
    index("posts_featured_idx")
      .on(table.date.desc().nullsFirst(), table.title, table.id)
      .where(sql`${table.featured}`),
    index("posts_type_idx").on(table.type, table.date.desc().nullsFirst()),
    // The admin area's Blog Posts list: every status, newest first, the latest created first within a day.
    index("posts_admin_order_idx").on(table.date.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("posts_category_idx").on(table.category),
    // The figures check on the admin Home and Site Content: the published posts naming a currency.
    index("posts_may_state_amount_idx")
      .on(table.status)
      .where(sql`${table.mayStateAmount}`),
    index("posts_search_idx").using("gin", table.search),
    // Counting the public posts (the list's pagination) reads this small index, not every row.
    index("posts_visibility_idx").on(table.status, table.publishAt),
    index("posts_scheduled_idx")
      .on(table.publishAt)
      .where(sql`${table.status} = 'scheduled'`),
    // The trash, newest first, and the retention job's sweep of it.
    index("posts_trash_idx")
      .on(table.deletedAt.desc().nullsFirst())
      .where(sql`${table.deletedAt} is not null`),
    check("posts_status_check", oneOf(table.status, POST_STATUSES)),
    // Public reads show published and due scheduled posts only: a trashed post, always a draft, never shows.
    check("posts_trash_is_draft_check", sql`${table.deletedAt} is null or ${table.status} = 'draft'`),
    index("posts_pending_scheduled_idx")
      .on(table.pendingPublishAt)
      .where(sql`${table.pendingPublishAt} is not null`),
    check("posts_pending_publish_at_check", sql`${table.pendingPublishAt} is null or ${table.pendingChanges} is not null`),
    check("posts_publish_at_check", sql`(${table.status} = 'scheduled') = (${table.publishAt} is not null)`),
    check("posts_type_check", sql`${table.type} is null or ${oneOf(table.type, POST_TYPES)}`),
  ],
);

export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
  },
  (table) => [uniqueIndex("tags_name_lower_idx").on(sql`lower(${table.name})`)],
);

export const postTags = pgTable(
  "post_tags",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    /** Order the editor gave the tags in; cards show the first two. */
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.postId, table.tagId] }), index("post_tags_tag_idx").on(table.tagId)],
);

export const newsItems = pgTable(
  "news_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    headline: text("headline").notNull(),
    content: text("content").notNull(),
    readMoreLink: text("read_more_link"),
    section: text("section"),
    /** Names a currency in its headline or text: the figures check reads only these (decision 092). */
    mayStateAmount: boolean("may_state_amount")
      .notNull()
      .generatedAlwaysAs(sql.raw(`headline ~* '${MAY_STATE_AN_AMOUNT_SQL}' or content ~* '${MAY_STATE_AN_AMOUNT_SQL}'`)),
  },
  (table) => [
    index("news_items_post_idx").on(table.postId, table.position),
    index("news_items_may_state_amount_idx")
      .on(table.postId)
      .where(sql`${table.mayStateAmount}`),
  ],
);
