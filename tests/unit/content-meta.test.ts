import { describe, expect, it } from "vitest";
import { NOT_FOUND_META, RESOURCE_NOT_FOUND_META } from "~/content/seo";
import { resolvePageMeta } from "~/services/site";
import type { PublicConfig } from "~/lib/identity/public-config";
import { pageMeta } from "~/lib/seo/seo";

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

describe("resolvePageMeta", () => {
  it("takes title and description from the page table and fills in the firm's name", () => {
    expect(resolvePageMeta(identity, "/training/books")).toEqual({
      title: "HSA Publications",
      description: "HSA publications from Example HSA: a practical guidebook for HSA professionals, bulk orders and custom publications.",
      path: "/training/books",
    });
  });

  it("titles resource details as their headings read, HSA and IRS in capitals", () => {
    expect(resolvePageMeta(identity, "/resources/contribution-limits").title).toBe("HSA Contribution Limits");
    expect(resolvePageMeta(identity, "/resources/hsa-history").title).toBe("History of HSA Rules");
    expect(resolvePageMeta(identity, "/resources/irs-treasury").title).toBe("IRS & Treasury Resources");
    expect(resolvePageMeta(identity, "/resources").title).toBe("HSA Resources");
  });

  it("falls back to the given texts, marked noindex, for paths without an entry", () => {
    expect(resolvePageMeta(identity, "/services/unknown")).toEqual({ ...NOT_FOUND_META, path: "/services/unknown", noindex: true });
    expect(resolvePageMeta(identity, "/resources/nope", RESOURCE_NOT_FOUND_META)).toMatchObject({ title: "Resource Not Found", noindex: true });
  });

  it("feeds pageMeta the canonical URL of the page", () => {
    const tags = pageMeta({ identity, ...resolvePageMeta(identity, "/hsa-legislation") });
    expect(tags).toContainEqual({ title: "HSA Legislation | Example HSA" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.com/hsa-legislation" });
  });
});
