import { and, eq, sql } from "drizzle-orm";
import { postAutosaves } from "~/db/schema/index";
import type { AutosaveEntry } from "~/lib/blog/autosave";
import { parseFormValues, type PostFormValues } from "~/lib/blog/post-form-values";
import { authorize, type SessionUser } from "~/services/auth";
import type { Db } from "~/services/platform";

/**
 * The open editor's unsaved work, one row per user and post, overwritten in place (WordPress's
 * model), so autosaving never adds revisions. Only its author ever reads it back.
 */

/** Keeps the form as typed; returns when it was kept. */
export async function putAutosave(db: Db, user: SessionUser, draftKey: string, baseVersion: number | null, values: PostFormValues): Promise<Date> {
  authorize(user, "blog:manage");
  const [row] = await db
    .insert(postAutosaves)
    .values({ userId: user.userId, draftKey, baseVersion, values })
    .onConflictDoUpdate({ target: [postAutosaves.userId, postAutosaves.draftKey], set: { baseVersion, values, updatedAt: sql`now()` } })
    .returning({ updatedAt: postAutosaves.updatedAt });
  return row!.updatedAt;
}

/** The user's autosave of this post, or null. */
export async function getAutosave(db: Db, userId: string, draftKey: string): Promise<AutosaveEntry | null> {
  const [row] = await db
    .select()
    .from(postAutosaves)
    .where(and(eq(postAutosaves.userId, userId), eq(postAutosaves.draftKey, draftKey)));
  const values = row ? parseFormValues(row.values) : null;
  return row && values ? { values, savedAt: row.updatedAt.toISOString(), baseVersion: row.baseVersion } : null;
}

/** Forgets the user's autosave of this post (after a save, or when they discard it). */
export async function deleteAutosave(db: Db, userId: string, draftKey: string): Promise<void> {
  await db.delete(postAutosaves).where(and(eq(postAutosaves.userId, userId), eq(postAutosaves.draftKey, draftKey)));
}
