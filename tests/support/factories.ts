import { eq } from "drizzle-orm";
import { adminUsers, media, posts } from "~/db/schema";
import type { PostInput } from "~/lib/blog/post-input";
import type { UserType } from "~/lib/users/user-types";
import { createSession, SYSTEM_ACTOR } from "~/services/auth";
import { createPost } from "~/services/blog";
import type { Db } from "~/services/platform";
import { createUser } from "~/services/users";

/** The password of every account the factories create unless told otherwise. */
export const TEST_PASSWORD = "Quiet-Harbor-Lamp-71";

export type TestUser = { username: string; userType?: UserType; email?: string | null; password?: string; active?: boolean; frozen?: boolean };

/** Creates an account through the users service (argon2 and all) and returns its id. */
export async function createTestUser(
  db: Db,
  { username, userType = "user", email = null, password = TEST_PASSWORD, active, frozen }: TestUser,
): Promise<string> {
  const { id } = await createUser(db, SYSTEM_ACTOR, { username, email, password, userType }, new Date());
  if (active !== undefined || frozen !== undefined) await db.update(adminUsers).set({ active, frozen }).where(eq(adminUsers.id, id));
  return id;
}

/** Starts a session of the user and returns its token (the cookie's value before signing). */
export function createTestSession(
  db: Db,
  userId: string,
  { now = new Date(), ipAddress = "127.0.0.1", userAgent = "vitest" }: { now?: Date; ipAddress?: string | null; userAgent?: string | null } = {},
): Promise<string> {
  return createSession(db, { userId, ipAddress, userAgent, now });
}

/** Saves a post through the blog service (validated and sanitized); unset fields get plain defaults. */
export function createTestPost(db: Db, overrides: Partial<PostInput> = {}): Promise<{ id: string; slug: string }> {
  return createPost(db, { title: "Test post", content: "<p>x</p>", category: "Compliance", ...overrides });
}

/**
 * Writes a post row as it is, past the service's validation and sanitizing, as a bad import or a
 * direct database edit would.
 */
export async function insertRawPost(db: Db, values: Partial<typeof posts.$inferInsert> & { slug: string }): Promise<string> {
  const [row] = await db
    .insert(posts)
    .values({ title: "Raw post", date: "2030-01-01", content: "<p>x</p>", category: "Compliance", ...values })
    .returning({ id: posts.id });
  return row!.id;
}

/** A library image row for `hash` (no files): enough for content that shows /media/<hash>/... to be saved. */
export async function insertTestMedia(db: Db, hash: string, originalName = `${hash.slice(0, 8)}.png`): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({ hash, mimeType: "image/png", sizeBytes: 1000, width: 1600, height: 900, originalName })
    .onConflictDoNothing()
    .returning({ id: media.id });
  return row?.id ?? "";
}
