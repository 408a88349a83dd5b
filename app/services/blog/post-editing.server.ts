import { eq } from "drizzle-orm";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { postAutosaves, posts } from "~/db/schema/index";
import type { RevisionReason } from "~/lib/blog/post-enums";
import { postFormValuesOf } from "~/lib/blog/post-form-values";
import type { PostInput } from "~/lib/blog/post-input";
import { authorize, type SessionUser } from "~/services/auth";
import type { Db, Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { getEditablePost } from "./admin-posts.server";
import { preparePost } from "./posts-prepare.server";
import {
  createPost,
  deletePost,
  type InitialStatus,
  type OnPostChange,
  PostNotFoundError,
  replaceAllPosts,
  unpublishPost,
  updatePost,
  type WrittenPost,
} from "./posts-write.server";
import { getRevision, recordRevision } from "./revisions.server";

/**
 * What staff do to posts from the Blog Posts tab. Each operation checks the role, writes through the
 * write service, and in the same transaction records the audit event and keeps a revision.
 */

/** Who acts and from where, for the role check and the audit log. */
export type Staff = { user: SessionUser; ipAddress?: string | null; userAgent?: string | null; requestId?: string | null };

/** The form's save buttons: publish now, keep as draft, publish later, or keep the status it has. */
export type SaveIntent = { kind: "publish" } | { kind: "draft" } | { kind: "schedule"; publishAt: Date } | { kind: "keep" };

export const DUPLICATE_SUFFIX = " Copy";

/** Audit event and revision for each change, written in the change's transaction. */
function recorder(staff: Staff, { reason, label }: { reason?: RevisionReason; label?: string } = {}): OnPostChange {
  return async (tx: Tx, change) => {
    const [row] = await tx.select({ title: posts.title }).from(posts).where(eq(posts.id, change.postId));
    // A save that also published, scheduled or unpublished the post is recorded as that.
    const statusChange = change.action === "updated" && (reason === "published" || reason === "unpublished" || reason === "scheduled") ? reason : null;
    await recordEvent(tx, {
      kind: `post_${statusChange ?? change.action}`,
      at: new Date(),
      actor: { userId: staff.user.userId, username: staff.user.username },
      target: { type: "post", id: change.postId, label: row?.title ?? label ?? null },
      ipAddress: staff.ipAddress,
      userAgent: staff.userAgent,
      requestId: staff.requestId,
      changes: { version: change.version, status: change.status, ...(reason === "restored" ? { restored: true } : {}) },
    });
    if (change.action !== "deleted")
      await recordRevision(tx, change.postId, reason ?? change.action, { userId: staff.user.userId, username: staff.user.username });
  };
}

function lifecycleFor(intent: SaveIntent): InitialStatus | undefined {
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
 * account; an update keeps the post's author. Throws PostValidationError, PostNotFoundError,
 * PostVersionConflictError or NotPermittedError.
 */
export async function savePost(
  db: Db,
  staff: Staff,
  save: { id: string | null; expectedVersion?: number; input: PostInput; intent: SaveIntent },
): Promise<WrittenPost> {
  authorize(staff.user, "blog:manage");
  const lifecycle = lifecycleFor(save.intent);
  if (save.id === null) {
    return createPost(db, { ...save.input, authorId: staff.user.userId }, { initial: lifecycle ?? { status: "published" }, onChange: recorder(staff) });
  }
  const [current] = await db.select({ authorId: posts.authorId, status: posts.status }).from(posts).where(eq(posts.id, save.id));
  if (!current) throw new PostNotFoundError("Post not found");
  // Publishing again what is already public would only move its publication time.
  const changing = lifecycle && (lifecycle.status !== current.status || lifecycle.status === "scheduled") ? lifecycle : undefined;
  return updatePost(
    db,
    save.id,
    { ...save.input, authorId: current.authorId ?? staff.user.userId },
    {
      expectedVersion: save.expectedVersion,
      lifecycle: changing,
      onChange: recorder(staff, { reason: reasonFor(current.status, changing) }),
    },
  );
}

/** Takes a post off the public site (it stays as a draft). */
export async function unpublishStaffPost(db: Db, staff: Staff, id: string, expectedVersion?: number): Promise<WrittenPost> {
  authorize(staff.user, "blog:manage");
  return unpublishPost(db, id, { expectedVersion, onChange: recorder(staff) });
}

/** Deletes a post; returns whether it existed. */
export async function deleteStaffPost(db: Db, staff: Staff, id: string, expectedVersion?: number): Promise<boolean> {
  authorize(staff.user, "blog:manage");
  const existing = await getEditablePost(db, id);
  const deleted = await deletePost(db, id, { expectedVersion, onChange: recorder(staff, { label: existing?.title }) });
  // Unsaved work on a post that no longer exists could never be offered back.
  if (deleted) await db.delete(postAutosaves).where(eq(postAutosaves.draftKey, id));
  return deleted;
}

/** A copy of the post titled "<title> Copy", kept as a draft so nothing goes public by accident. */
export async function duplicateStaffPost(db: Db, staff: Staff, id: string): Promise<WrittenPost> {
  authorize(staff.user, "blog:manage");
  const original = await getEditablePost(db, id);
  if (!original) throw new PostNotFoundError("Post not found");
  const { slug: _slugFollowsTheNewTitle, ...values } = postFormValuesOf(original);
  const input: PostInput = { ...values, title: `${original.title}${DUPLICATE_SUFFIX}` };
  return createPost(db, { ...input, authorId: staff.user.userId }, { initial: { status: "draft" }, onChange: recorder(staff) });
}

/** Reset to Preconfigured: every post is replaced by the built-in ones, the first two featured. */
export async function resetToDefaultPosts(db: Db, staff: Staff): Promise<WrittenPost[]> {
  authorize(staff.user, "blog:manage");
  const prepared = await Promise.all(
    DEFAULT_POSTS.map((sample, index) => preparePost({ ...sample, featured: index < 2, authorId: staff.user.userId }, { legacyId: sample.legacyId })),
  );
  const record = recorder(staff);
  return replaceAllPosts(db, prepared, {
    onChange: async (tx, change) => {
      await record(tx, change);
      // Unsaved work on a replaced post could never be offered back (a new post's draft stays).
      if (change.action === "deleted") await tx.delete(postAutosaves).where(eq(postAutosaves.draftKey, change.postId));
    },
  });
}

/** Makes an older revision the post's text again; the restore is itself a new revision. */
export async function restoreRevision(db: Db, staff: Staff, postId: string, revisionId: string, expectedVersion?: number): Promise<WrittenPost> {
  authorize(staff.user, "blog:manage");
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
    .select({ authorId: posts.authorId, slug: posts.slug, metaTitle: posts.metaTitle, metaDescription: posts.metaDescription, noindex: posts.noindex })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!current) throw new PostNotFoundError("Post not found");
  // The address stays where it is: links to it keep working. Search fields older revisions lack stay as they are.
  const search = {
    slug: current.slug,
    metaTitle: (meta.metaTitle === undefined ? current.metaTitle : meta.metaTitle) ?? "",
    metaDescription: (meta.metaDescription === undefined ? current.metaDescription : meta.metaDescription) ?? "",
    noindex: meta.noindex ?? current.noindex,
  };
  return updatePost(db, postId, { ...input, ...search, authorId: current.authorId }, { expectedVersion, onChange: recorder(staff, { reason: "restored" }) });
}
