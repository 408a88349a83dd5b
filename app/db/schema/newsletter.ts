import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  DELIVERY_STATES,
  type DeliveryState,
  NEWSLETTER_TOPICS,
  type NewsletterTopic,
  SEND_STATUSES,
  type SendStatus,
  SUBSCRIBER_SOURCES,
  SUBSCRIBER_STATUSES,
  type SubscriberSource,
  type SubscriberStatus,
  SUPPRESSION_REASONS,
  type SuppressionReason,
} from "../../lib/newsletter/newsletter-enums";
import { posts } from "./blog";
import { oneOf } from "./closed-list";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The newsletter's readers, with the proof of their consent: the wording they were shown, when and
 * from which address they asked, and when and from which address they confirmed from the mail.
 * Deleted at once on a privacy request; pending ones after their link expires, those who left after
 * RETENTION_SUBSCRIBER_LEFT_DAYS (the suppression list keeps them from being mailed).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased and trimmed: one row per address. */
    email: text("email").notNull(),
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    topics: text("topics").array().$type<NewsletterTopic[]>().notNull(),
    source: text("source").$type<SubscriberSource>().notNull().default("form"),
    consentText: text("consent_text").notNull(),
    consentedAt: timestamptz("consented_at").notNull(),
    consentIp: text("consent_ip"),
    confirmedAt: timestamptz("confirmed_at"),
    confirmIp: text("confirm_ip"),
    /** The confirmation link's one-time value; cleared when used, so the link works once. */
    confirmNonce: text("confirm_nonce"),
    leftAt: timestamptz("left_at"),
    createdAt: timestamptz("created_at").notNull(),
    updatedAt: timestamptz("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(table.email),
    index("newsletter_subscribers_status_idx").on(table.status, table.confirmedAt),
    check("newsletter_subscribers_status_check", oneOf(table.status, SUBSCRIBER_STATUSES)),
    check("newsletter_subscribers_source_check", oneOf(table.source, SUBSCRIBER_SOURCES)),
    check("newsletter_subscribers_topics_check", sql`${table.topics} <@ array[${sql.raw(NEWSLETTER_TOPICS.map((topic) => `'${topic}'`).join(", "))}]::text[]`),
  ],
);

/** Addresses no newsletter ever reaches again: they left, their server refused them for good, or they complained. */
export const newsletterSuppressions = pgTable(
  "newsletter_suppressions",
  {
    email: text("email").primaryKey(),
    reason: text("reason").$type<SuppressionReason>().notNull(),
    detail: text("detail"),
    createdAt: timestamptz("created_at").notNull(),
  },
  (table) => [check("newsletter_suppressions_reason_check", oneOf(table.reason, SUPPRESSION_REASONS))],
);

/** One published post sent (or being prepared to be sent) to the subscribers of some topics. */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    topics: text("topics").array().$type<NewsletterTopic[]>().notNull(),
    status: text("status").$type<SendStatus>().notNull().default("draft"),
    createdBy: text("created_by").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    testSentTo: text("test_sent_to"),
    testSentAt: timestamptz("test_sent_at"),
    /** What the pre-send check found in the test send, as the tab shows it. */
    testCheck: jsonb("test_check").$type<{ id: string; ok: boolean; detail: string }[]>(),
    startedAt: timestamptz("started_at"),
    finishedAt: timestamptz("finished_at"),
    /** Recipients when the send started: active subscribers of its topics, suppressed addresses left out. */
    recipientCount: integer("recipient_count"),
    /** Staff turned click counting on for this send: its links go through first-party redirects counted per link (decision 085). */
    countClicks: boolean("count_clicks").notNull().default(false),
  },
  (table) => [
    index("newsletter_sends_post_idx").on(table.postId),
    index("newsletter_sends_status_idx").on(table.status),
    check("newsletter_sends_status_check", oneOf(table.status, SEND_STATUSES)),
  ],
);

/** One recipient of one send, one outbox message each: the key makes a second queueing of the same address impossible. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    sendId: uuid("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    outboxId: uuid("outbox_id"),
    state: text("state").$type<DeliveryState>().notNull().default("queued"),
    queuedAt: timestamptz("queued_at").notNull(),
    /** When this recipient left through this mail's link (the send's "unsubscribed" figure). */
    unsubscribedAt: timestamptz("unsubscribed_at"),
    /** When a complaint (an ARF abuse report read from the bounce mailbox) about this mail arrived (the send's "complained" figure). */
    complainedAt: timestamptz("complained_at"),
  },
  (table) => [
    primaryKey({ columns: [table.sendId, table.email] }),
    index("newsletter_deliveries_state_idx").on(table.sendId, table.state),
    index("newsletter_deliveries_subscriber_idx").on(table.subscriberId),
    check("newsletter_deliveries_state_check", oneOf(table.state, DELIVERY_STATES)),
  ],
);

/**
 * Clicks on one link of one send, counted by the first-party redirect when the send counts clicks:
 * per link, never per reader (no address, no token, no time of each click is kept).
 */
export const newsletterLinkClicks = pgTable(
  "newsletter_link_clicks",
  {
    sendId: uuid("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sendId, table.url] })],
);
