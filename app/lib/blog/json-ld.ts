import { absoluteUrl } from "~/lib/seo";
import type { PublicConfig } from "~/lib/public-config";
import { stableDate } from "./dates";
import { DEFAULT_POST_IMAGE } from "./rules";
import type { PostSummary } from "./types";
import { postPath } from "~/lib/public-paths";

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(post: PostSummary, identity: PublicConfig) {
  const url = absoluteUrl(identity.siteUrl, postPath(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(identity.siteUrl, post.image ?? DEFAULT_POST_IMAGE)],
    datePublished: stableDate(post.date).toISOString(),
    dateModified: post.updatedAt,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: { "@type": "Organization", name: identity.siteName, url: identity.siteUrl },
    publisher: { "@type": "Organization", name: identity.legalName, url: identity.siteUrl },
  };
}

/** JSON for a <script> element: "<" escaped so no value can end the element early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
