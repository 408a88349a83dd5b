import { and, eq, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { newsItems, postTags, posts, tags } from "~/db/schema/index";
import type { PostStatus } from "~/lib/blog/post-enums";
import type { PostInput } from "~/lib/blog/post-input";
import type { PostFormValues } from "~/lib/blog/post-form-values";
import { refuseMissingMedia } from "~/services/media";
import type { Db, Tx } from "~/services/platform";
import { indexDocument, removeDocument } from "~/services/search";
import { POST_GONE, PostNotFoundError, PostVersionConflictError } from "./post-errors.server";
import { chooseSlug, recordSlugMove } from "./post-slugs.server";
import { type PreparedPost, preparePost } from "./posts-prepare.server";
import { expireSiteContentCache } from "~/services/publishing/site-content-cache.server";
import { publiclyVisible } from "./posts-visibility.server";
import { bumpSiteContentVersion } from "~/services/publishing/site-content-version.server";

/**
 * The one way posts are written. Every write bumps the post's version (an editor's save based on
 * an older version is refused), bumps the site-wide content version and announces it, all in the
 * write's transaction, then expires this process's cached reads of the posts.
 */

export type PostChangeAction =
  | "created"
  | "updated"
  | "deleted"
  | "restored"
  | "purged"
  | "published"
  | "unpublished"
  | "scheduled"
  // A published post's changes kept apart from what is live (decision 091): nothing public changed.
  | "changes_saved"
  | "changes_scheduled"
  | "changes_discarded";
/**
 * `title` comes with a post deleted for good, which can no longer be read in the transaction; `at`
 * with a scheduled post published by the job: when it went live.
 */
export type PostChange = {
  postId: string;
  action: PostChangeAction;
  version: number;
  status: PostStatus;
  title?: string;
  at?: Date;
  /** An update that replaced a published post's pending changes (published them, or saved over them). */
  hadPending?: boolean;
};
/** Runs inside the write's transaction once the post changed: the place to record who did what. */
export type OnPostChange = (tx: Tx, change: PostChange) => Promise<void>;

export type WriteOptions = {
  /** The version the editor started from; omitted means "whatever is stored" (seeding, scripts). */
  expectedVersion?: number;
  onChange?: OnPostChange;
};

/** An update that also changes whether the post is public, in the same transaction and version. */
export type UpdateOptions = WriteOptions & { lifecycle?: InitialStatus };

/** How a new post starts: public now (the default), a draft, or public from `publishAt`. */
export type InitialStatus = { status: "published" } | { status: "draft" } | { status: "scheduled"; publishAt: Date };

/** `pending`: the write kept changes apart from a live post (decision 091); the public sees no change. */
export type WrittenPost = { id: string; slug: string; version: number; pending?: boolean };

async function saveTagsAndItems(tx: Tx, postId: string, prepared: PreparedPost) {
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  for (const [position, name] of prepared.tags.entries()) {
    // Tag names are unique ignoring case: reuse the stored spelling when one exists.
    const [existing] = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(sql`lower(${tags.name}) = lower(${name})`);
    const tagId = existing?.id ?? (await tx.insert(tags).values({ name }).returning({ id: tags.id }))[0]!.id;
    await tx.insert(postTags).values({ postId, tagId, position });
  }
  await tx.delete(newsItems).where(eq(newsItems.postId, postId));
  if (prepared.newsItems.length) {
    await tx.insert(newsItems).values(prepared.newsItems.map((item, position) => ({ postId, position, ...item })));
  }
}

/** Every write ends here, inside its transaction: caches everywhere learn of the change. */
async function announceChange(tx: Tx, change: PostChange, onChange?: OnPostChange) {
  await indexDocument(tx, { kind: "post", id: change.postId });
  await bumpSiteContentVersion(tx);
  await onChange?.(tx, change);
}

async function inWriteTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } finally {
    expireSiteContentCache(db);
  }
}

function lifecycleColumns(initial: InitialStatus) {
  if (initial.status === "scheduled") return { status: initial.status, publishAt: initial.publishAt, publishedAt: null };
  return { status: initial.status, publishAt: null, publishedAt: initial.status === "published" ? sql`now()` : null };
}

/** Inserts a prepared post in an open transaction (used by create and by seeding). */
export async function insertPreparedPost(
  tx: Tx,
  prepared: PreparedPost,
  { initial = { status: "published" }, onChange }: { initial?: InitialStatus; onChange?: OnPostChange } = {},
): Promise<WrittenPost> {
  await refuseMissingMedia(tx, [prepared.values.image, prepared.values.content]);
  const slug = await chooseSlug(tx, prepared.slug, prepared.values.title);
  const [row] = await tx
    .insert(posts)
    .values({ ...prepared.values, ...lifecycleColumns(initial), slug })
    .returning({ id: posts.id, slug: posts.slug, version: posts.version });
  await saveTagsAndItems(tx, row!.id, prepared);
  await announceChange(tx, { postId: row!.id, action: "created", version: row!.version, status: initial.status }, onChange);
  return row!;
}

