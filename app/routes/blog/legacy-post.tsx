import { redirect } from "react-router";
import { NEWSLETTER_PATH, postPath } from "~/lib/site/public-paths";
import { findSlugByPostId } from "~/services/blog";
import type { Route } from "./+types/legacy-post";

/** Old address /blog/{id} (a UUID or a sample's legacy id): permanently moved to /newsletter/{slug}. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = await findSlugByPostId(context.database.db, params.postId, context.log);
  if (!slug) throw redirect(NEWSLETTER_PATH);
  throw redirect(postPath(slug), 301);
}

export default function LegacyPost() {
  return null;
}
