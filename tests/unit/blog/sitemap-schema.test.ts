import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { buildSitemap, sitemapEntries } from "~/lib/seo/sitemap";
import type { PostSummary } from "~/lib/blog/types";

const schema = readFileSync(path.resolve(import.meta.dirname, "../../support/sitemap-0.9.xsd"), "utf8");

async function validate(xml: string) {
  return validateXML({ xml: [{ fileName: "sitemap.xml", contents: xml }], schema: [{ fileName: "sitemap.xsd", contents: schema }] });
}

const post = (slug: string): PostSummary => ({
  id: slug,
  legacyId: null,
  slug,
  title: slug,
  date: "2024-01-01",
  excerpt: "",
  image: null,
  category: "Compliance",
  type: null,
  url: null,
  readMoreLink: null,
  featured: false,
  tags: [],
  updatedAt: "2024-02-03T04:05:06.789Z",
});

describe("sitemap against the sitemaps.org schema", () => {
  it("is valid with every page and post, even with odd characters in slugs, with and without lastmod", async () => {
    const xml = buildSitemap("https://www.example.com", sitemapEntries([post("plain"), post("a&b<c>'\"")], new Map([["/team", "2024-05-01T00:00:00.000Z"]])));
    expect(xml).toContain("<loc>https://www.example.com/contact</loc>\n  </url>");
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("the validator does reject a broken sitemap", async () => {
    const result = await validate(
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>',
    );
    expect(result.valid).toBe(false);
  });
});