/** Creates a post with its tags and news items in one transaction. Throws PostValidationError. */
export async function createPost(db: Db, input: PostInput, options: { initial?: InitialStatus; onChange?: OnPostChange } = {}): Promise<WrittenPost> {
  const prepared = await preparePost(input);
  return inWriteTransaction(db, (tx) => insertPreparedPost(tx, prepared, options));
}

/**
 * Changes a post's row and bumps its version, only if it still has the expected version.
 * Throws PostNotFoundError, or PostVersionConflictError when someone else saved first.
 */
async function updateVersioned(tx: Tx, id: string, expectedVersion: number | undefined, set: PgUpdateSetSource<typeof posts>) {
  const [row] = await tx
    .update(posts)
    .set({ ...set, version: sql`${posts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(posts.id, id), isNull(posts.deletedAt), expectedVersion === undefined ? undefined : eq(posts.version, expectedVersion)))
    .returning({ id: posts.id, slug: posts.slug, version: posts.version, status: posts.status });
  if (row) return row;
  throw await refusalFor(tx, id);
}

/** Why a write that changed no row was refused: the post is gone (to the trash or for good), or someone saved it first. */
async function refusalFor(tx: Tx, id: string): Promise<PostNotFoundError | PostVersionConflictError> {
  const [current] = await tx.select({ version: posts.version, deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, id));
  if (!current) return new PostNotFoundError(POST_GONE.missing);
  if (current.deletedAt) return new PostNotFoundError(POST_GONE.trashed);
  return new PostVersionConflictError(current.version);
}

/** Updates a stored post; its slug is the typed one, else follows a changed title; a public post's old address is kept. Throws PostNotFoundError, PostValidationError or PostVersionConflictError. */
export async function updatePost(db: Db, id: string, input: PostInput, { expectedVersion, onChange, lifecycle }: UpdateOptions = {}): Promise<WrittenPost> {
  const prepared = await preparePost(input);
  return inWriteTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ title: posts.title, slug: posts.slug, legacyId: posts.legacyId, wasPublic: sql<boolean>`${publiclyVisible}`, hadPending: posts.pendingChanges })
      .from(posts)
      .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
    if (!current) throw await refusalFor(tx, id);
    await refuseMissingMedia(tx, [prepared.values.image, prepared.values.content]);
    const keepsSlug = prepared.slug === undefined ? current.title === prepared.values.title : prepared.slug === current.slug;
    const slug = keepsSlug ? current.slug : await chooseSlug(tx, prepared.slug, prepared.values.title, id);
    await recordSlugMove(tx, id, current.slug, slug, Boolean(current.wasPublic));
    const status = lifecycle ? lifecycleColumns(lifecycle) : {};
    // The row is now the latest version: pending changes (and their schedule) are in it or replaced by it.
    const row = await updateVersioned(tx, id, expectedVersion, {
      ...prepared.values,
      ...status,
      legacyId: current.legacyId,
      slug,
      pendingChanges: null,
      pendingPublishAt: null,
    });
    await saveTagsAndItems(tx, id, prepared);
    await announceChange(tx, { postId: id, action: "updated", version: row.version, status: row.status, hadPending: current.hadPending !== null }, onChange);
    return { id, slug: row.slug, version: row.version };
  });
}

/**
 * Replaces every post with `prepared` (the admin's Reset to Preconfigured) in one transaction;
 * `onChange` hears of each deletion, then of each creation.
 */
export async function replaceAllPosts(db: Db, prepared: PreparedPost[], { onChange }: { onChange?: OnPostChange } = {}): Promise<WrittenPost[]> {
  return inWriteTransaction(db, async (tx) => {
    // Gone for good, trashed ones too (the tab takes a backup first).
    const deleted = await tx.delete(posts).returning({ id: posts.id, version: posts.version, status: posts.status, title: posts.title });
    for (const row of deleted) {
      await removeDocument(tx, { kind: "post", id: row.id });
      await onChange?.(tx, { postId: row.id, action: "purged", version: row.version, status: row.status, title: row.title });
    }
    const written: WrittenPost[] = [];
    for (const post of prepared) written.push(await insertPreparedPost(tx, post, { onChange }));
    return written;
  });
}

/**
 * Moves a post to the trash: it becomes a draft (off the public site, restored as a draft) marked
 * deleted by `deletedBy`. Throws PostNotFoundError (already in the trash, or gone) or PostVersionConflictError.
 */
export async function trashPost(
  db: Db,
  id: string,
  { expectedVersion, deletedBy, onChange }: WriteOptions & { deletedBy: string | null },
): Promise<WrittenPost> {
  return inWriteTransaction(db, async (tx) => {
    const row = await updateVersioned(tx, id, expectedVersion, {
      deletedAt: sql`now()`,
      deletedBy,
      status: "draft",
      publishAt: null,
      publishedAt: null,
      // A schedule made for a live post's changes must not publish them from the trash or after it.
      pendingPublishAt: null,
    });
    await announceChange(tx, { postId: id, action: "deleted", version: row.version, status: row.status }, onChange);
    return { id, slug: row.slug, version: row.version };
  });
}

/** Takes a post out of the trash, as the draft it became there. Throws PostNotFoundError when it is not in the trash. */
export async function restoreTrashedPost(db: Db, id: string, { onChange }: { onChange?: OnPostChange } = {}): Promise<WrittenPost> {
  return inWriteTransaction(db, async (tx) => {
    const [row] = await tx
      .update(posts)
      .set({ deletedAt: null, deletedBy: null, version: sql`${posts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(posts.id, id), isNotNull(posts.deletedAt)))
      .returning({ id: posts.id, slug: posts.slug, version: posts.version, status: posts.status });
    if (!row) throw new PostNotFoundError(POST_GONE.missing);
    await announceChange(tx, { postId: id, action: "restored", version: row.version, status: row.status }, onChange);
    return { id, slug: row.slug, version: row.version };
  });
}

