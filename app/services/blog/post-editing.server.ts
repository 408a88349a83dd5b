import { eq } from "drizzle-orm";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { postAutosaves, posts } from "~/db/schema/index";
import { NEW_POST_DRAFT_KEY } from "~/lib/blog/autosave";
import type { RevisionReason } from "~/lib/blog/post-enums";
import { postFormValuesOf } from "~/lib/blog/post-form-values";
import type { PostInput } from "~/lib/blog/post-input";
import { type Actor, actorEventFields, authorizeActor, SYSTEM_ACTOR } from "~/services/auth";
import type { Db, Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { documentPublished } from "~/services/publishing/announce.server";
import { assertMayPublish, postReviewReason } from "~/services/publishing/review-gate.server";
import { getEditablePost, getPostVersions } from "./admin-posts.server";
import { deleteAutosave } from "./autosaves.server";
import { POST_GONE, PostNotFoundError, PostVersionConflictError } from "./post-errors.server";
import { preparePost } from "./posts-prepare.server";
import {
  createPost,
  type InitialStatus,
  discardPendingChanges,
  duePendingChanges,
  type OnPostChange,
  type PostChange,
  publishDueScheduledPosts,
  savePendingChanges,
  purgeTrashedPost,
  purgeTrashedPostsBefore,
  replaceAllPosts,
  restoreTrashedPost,
  trashPost,
  unpublishPost,
  updatePost,
  type WrittenPost,
} from "./posts-write.server";
import { getRevision, recordRevision, type RevisionAuthor, SCHEDULE_AUTHOR } from "./revisions.server";

/**
 * What staff do to posts from the Blog Posts tab. Each operation checks the role, writes through the
 * write service, and in the same transaction records the audit event and keeps a revision.
 */

/**
 * The form's save buttons: publish now, keep as draft, publish later, or keep the status it has;
 * `changes` keeps a published post's changes apart from what is live (decision 091; for a post
 * not yet public it is `keep`). Scheduling a published post schedules its changes: it stays live.
 */
export type SaveIntent = { kind: "publish" } | { kind: "draft" } | { kind: "schedule"; publishAt: Date } | { kind: "keep" } | { kind: "changes" };

/** What a History restore does: the revision becomes the draft, or goes live at once (decision 091). */
export type RestoreMode = "draft" | "publish";

/** Changes not yet live whose audit action says more than the write's own. */
const PENDING_ACTIONS = new Set(["changes_saved", "changes_scheduled", "changes_discarded"]);

export const DUPLICATE_SUFFIX = " Copy";

function revisionAuthorOf(actor: Actor): RevisionAuthor {
  return actor.user ? { userId: actor.user.userId, username: actor.user.username } : null;
}

/** Why a post that could not be read is not there: in the trash, or gone for good. */
async function postGone(db: Db, id: string): Promise<PostNotFoundError> {
  const [row] = await db.select({ deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, id));
  return new PostNotFoundError(row ? POST_GONE.trashed : POST_GONE.missing);
}

/** Audit event and revision for each change, written in the change's transaction. */
/** The audit action of a change: a save that also published, scheduled or unpublished the post is recorded as that. */
function auditActionOf(change: PostChange, reason: RevisionReason | undefined) {
  if (reason === "restored_to_draft") return "post_restored_to_draft" as const;
  if (PENDING_ACTIONS.has(change.action)) return `post_${change.action}` as const;
  const statusChange = change.action === "updated" && (reason === "published" || reason === "unpublished" || reason === "scheduled") ? reason : null;
  if (statusChange) return `post_${statusChange}` as const;
  // A live post's pending changes made live by this save.
  if (change.action === "updated" && change.hadPending && change.status === "published") return "post_changes_published" as const;
  return `post_${change.action}` as const;
}

function recorder(actor: Actor, { reason, label }: { reason?: RevisionReason; label?: string } = {}): OnPostChange {
  return async (tx: Tx, change) => {
    const [row] = await tx.select({ title: posts.title }).from(posts).where(eq(posts.id, change.postId));
    await recordEvent(tx, {
      kind: auditActionOf(change, reason),
      at: new Date(),
      ...actorEventFields(actor),
      target: { type: "post", id: change.postId, label: row?.title ?? change.title ?? label ?? null },
      changes: { version: change.version, status: change.status, ...(reason === "restored" ? { restored: true } : {}) },
    });
    // Going to the trash and back (or for good) changes no text: the audit log has it, History does not.
    if (change.action !== "deleted" && change.action !== "purged" && change.action !== "restored" && change.action !== "changes_discarded")
      await recordRevision(tx, change.postId, reason ?? (change.action as RevisionReason), revisionAuthorOf(actor));
    // Changes kept apart from a live post are not public: nothing is announced, indexed or mailed.
    if (change.status === "published" && change.action !== "deleted" && change.action !== "purged" && !PENDING_ACTIONS.has(change.action))
      await documentPublished(tx, {
        kind: "post",
        id: change.postId,
        label: row?.title ?? change.title ?? label ?? "",
        at: new Date(),
        by: actor.user?.username ?? "system",
        how: reason === "restored" ? "restore" : "publish",
      });
  };
}

/**
 * The review rule for a post that will be public after this save (published, scheduled, or kept
 * public): when the figures check reports a figure, only the exact text a second person approved
 * may go out. A draft is always saved.
 */
async function assertPostMayPublish(db: Db, actor: Actor, postId: string | null, input: PostInput) {
  // The rule binds people; the command line and seeding act as the system.
  if (!actor.user) return;
  const reason = await postReviewReason(db, { title: input.title, excerpt: input.excerpt ?? "", content: input.content });
  if (!reason) return;
  await assertMayPublish(db, "post", postId ?? "new", input, reason);
}

/**
 * After `record`, in the same transaction, removes the acting user's autosave of the saved form:
 * the save and the removal commit together, so a saved post is never reported as failed by its
 * cleanup, and a failed save keeps the unsaved work.
 */
function forgettingAutosave(actor: Actor, draftKey: string, record: OnPostChange): OnPostChange {
  return async (tx, change) => {
    await record(tx, change);
    if (actor.user) await deleteAutosave(tx, actor.user.userId, draftKey);
  };
}

/**
 * After `record`, in the same transaction, removes everyone's unsaved work on a post deleted for
 * good: it could never be offered back. A trashed post keeps it, for when it is restored.
 */
function forgettingDeletedPostAutosaves(record: OnPostChange): OnPostChange {
  return async (tx, change) => {
    await record(tx, change);
    if (change.action === "purged") await tx.delete(postAutosaves).where(eq(postAutosaves.draftKey, change.postId));
  };
}

function lifecycleFor(intent: SaveIntent): InitialStatus | undefined {
  if (intent.kind === "changes") return undefined;
  if (intent.kind === "publish") return { status: "published" };
  if (intent.kind === "draft") return { status: "draft" };
  if (intent.kind === "schedule") return { status: "scheduled", publishAt: intent.publishAt };
  return undefined;
}

/** The revision reason of an update that also changed the status. */
function reasonFor(before: string, lifecycle: InitialStatus | undefined): RevisionReason {
  if (!lifecycle || lifecycle.status === before) return "updated";
  return lifecycle.status === "draft" ? "unpublished" : lifecycle.status;
}

/**
 * Creates (id null) or updates a post from the form. The author of a new post is the signed-in
 * account; an update keeps the post's author. The acting user's autosave of the form goes in the
 * save's transaction. Throws PostValidationError, PostNotFoundError, PostVersionConflictError or
 * NotPermittedError.
 */
export async function savePost(
  db: Db,
  actor: Actor,
  save: { id: string | null; expectedVersion?: number; input: PostInput; intent: SaveIntent },
): Promise<WrittenPost> {
  authorizeActor(actor, "blog:manage");
  const lifecycle = lifecycleFor(save.intent);
  const authorId = actor.user?.userId ?? null;
  if (save.id === null) {
    // "Changes" of a post not yet stored: a draft, never public by accident.
    const initial: InitialStatus = save.intent.kind === "changes" ? { status: "draft" } : (lifecycle ?? { status: "published" });
    if (initial.status !== "draft") await assertPostMayPublish(db, actor, null, save.input);
    const onChange = forgettingAutosave(actor, NEW_POST_DRAFT_KEY, recorder(actor));
    return createPost(db, { ...save.input, authorId }, { initial, onChange });
  }
  const [current] = await db.select({ authorId: posts.authorId, status: posts.status, deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, save.id));
  if (!current) throw new PostNotFoundError(POST_GONE.missing);
  if (current.deletedAt) throw new PostNotFoundError(POST_GONE.trashed);
  // A live post's changes saved as a draft, or scheduled: the public keeps the live row until they are published.
  if (current.status === "published" && (save.intent.kind === "changes" || save.intent.kind === "schedule")) {
    const publishAt = save.intent.kind === "schedule" ? save.intent.publishAt : null;
    if (publishAt) await assertPostMayPublish(db, actor, save.id, save.input);
    return savePendingChanges(
      db,
      save.id,
      { ...save.input, authorId: current.authorId ?? authorId },
      { expectedVersion: save.expectedVersion, publishAt, onChange: forgettingAutosave(actor, save.id, recorder(actor)) },
    );
  }
  // Publishing again what is already public would only move its publication time.
  const changing = lifecycle && (lifecycle.status !== current.status || lifecycle.status === "scheduled") ? lifecycle : undefined;
  if ((changing?.status ?? current.status) !== "draft") await assertPostMayPublish(db, actor, save.id, save.input);
  return updatePost(
    db,
    save.id,
    { ...save.input, authorId: current.authorId ?? authorId },
    {
      expectedVersion: save.expectedVersion,
      lifecycle: changing,
      onChange: forgettingAutosave(actor, save.id, recorder(actor, { reason: reasonFor(current.status, changing) })),
    },
  );
}

/**
 * The publishing job: due scheduled posts become published, each with its audit event (the
 * system's) and a revision dated when it went live, so a post's History shows that moment.
 */
export async function publishDueStaffPosts(db: Db, now: Date): Promise<WrittenPost[]> {
  const published = await publishDueScheduledPosts(db, now, { onChange: scheduleRecorder(now, "post_published") });
  // Then live posts' scheduled changes, each through the one update path (its version checked: an
  // edit at the same moment wins, and the next run reads the changes again).
  for (const due of await duePendingChanges(db, now)) {
    try {
      published.push(
        await updatePost(
          db,
          due.id,
          { ...due.changes, authorId: due.authorId },
          { expectedVersion: due.version, onChange: scheduleRecorder(due.at, "post_changes_published") },
        ),
      );
    } catch (error) {
      if (!(error instanceof PostVersionConflictError)) throw error;
    }
  }
  return published;
}

/** The schedule's record of a post (or its changes) gone live: the system's audit event, a revision dated then, the announcement. */
function scheduleRecorder(now: Date, kind: "post_published" | "post_changes_published"): OnPostChange {
  return async (tx, change) => {
    const at = change.at ?? now;
    const [row] = await tx.select({ title: posts.title }).from(posts).where(eq(posts.id, change.postId));
    await recordEvent(tx, {
      kind,
      at,
      ...actorEventFields(SYSTEM_ACTOR),
      target: { type: "post", id: change.postId, label: row?.title ?? null },
      changes: { version: change.version, status: change.status, scheduled: true },
    });
    await recordRevision(tx, change.postId, "published", SCHEDULE_AUTHOR, at);
    await documentPublished(tx, { kind: "post", id: change.postId, label: row?.title ?? "", at, by: "system", how: "schedule" });
  };
}

const NO_PENDING_CHANGES = "This post has no unpublished changes: they were published or discarded, perhaps in another tab. Reload the page.";

/**
 * Makes a live post's pending changes live (the editor's "Publish changes"), through the one update
 * path: under the review rule, announced once, indexed, caches expired. The person's autosave is
 * kept: what they are typing is not what was published. Throws PostNotFoundError, PostVersionConflictError, ReviewRequiredError.
 */
export async function publishStaffPostChanges(db: Db, actor: Actor, id: string, expectedVersion?: number): Promise<WrittenPost> {
  authorizeActor(actor, "blog:manage");
  const versions = await getPostVersions(db, id);
  if (!versions) throw await postGone(db, id);
  if (!versions.pending) throw new PostNotFoundError(NO_PENDING_CHANGES);
  await assertPostMayPublish(db, actor, id, versions.pending);
  return updatePost(db, id, { ...versions.pending, authorId: versions.authorId }, { expectedVersion, onChange: recorder(actor) });
}

/** Drops a live post's pending changes and their schedule; the live post is unchanged. */
export async function discardStaffPostChanges(db: Db, actor: Actor, id: string, expectedVersion?: number): Promise<WrittenPost> {
  authorizeActor(actor, "blog:manage");
  return discardPendingChanges(db, id, { expectedVersion, onChange: recorder(actor) });
}

/** Takes a post off the public site (it stays as a draft); its unpublished changes, the latest version, become the draft. */
export async function unpublishStaffPost(db: Db, actor: Actor, id: string, expectedVersion?: number): Promise<WrittenPost> {
  authorizeActor(actor, "blog:manage");
  const versions = await getPostVersions(db, id);
  if (versions?.pending)
    return updatePost(
      db,
      id,
      { ...versions.pending, authorId: versions.authorId },
      { expectedVersion, lifecycle: { status: "draft" }, onChange: recorder(actor, { reason: "unpublished" }) },
    );
  return unpublishPost(db, id, { expectedVersion, onChange: recorder(actor) });
}

/**
 * Moves a post to the trash (kept RETENTION_TRASH_DAYS, restored from there as a draft). Throws
 * PostNotFoundError saying whether it is already in the trash or gone, or PostVersionConflictError.
 */
export async function deleteStaffPost(db: Db, actor: Actor, id: string, expectedVersion?: number): Promise<WrittenPost> {
  authorizeActor(actor, "blog:manage");
  return trashPost(db, id, { expectedVersion, deletedBy: actor.user?.username ?? null, onChange: recorder(actor) });
}

/** Takes a post out of the trash as a draft; staff publish it again when they choose. */
export async function restoreStaffPost(db: Db, actor: Actor, id: string): Promise<WrittenPost> {
  authorizeActor(actor, "blog:manage");
  return restoreTrashedPost(db, id, { onChange: recorder(actor) });
}

/** Deletes a trashed post for good, with everyone's unsaved work on it: an admin's action. False when it is not in the trash. */
export async function purgeStaffPost(db: Db, actor: Actor, id: string): Promise<boolean> {
  authorizeActor(actor, "trash:purge");
  return purgeTrashedPost(db, id, { onChange: forgettingDeletedPostAutosaves(recorder(actor)) });
}

/** The retention job: trashed posts past their time go for good, each recorded as the system's. */
export async function purgeExpiredTrashedPosts(db: Db, before: Date): Promise<number> {
  return (await purgeTrashedPostsBefore(db, before, { onChange: forgettingDeletedPostAutosaves(recorder(SYSTEM_ACTOR)) })).length;
}

/** A copy of the post titled "<title> Copy", kept as a draft so nothing goes public by accident. */
export async function duplicateStaffPost(db: Db, actor: Actor, id: string): Promise<WrittenPost> {
  authorizeActor(actor, "blog:manage");
  const original = await getEditablePost(db, id);
  if (!original) throw await postGone(db, id);
  const { slug: _slugFollowsTheNewTitle, ...values } = postFormValuesOf(original);
  const input: PostInput = { ...values, title: `${original.title}${DUPLICATE_SUFFIX}` };
  return createPost(db, { ...input, authorId: actor.user?.userId ?? null }, { initial: { status: "draft" }, onChange: recorder(actor) });
}

/**
 * Reset to Preconfigured: every post is replaced by the built-in ones, the first two featured. An
 * admin's action (other people's drafts and scheduled posts go too); the tab takes a backup first.
 */
export async function resetToDefaultPosts(db: Db, actor: Actor): Promise<WrittenPost[]> {
  authorizeActor(actor, "blog:reset");
  const authorId = actor.user?.userId ?? null;
  const prepared = await Promise.all(
    DEFAULT_POSTS.map((sample, index) => preparePost({ ...sample, featured: index < 2, authorId }, { legacyId: sample.legacyId })),
  );
  // A replaced post's unsaved work goes with it; a new post's draft stays.
  return replaceAllPosts(db, prepared, { onChange: forgettingDeletedPostAutosaves(recorder(actor)) });
}

/**
 * Makes an older revision the post's text again; the restore is itself a new revision. `as`
 * (History's two choices, decision 091): "draft" makes it the draft (a live post keeps what is
 * live: the revision becomes its pending changes; a draft or scheduled post becomes a draft, its
 * schedule dropped), "publish" makes it live at once under the review rule. Without it, the post
 * keeps its status (the restore of before decision 091).
 */
export async function restoreRevision(
  db: Db,
  actor: Actor,
  postId: string,
  revisionId: string,
  expectedVersion?: number,
  as?: RestoreMode,
): Promise<WrittenPost> {
  authorizeActor(actor, "blog:manage");
  const revision = await getRevision(db, postId, revisionId);
  if (!revision) throw new PostNotFoundError("Revision not found");
  const { meta } = revision;
  const input: PostInput = {
    title: revision.title,
    excerpt: revision.excerpt,
    content: revision.content,
    date: meta.date,
    category: meta.category,
    type: meta.type as PostInput["type"],
    image: meta.image ?? "",
    featured: meta.featured,
    tags: meta.tags,
  };
  const [current] = await db
    .select({
      authorId: posts.authorId,
      slug: posts.slug,
      metaTitle: posts.metaTitle,
      metaDescription: posts.metaDescription,
      noindex: posts.noindex,
      status: posts.status,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!current) throw new PostNotFoundError();
  // The address stays where it is: links to it keep working. Search fields older revisions lack stay as they are.
  const search = {
    slug: current.slug,
    metaTitle: (meta.metaTitle === undefined ? current.metaTitle : meta.metaTitle) ?? "",
    metaDescription: (meta.metaDescription === undefined ? current.metaDescription : meta.metaDescription) ?? "",
    noindex: meta.noindex ?? current.noindex,
  };
  const restored = { ...input, ...search, authorId: current.authorId };
  if (as === "draft") {
    // Nothing goes live, so the review rule is not asked; the publish that follows is gated as every publish is.
    const onChange = recorder(actor, { reason: "restored_to_draft" });
    if (current.status === "published") return savePendingChanges(db, postId, restored, { expectedVersion, onChange });
    return updatePost(db, postId, restored, { expectedVersion, lifecycle: { status: "draft" }, onChange });
  }
  if (as === "publish" || current.status !== "draft") await assertPostMayPublish(db, actor, postId, input);
  const lifecycle = as === "publish" && current.status !== "published" ? ({ status: "published" } as const) : undefined;
  return updatePost(db, postId, restored, { expectedVersion, lifecycle, onChange: recorder(actor, { reason: "restored" }) });
}
