/**
 * The closed sets of values the blog's tables store, here so forms and pages can list them without
 * importing the database schema (which would ship drizzle to the browser); db/schema reads them from here.
 */

/** What kind of post it is (news, webinar, ...); null means an ordinary blog post. */
export const POST_TYPES = ["news", "certification", "webinar", "newsletter", "interview"] as const;
export type PostType = (typeof POST_TYPES)[number];

/** A draft is never public; a scheduled post becomes public at its publish_at. */
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Why a revision was kept: a save, a status change, a restore of an older revision, or changes to a live post kept apart from it (decision 091). */
export const REVISION_REASONS = [
  "created",
  "updated",
  "published",
  "unpublished",
  "scheduled",
  "restored",
  "changes_saved",
  "changes_scheduled",
  "restored_to_draft",
] as const;
export type RevisionReason = (typeof REVISION_REASONS)[number];
