import { describe, expect, it } from "vitest";
import { NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import type { PublicConfig } from "~/lib/public-config";

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

const find = (tags: ReturnType<typeof contentPageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("contentPageMeta", () => {
  it("takes title and description from the page table, fills the firm's name and sets the canonical URL", () => {
    const tags = contentPageMeta(identity, "/training/books", NOT_FOUND_META);
    expect(tags).toContainEqual({ title: "HSA Publications | Example HSA" });
    expect(find(tags, "name", "description")?.content).toBe(
      "HSA publications from Example HSA: a practical guidebook for HSA professionals, bulk orders and custom publications.",
    );
    expect(find(tags, "rel", "canonical")?.href).toBe("https://www.example.com/training/books");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("titles resource details by their key, and falls back to noindex texts for unknown paths", () => {
    expect(contentPageMeta(identity, "/resources/contribution-limits", NOT_FOUND_META)).toContainEqual({
      title: "Contribution limits | Example HSA",
    });
    const unknown = contentPageMeta(identity, "/services/unknown", NOT_FOUND_META);
    expect(unknown).toContainEqual({ title: `${NOT_FOUND_META.title} | Example HSA` });
    expect(find(unknown, "name", "robots")?.content).toBe("noindex");
  });
});
