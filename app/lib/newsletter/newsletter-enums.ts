import type { PostType } from "../blog/post-enums";

/**
 * The closed sets of values the newsletter's tables store, here so forms and pages can list them
 * without importing the database schema.
 */

/** What a reader can subscribe to: the kinds of post that make sense to readers, named as they would. */
export const NEWSLETTER_TOPICS = ["articles", "news", "webinars", "certification"] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];

/** Which topic a post belongs to: its type's, and an ordinary post (no type), a newsletter issue or an interview is an article. */
export function topicOfPostType(type: PostType | null): NewsletterTopic {
  if (type === "news") return "news";
  if (type === "webinar") return "webinars";
  if (type === "certification") return "certification";
  return "articles";
}

/**
 * pending: signed up, not yet confirmed from the mail; active: confirmed, receives posts;
 * unsubscribed, bounced, complained: receives nothing again (their address is on the suppression list).
 */
export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed", "bounced", "complained"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Why an address is never mailed a newsletter again. */
export const SUPPRESSION_REASONS = ["unsubscribed", "bounced", "complained"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** form: signed up on the site and confirmed; import: brought from a former list with its consent date. */
export const SUBSCRIBER_SOURCES = ["form", "import"] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

/** draft: being prepared (test send, pre-send check); sending: handed to the outbox in batches; sent: every recipient queued. */
export const SEND_STATUSES = ["draft", "sending", "sent"] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** One recipient of one send: queued in the outbox, then sent, failed (given up) or bounced (refused for good). */
export const DELIVERY_STATES = ["queued", "sent", "failed", "bounced"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
