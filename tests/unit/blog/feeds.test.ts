import { describe, expect, it } from "vitest";
import { buildRssFeed } from "~/lib/blog/rss-feed";
import { buildRobotsTxt } from "~/lib/seo/robots";
import { buildSitemap, contentChangeByPage, sitemapEntries, sitemapLastModified } from "~/lib/seo/sitemap";
import { blogPostingJsonLd } from "~/lib/blog/json-ld";
import { serializeJsonLd } from "~/lib/seo/json-ld";
import { PUBLIC_STATIC_PATHS } from "~/lib/site/public-paths";
import type { PostSummary } from "~/lib/blog/types";

const post: PostSummary = {
  id: "6fa459ea-ee8a-4ca4-894e-db77e160355e",
  legacyId: null,
  slug: "limits-<2024>",
  title: 'Limits & "rules" </script>',
  date: "2024-03-15",
  excerpt: "Excerpt <b>",
  image: null,
  category: "Compliance",
  type: null,
  url: null,
  readMoreLink: null,
  featured: false,
  tags: ["A", "B"],
  updatedAt: "2024-03-16T10:00:00.000Z",
};

describe("sitemap", () => {
  it("lists every public page at its canonical address and every post", () => {
    const entries = sitemapEntries([post], new Map());
    expect(entries.map((entry) => entry.path)).toEqual([...PUBLIC_STATIC_PATHS.filter((path) => path !== "/blog"), "/newsletter/limits-%3C2024%3E"]);
    const xml = buildSitemap("https://www.example.com", entries);
    expect(xml).toContain("<loc>https://www.example.com/contact</loc>");
    expect(xml).not.toContain("<loc>https://www.example.com/blog</loc>");
    expect(xml).toContain("<lastmod>2024-03-16T10:00:00.000Z</lastmod>");
  });

  it("dates each page by its own content's last publish, the list by its newest post, and leaves built-in pages undated", () => {
    const changes = contentChangeByPage([
      { pages: ["/team", "/"], publishedAt: "2026-01-02T00:00:00.000Z" },
      { pages: ["/team"], publishedAt: "2026-03-04T00:00:00.000Z" },
      { pages: ["/newsletter"], publishedAt: "2023-01-01T00:00:00.000Z" },
      { pages: ["/contact"], publishedAt: null },
    ]);
    const entries = sitemapEntries([post], changes);
    const lastmod = (path: string) => entries.find((entry) => entry.path === path)!.lastmod;
    expect(lastmod("/team")).toBe("2026-03-04T00:00:00.000Z");
    expect(lastmod("/")).toBe("2026-01-02T00:00:00.000Z");
    expect(lastmod("/newsletter")).toBe(post.updatedAt);
    expect(lastmod("/contact")).toBeNull();
    expect(lastmod("/privacy-policy")).toBeNull();
    expect(buildSitemap("https://www.example.com", entries)).toContain("<loc>https://www.example.com/contact</loc>\n  </url>");
    expect(sitemapLastModified(entries)).toBe("2026-03-04T00:00:00.000Z");
    expect(sitemapLastModified(sitemapEntries([], new Map()))).toBeNull();
  });
});

describe("robots.txt", () => {
  it("allows the site, disallows /svcs/ and names the sitemap", () => {
    expect(buildRobotsTxt("https://www.example.com")).toBe("User-agent: *\nAllow: /\nDisallow: /svcs/\n\nSitemap: https://www.example.com/sitemap.xml\n");
  });
});

describe("RSS feed", () => {
  it("escapes every value", () => {
    const xml = buildRssFeed({ siteUrl: "https://www.example.com", siteName: "Firm", posts: [post] });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Limits &amp; &quot;rules&quot; &lt;/script&gt;</title>");
    expect(xml).toContain("<description>Excerpt &lt;b&gt;</description>");
    expect(xml).toContain("<pubDate>Fri, 15 Mar 2024 12:00:00 GMT</pubDate>");
  });
});

describe("JSON-LD", () => {
  it("describes a BlogPosting and cannot end its script element", () => {
    const identity = { siteName: "Firm", legalName: "Firm LLC", siteUrl: "https://www.example.com" } as Parameters<typeof blogPostingJsonLd>[1];
    const json = serializeJsonLd(blogPostingJsonLd(post, identity));
    expect(json).not.toContain("</script>");
    const parsed = JSON.parse(json);
    expect(parsed["@type"]).toBe("BlogPosting");
    expect(parsed.headline).toBe(post.title);
    expect(parsed.image[0]).toBe("https://www.example.com/images/blog/default.jpg");
    expect(parsed.publisher).toMatchObject({
      "@type": "Organization",
      name: "Firm LLC",
      logo: { "@type": "ImageObject", url: "https://www.example.com/favicon.svg" },
    });
  });
});
