import { type JsonLdObject, logoUrl } from "~/lib/seo/json-ld";
import { absoluteUrl } from "~/lib/seo/seo";
import type { PublicConfig } from "~/lib/identity/public-config";
import { stableDate } from "~/lib/core/dates";
import { DEFAULT_POST_IMAGE } from "./rules";
import type { PostSummary } from "./types";
import { postPath } from "~/lib/site/public-paths";

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(post: PostSummary, identity: PublicConfig): JsonLdObject {
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
    publisher: {
      "@type": "Organization",
      name: identity.legalName,
      url: identity.siteUrl,
      logo: { "@type": "ImageObject", url: logoUrl(identity) },
    },
  };
}