/** Deletes for good the trashed posts moved there before `before` (the retention job); `onChange` hears of each. */
export async function purgeTrashedPostsBefore(db: Db, before: Date, { onChange }: { onChange?: OnPostChange } = {}): Promise<string[]> {
  return inWriteTransaction(db, async (tx) => {
    const purged = await tx
      .delete(posts)
      .where(and(isNotNull(posts.deletedAt), lt(posts.deletedAt, before)))
      .returning({ id: posts.id, version: posts.version, status: posts.status, title: posts.title });
    for (const row of purged) await onChange?.(tx, { postId: row.id, action: "purged", version: row.version, status: row.status, title: row.title });
    return purged.map((row) => row.id);
  });
}

/** Deletes one trashed post for good; false when it is not in the trash. */
export async function purgeTrashedPost(db: Db, id: string, { onChange }: { onChange?: OnPostChange } = {}): Promise<boolean> {
  return inWriteTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(posts)
      .where(and(eq(posts.id, id), isNotNull(posts.deletedAt)))
      .returning({ version: posts.version, status: posts.status, title: posts.title });
    if (!row) return false;
    await onChange?.(tx, { postId: id, action: "purged", version: row.version, status: row.status, title: row.title });
    return true;
  });
}

/** Deletes a post (its tag links and news items go with it). Returns whether it existed. Throws PostVersionConflictError. */
export async function deletePost(db: Db, id: string, { expectedVersion, onChange }: WriteOptions = {}): Promise<boolean> {
  return inWriteTransaction(db, async (tx) => {
    const [deleted] = await tx
      .delete(posts)
      .where(and(eq(posts.id, id), expectedVersion === undefined ? undefined : eq(posts.version, expectedVersion)))
      .returning({ version: posts.version, status: posts.status });
    if (!deleted) {
      const [current] = await tx.select({ version: posts.version }).from(posts).where(eq(posts.id, id));
      if (current) throw new PostVersionConflictError(current.version);
      return false;
    }
    await announceChange(tx, { postId: id, action: "deleted", version: deleted.version, status: deleted.status }, onChange);
    return true;
  });
}

async function changeStatus(
  db: Db,
  id: string,
  action: "published" | "unpublished" | "scheduled",
  set: PgUpdateSetSource<typeof posts>,
  options: WriteOptions,
) {
  return inWriteTransaction(db, async (tx) => {
    const row = await updateVersioned(tx, id, options.expectedVersion, set);
    await announceChange(tx, { postId: id, action, version: row.version, status: row.status }, options.onChange);
    return { id, slug: row.slug, version: row.version };
  });
}

/** Makes the post public now. */
export function publishPost(db: Db, id: string, options: WriteOptions = {}): Promise<WrittenPost> {
  return changeStatus(db, id, "published", { status: "published", publishAt: null, publishedAt: sql`now()` }, options);
}

/** Takes the post off the public site; it stays stored as a draft. */
export function unpublishPost(db: Db, id: string, options: WriteOptions = {}): Promise<WrittenPost> {
  return changeStatus(db, id, "unpublished", { status: "draft", publishAt: null, publishedAt: null, pendingPublishAt: null }, options);
}

