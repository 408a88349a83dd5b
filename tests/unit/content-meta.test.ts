import { describe, expect, it } from "vitest";
import { seoContent } from "~/content/seo";
import type { PublicConfig } from "~/lib/identity/public-config";
import type { ContentType } from "~/lib/site-content/content-type";
import { pageMeta } from "~/lib/seo/seo";
import { PUBLIC_STATIC_PATHS } from "~/lib/site/public-paths";
import { type ContentReader, resolvePageMeta } from "~/services/site";

const identity: PublicConfig = {
  siteName: "Example HSA",
  legalName: "Example HSA, LLC",
  contactEmail: "info@example.com",
  privacyEmail: "privacy@example.com",
  linkedinUrl: "https://www.linkedin.com/company/example",
  newsletterFormUrl: "https://forms.example.com",
  coursePlatformUrl: "https://learn.example.com",
  bookRetailerUrl: "https://books.example.com",
  partnerStoreUrl: "https://store.example.com",
  siteUrl: "https://www.example.com",
  analyticsId: null,
};

/** Reads the built-in content, as a fresh database shows it, and records which documents were read. */
function builtIn(reads: string[] = []): ContentReader {
  return async <Data>(type: ContentType<Data>, key = type.documents[0]!.key) => {
    reads.push(`${type.id}/${key}`);
    const document = type.documents.find((candidate) => candidate.key === key);
    if (!document) throw new Error(`no document ${type.id}/${key}`);
    return document.defaults;
  };
}

const metaOf = (path: string, fallback?: Parameters<typeof resolvePageMeta>[3]) => resolvePageMeta(builtIn(), identity, path, fallback);

describe("resolvePageMeta", () => {
  it("takes title and description from the page's search document and fills in the firm's name", async () => {
    expect(await metaOf("/training/books")).toEqual({
      title: "HSA Publications",
      description: "HSA publications from Example HSA: a practical guidebook for HSA professionals, bulk orders and custom publications.",
      path: "/training/books",
    });
    expect(await metaOf("/")).toEqual({ description: expect.stringMatching(/^Example HSA is an independent HSA consulting/), path: "/" });
  });

  it("titles resource details as their headings read, HSA and IRS in capitals", async () => {
    expect((await metaOf("/resources/contribution-limits")).title).toBe("HSA Contribution Limits");
    expect((await metaOf("/resources/hsa-history")).title).toBe("History of HSA Rules");
    expect((await metaOf("/resources/irs-treasury")).title).toBe("IRS & Treasury Resources");
    expect((await metaOf("/resources")).title).toBe("HSA Resources");
  });

  it("reads one document: the page's own", async () => {
    const reads: string[] = [];
    await resolvePageMeta(builtIn(reads), identity, "/team");
    expect(reads).toEqual(["seo/team"]);
  });

  it("gives addresses no page answers the not-found texts, or the given ones, marked noindex", async () => {
    expect(await metaOf("/services/unknown")).toEqual({
      title: "Page Not Found",
      description: "The page you are looking for does not exist or has moved.",
      path: "/services/unknown",
      noindex: true,
    });
    expect(await metaOf("/resources/nope", { title: "Resource Not Found", description: "Gone." })).toMatchObject({
      title: "Resource Not Found",
      noindex: true,
    });
  });

  it("has a search document for every public page", () => {
    const described = new Set(seoContent.documents.flatMap((document) => document.pages));
    expect(PUBLIC_STATIC_PATHS.filter((path) => path !== "/blog" && !described.has(path))).toEqual([]);
  });

  it("feeds pageMeta the canonical URL of the page", async () => {
    const tags = pageMeta({ identity, ...(await metaOf("/hsa-legislation")) });
    expect(tags).toContainEqual({ title: "HSA Legislation | Example HSA" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.com/hsa-legislation" });
  });
});
