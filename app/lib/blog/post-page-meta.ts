import type { MetaDescriptor } from "react-router";
import type { PublicConfig } from "~/lib/identity/public-config";
import { pageMeta } from "~/lib/seo/seo";
import { postPath } from "~/lib/site/public-paths";
import { DEFAULT_POST_IMAGE } from "./rules";
import type { BlogPost } from "./types";

/**
 * A post page's title, description and social tags: the post's search fields when set, else its
 * title and excerpt; robots noindex when the post is hidden from search engines (or `forceNoindex`).
 */
export function postPageMeta(identity: PublicConfig | undefined, post: BlogPost, { forceNoindex = false }: { forceNoindex?: boolean } = {}): MetaDescriptor[] {
  return [
    ...pageMeta({
      identity,
      title: post.metaTitle || post.title,
      description: post.metaDescription || post.excerpt,
      path: postPath(post.slug),
      image: { path: post.image ?? DEFAULT_POST_IMAGE, width: 1200, height: 630, alt: post.title },
      type: "article",
      noindex: forceNoindex || Boolean(post.noindex),
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}
