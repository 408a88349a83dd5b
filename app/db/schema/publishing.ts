import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { adminUsers } from "./auth";
import { oneOf } from "./closed-list";
import type { SignoffValue } from "../../lib/publishing/signoff-values";

/** What staff publish: a blog post (by its id) or a site content document (by its id). */
export const DOCUMENT_KINDS = ["post", "content"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A link that shows a draft to someone without an account: only the SHA-256 of its token is kept,
 * so neither a backup nor a database reader can open it. `pinnedVersion` null means "the latest
 * draft when opened"; a number shows the revision of that version.
 */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    documentKind: text("document_kind").$type<DocumentKind>().notNull(),
    documentId: text("document_id").notNull(),
    pinnedVersion: integer("pinned_version"),
    createdById: uuid("created_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdByLabel: text("created_by_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedByLabel: text("revoked_by_label"),
    openCount: integer("open_count").notNull().default(0),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("preview_links_token_idx").on(table.tokenHash),
    index("preview_links_document_idx").on(table.documentKind, table.documentId, table.createdAt.desc().nullsFirst()),
    check("preview_links_kind_check", oneOf(table.documentKind, DOCUMENT_KINDS)),
  ],
);

export const REVIEW_STATUSES = ["pending", "approved", "changes_requested", "withdrawn"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A change submitted for a second person's approval: the whole proposed content (post form values
 * or the document's data) and the version it was based on, so what is approved is exactly what was
 * submitted. `publishAt` is the time the author asked for; the approval schedules it then.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentKind: text("document_kind").$type<DocumentKind>().notNull(),
    documentId: text("document_id").notNull(),
    documentLabel: text("document_label").notNull(),
    baseVersion: integer("base_version").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Why it needs review, in words (the figures the check reported, or the content type's rule). */
    reason: text("reason").notNull(),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    submittedById: uuid("submitted_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    submittedByLabel: text("submitted_by_label").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedByLabel: text("decided_by_label"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    comment: text("comment"),
  },
  (table) => [
    index("review_requests_document_idx").on(table.documentKind, table.documentId, table.submittedAt.desc().nullsFirst()),
    index("review_requests_pending_idx")
      .on(table.submittedAt)
      .where(sql`${table.status} = 'pending'`),
    check("review_requests_kind_check", oneOf(table.documentKind, DOCUMENT_KINDS)),
    check("review_requests_status_check", oneOf(table.status, REVIEW_STATUSES)),
  ],
);

export const SIGNOFF_EVENTS = ["submitted", "approved", "changes_requested"] as const;
export type SignoffEvent = (typeof SIGNOFF_EVENTS)[number];

/**
 * The compliance record of reviewed changes, append-only (a trigger refuses UPDATE and DELETE):
 * who submitted and who approved, when, the values before and after, the cited source and
 * effective date, and the pages that show them. Labels are copied, so the record outlives accounts.
 */
export const signoffLog = pgTable(
  "signoff_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    event: text("event").$type<SignoffEvent>().notNull(),
    reviewRequestId: uuid("review_request_id").notNull(),
    documentKind: text("document_kind").$type<DocumentKind>().notNull(),
    documentId: text("document_id").notNull(),
    documentLabel: text("document_label").notNull(),
    actorLabel: text("actor_label").notNull(),
    submittedByLabel: text("submitted_by_label").notNull(),
    changedValues: jsonb("changed_values").$type<SignoffValue[]>().notNull(),
    source: text("source").notNull(),
    effectiveDate: text("effective_date").notNull(),
    pages: jsonb("pages").$type<string[]>().notNull(),
    comment: text("comment"),
  },
  (table) => [
    index("signoff_log_at_idx").on(table.at.desc().nullsFirst()),
    check("signoff_log_event_check", oneOf(table.event, SIGNOFF_EVENTS)),
    check("signoff_log_kind_check", oneOf(table.documentKind, DOCUMENT_KINDS)),
  ],
);

/** A staff comment on a draft: open until someone resolves it. */
export const draftComments = pgTable(
  "draft_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentKind: text("document_kind").$type<DocumentKind>().notNull(),
    documentId: text("document_id").notNull(),
    documentLabel: text("document_label").notNull(),
    documentVersion: integer("document_version").notNull(),
    authorId: uuid("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    authorLabel: text("author_label").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedByLabel: text("resolved_by_label"),
  },
  (table) => [
    index("draft_comments_document_idx").on(table.documentKind, table.documentId, table.createdAt),
    index("draft_comments_open_idx")
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
    check("draft_comments_kind_check", oneOf(table.documentKind, DOCUMENT_KINDS)),
  ],
);
