import { and, eq, like, ne, or } from "drizzle-orm";
import { postSlugHistory, posts } from "~/db/schema/index";
import { SLUG_MESSAGES } from "~/lib/blog/slug";
import { slugify, uniqueSlug } from "~/lib/core/slug";
import type { Tx } from "~/services/platform";
import { PostValidationError } from "./post-errors.server";

/**
 * A post's address: the title's slug unless staff typed one, never another post's current or
 * former public address. Every address a public post leaves is kept, so old links answer 301.
 */

/** The title's slug, or -2, -3, ... when another post has it now or had it while public. */
async function freeSlug(tx: Tx, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title);
  const similar = (column: typeof posts.slug | typeof postSlugHistory.slug) => or(eq(column, base), like(column, `${base}-%`));
  const [current, former] = await Promise.all([
    tx
      .select({ slug: posts.slug })
      .from(posts)
      .where(and(similar(posts.slug), exceptId ? ne(posts.id, exceptId) : undefined)),
    tx
      .select({ slug: postSlugHistory.slug })
      .from(postSlugHistory)
      .where(and(similar(postSlugHistory.slug), exceptId ? ne(postSlugHistory.postId, exceptId) : undefined)),
  ]);
  const taken = new Set([...current, ...former].map((row) => row.slug));
  return uniqueSlug(base, (slug) => taken.has(slug));
}

/** A typed slug, refused at the field when another post holds it now or once held it publicly. */
async function claimTypedSlug(tx: Tx, slug: string, exceptId?: string): Promise<string> {
  const [holder] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, slug), exceptId ? ne(posts.id, exceptId) : undefined));
  if (holder) throw new PostValidationError({ slug: SLUG_MESSAGES.taken });
  const [former] = await tx.select({ postId: postSlugHistory.postId }).from(postSlugHistory).where(eq(postSlugHistory.slug, slug));
  if (former && former.postId !== exceptId) throw new PostValidationError({ slug: SLUG_MESSAGES.formerlyTaken });
  return slug;
}

/** The slug a post is stored under: the typed one, else the title's. */
export function chooseSlug(tx: Tx, typed: string | undefined, title: string, exceptId?: string): Promise<string> {
  return typed ? claimTypedSlug(tx, typed, exceptId) : freeSlug(tx, title, exceptId);
}

/**
 * Records a move from `from` to `to`: the old address is kept when the post was public under it,
 * and the new one, now current, is no longer a former address.
 */
export async function recordSlugMove(tx: Tx, postId: string, from: string, to: string, wasPublic: boolean): Promise<void> {
  if (from === to) return;
  await tx.delete(postSlugHistory).where(eq(postSlugHistory.slug, to));
  if (!wasPublic) return;
  await tx.insert(postSlugHistory).values({ slug: from, postId }).onConflictDoUpdate({ target: postSlugHistory.slug, set: { postId } });
}
