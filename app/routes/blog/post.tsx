import { data, redirect } from "react-router";
import { PostPageView } from "~/components/blog/post-page-view";
import { fallbackHeaders } from "~/lib/blog/fallback-headers";
import { postPageMeta } from "~/lib/blog/post-page-meta";
import { NEWSLETTER_PATH, postPath, RSS_FEED_PATH } from "~/lib/site/public-paths";
import { identityFromMatches } from "~/lib/identity/root-data";
import { findMovedPostSlug, getPostPage } from "~/services/blog";
import type { Route } from "./+types/post";

export const links: Route.LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", href: RSS_FEED_PATH, title: "Blog & Newsletter RSS feed" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await getPostPage(context.database.db, params.slug, context.log);
  if (!page) {
    // An address the post was published under before its slug changed leads to where it is now.
    const moved = await findMovedPostSlug(context.database.db, params.slug, context.log);
    // A post that does not exist replaces the visit with the list.
    throw moved ? redirect(postPath(moved), 301) : redirect(NEWSLETTER_PATH);
  }
  return data(page, { headers: fallbackHeaders(page.usedFallback) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => (data ? postPageMeta(identityFromMatches(matches), data.post) : []);

export default function PostPage({ loaderData }: Route.ComponentProps) {
  return <PostPageView {...loaderData} />;
}
