import { and, desc, eq, lt, notInArray, or } from "drizzle-orm";
import { postRevisions, type RevisionMeta } from "~/db/schema/index";
import type { RevisionReason } from "~/lib/blog/post-enums";
import type { Db, Tx } from "~/services/platform";
import { type RevisionDiff, SCHEDULE_AUTHOR_LABEL } from "~/lib/blog/revision-diff";
import { getEditablePost } from "./admin-posts.server";
import { diffRevisions } from "./revision-diff.server";

/** Ghost keeps the same number: enough to undo a working session, small enough to never matter. */
export const REVISIONS_KEPT = 25;

export type RevisionAuthor = { userId: string | null; username: string } | null;

/** Who a revision kept by the publishing job is by: History reads "Published by the schedule". */
export const SCHEDULE_AUTHOR: RevisionAuthor = { userId: null, username: SCHEDULE_AUTHOR_LABEL };

export type RevisionSummary = { id: string; version: number; title: string; reason: RevisionReason; author: string | null; createdAt: string };
export type Revision = RevisionSummary & { postId: string; excerpt: string; content: string; meta: RevisionMeta };

/**
 * Keeps a copy of the post as it now stands, in the transaction that changed it, and drops all but
 * the newest 25 copies of that post.
 */
export async function recordRevision(tx: Tx, postId: string, reason: RevisionReason, author: RevisionAuthor, at?: Date): Promise<void> {
  const post = await getEditablePost(tx, postId);
  if (!post) return;
  await tx.insert(postRevisions).values({
    postId,
    version: post.version,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    meta: {
      date: post.date,
      category: post.category,
      type: post.type,
      image: post.image,
      featured: post.featured,
      tags: post.tags,
      status: post.status,
      slug: post.slug,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      noindex: post.noindex,
    },
    reason,
    authorId: author?.userId ?? null,
    authorLabel: author?.username ?? null,
    ...(at ? { createdAt: at } : {}),
  });
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.version), desc(postRevisions.createdAt))
    .limit(REVISIONS_KEPT);
  await tx.delete(postRevisions).where(and(eq(postRevisions.postId, postId), notInArray(postRevisions.id, kept)));
}

const summaryColumns = {
  id: postRevisions.id,
  version: postRevisions.version,
  title: postRevisions.title,
  reason: postRevisions.reason,
  author: postRevisions.authorLabel,
  createdAt: postRevisions.createdAt,
};

const fullColumns = {
  ...summaryColumns,
  postId: postRevisions.postId,
  excerpt: postRevisions.excerpt,
  content: postRevisions.content,
  meta: postRevisions.meta,
};

/** A post's revisions, newest first. */
export async function listRevisions(db: Db, postId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.version), desc(postRevisions.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One revision of one post; null when the id names no revision of that post. */
export async function getRevision(db: Db, postId: string, revisionId: string): Promise<Revision | null> {
  const [row] = await db
    .select(fullColumns)
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/**
 * What the revision changed compared with the one kept before it (computed when asked, not on
 * save); null when the id names no revision of that post.
 */
export async function revisionChanges(db: Db, postId: string, revisionId: string): Promise<RevisionDiff | null> {
  const revision = await getRevision(db, postId, revisionId);
  if (!revision) return null;
  const createdAt = new Date(revision.createdAt);
  const [previous] = await db
    .select(fullColumns)
    .from(postRevisions)
    .where(
      and(
        eq(postRevisions.postId, postId),
        or(lt(postRevisions.version, revision.version), and(eq(postRevisions.version, revision.version), lt(postRevisions.createdAt, createdAt))),
      ),
    )
    .orderBy(desc(postRevisions.version), desc(postRevisions.createdAt))
    .limit(1);
  return diffRevisions(previous ?? null, revision);
}
