import type { MetaDescriptor } from "react-router";
import type { PublicConfig } from "../identity/public-config";

/** Self-hosted social card, 1200x630 as the Open Graph and Twitter cards expect. */
export const SOCIAL_IMAGE = { path: "/images/og/default.png", width: 1200, height: 630 } as const;

export type PageMetaInput = {
  identity: PublicConfig | undefined;
  /** Page title without the site name; omit on the home page. */
  title?: string;
  description: string;
  /** Path of the canonical URL, e.g. "/team". Query strings never belong here. */
  path: string;
  image?: { path: string; width: number; height: number; alt?: string };
  type?: "website" | "article";
  noindex?: boolean;
};

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta({ identity, title, description, path, image = SOCIAL_IMAGE, type = "website", noindex }: PageMetaInput): MetaDescriptor[] {
  const siteName = identity?.siteName ?? "";
  const siteUrl = identity?.siteUrl ?? "";
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const url = absoluteUrl(siteUrl, path);
  const imageUrl = absoluteUrl(siteUrl, image.path);
  const imageAlt = ("alt" in image && image.alt) || siteName;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}