/** Makes the post public from `publishAt` (at once when that has passed). */
export function schedulePost(db: Db, id: string, publishAt: Date, options: WriteOptions = {}): Promise<WrittenPost> {
  return changeStatus(db, id, "scheduled", { status: "scheduled", publishAt, publishedAt: null }, options);
}

/**
 * Publishes every scheduled post whose time has come, as published at its scheduled time. Safe to
 * run concurrently: a row another transaction already published no longer matches the condition.
 */
export async function publishDueScheduledPosts(db: Db, now: Date, { onChange }: { onChange?: OnPostChange } = {}): Promise<WrittenPost[]> {
  return inWriteTransaction(db, async (tx) => {
    const published = await tx
      .update(posts)
      .set({ status: "published", publishedAt: sql`${posts.publishAt}`, publishAt: null, version: sql`${posts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(posts.status, "scheduled"), lte(posts.publishAt, now)))
      .returning({ id: posts.id, slug: posts.slug, version: posts.version, publishedAt: posts.publishedAt });
    for (const row of published) {
      await indexDocument(tx, { kind: "post", id: row.id });
      await onChange?.(tx, { postId: row.id, action: "published", version: row.version, status: "published", at: row.publishedAt ?? undefined });
    }
    if (published.length) await bumpSiteContentVersion(tx);
    return published.map(({ id, slug, version }) => ({ id, slug, version }));
  });
}

/** The form's values of a prepared post, as kept for changes not yet live (sanitized content, the generated excerpt). */
function pendingValuesOf(prepared: PreparedPost): PostFormValues {
  const { values } = prepared;
  return {
    title: values.title,
    slug: prepared.slug ?? "",
    date: values.date ?? "",
    type: values.type ?? null,
    category: values.category,
    image: values.image ?? "",
    featured: values.featured ?? false,
    excerpt: values.excerpt ?? "",
    tags: prepared.tags,
    content: values.content,
    metaTitle: values.metaTitle ?? "",
    metaDescription: values.metaDescription ?? "",
    noindex: values.noindex ?? false,
  };
}

/**
 * Keeps a published post's changes apart from what is live (decision 091): the public pages, the
 * caches, the feed, the sitemap and the search index keep the live row; staff and previews see the
 * changes. With `publishAt` the publishing job makes them live then. Only a published post has
 * them: refused (PostNotFoundError) for a draft or scheduled one, whose row is not public.
 */
export async function savePendingChanges(
  db: Db,
  id: string,
  input: PostInput,
  { expectedVersion, onChange, publishAt = null }: WriteOptions & { publishAt?: Date | null },
): Promise<WrittenPost> {
  const prepared = await preparePost(input);
  return inWriteTransaction(db, async (tx) => {
    await refuseMissingMedia(tx, [prepared.values.image, prepared.values.content]);
    const row = await updateVersioned(tx, id, expectedVersion, { pendingChanges: pendingValuesOf(prepared), pendingPublishAt: publishAt });
    if (row.status !== "published") throw new PostNotFoundError(POST_GONE.notPublished);
    await onChange?.(tx, { postId: id, action: publishAt ? "changes_scheduled" : "changes_saved", version: row.version, status: row.status });
    return { id, slug: row.slug, version: row.version, pending: true };
  });
}

/** Drops a published post's pending changes (and their schedule): the editor shows what is live again. */
export async function discardPendingChanges(db: Db, id: string, { expectedVersion, onChange }: WriteOptions = {}): Promise<WrittenPost> {
  return inWriteTransaction(db, async (tx) => {
    const row = await updateVersioned(tx, id, expectedVersion, { pendingChanges: null, pendingPublishAt: null });
    await onChange?.(tx, { postId: id, action: "changes_discarded", version: row.version, status: row.status });
    return { id, slug: row.slug, version: row.version };
  });
}

/** Published posts whose pending changes are due, with the version each was scheduled at. */
export async function duePendingChanges(
  db: Db,
  now: Date,
): Promise<{ id: string; version: number; at: Date; changes: PostFormValues; authorId: string | null }[]> {
  const rows = await db
    .select({ id: posts.id, version: posts.version, at: posts.pendingPublishAt, changes: posts.pendingChanges, authorId: posts.authorId })
    .from(posts)
    .where(and(isNotNull(posts.pendingPublishAt), lte(posts.pendingPublishAt, now), eq(posts.status, "published"), isNull(posts.deletedAt)));
  return rows.flatMap((row) => (row.at && row.changes ? [{ ...row, at: row.at, changes: row.changes }] : []));
}
