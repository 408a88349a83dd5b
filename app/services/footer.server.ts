import { desc, eq } from "drizzle-orm";
import { posts } from "~/db/schema";
import { FOOTER_FEATURED_MAX } from "~/content/ui-limits";
import type { Db } from "./db.server";

export type FooterFeaturedPost = { id: string; title: string };

/** The newest featured posts for the footer's Featured Articles block. */
export async function listFooterFeaturedPosts(db: Db): Promise<FooterFeaturedPost[]> {
  return db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(eq(posts.featured, true))
    .orderBy(desc(posts.date), desc(posts.createdAt))
    .limit(FOOTER_FEATURED_MAX);
}
