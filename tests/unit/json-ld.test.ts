import { describe, expect, it } from "vitest";
import { bookJsonLd, breadcrumbJsonLd, courseJsonLd, serializeJsonLd, teamJsonLd, websiteJsonLd } from "~/lib/seo/json-ld";
import type { PublicConfig } from "~/lib/identity/public-config";
import { structuredDataProblems } from "../support/google-structured-data";

const firm = { name: "Example Firm", url: "https://www.example.com" };

describe("serializeJsonLd", () => {
  it("leaves no character that could end the script element or open a comment", () => {
    const hostile = { name: "</script><script>alert(1)</script><!-- & \u2028\u2029" };
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("round-trips ordinary structured data unchanged", () => {
    const data = { "@type": "Thing", price: 499, nested: [true, null, { a: "b" }] };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe("courseJsonLd", () => {
  const chsa = {
    name: "CHSA Certification",
    description: "A credential.",
    url: "https://www.example.com/training/chsa",
    provider: firm,
    offers: [
      { name: "New Certification", price: 499, currency: "USD" },
      { name: "Annual Renewal", price: 95, currency: "USD" },
    ],
  };

  it("describes a schema.org Course with its provider, priced offers and the instance with the hours staff set, as Google requires", () => {
    const course = courseJsonLd({ ...chsa, delivery: { mode: "Online", workloadHours: 24 } });
    expect(course).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "CHSA Certification",
      provider: { "@type": "Organization", name: "Example Firm", url: "https://www.example.com" },
    });
    expect(course?.offers).toEqual([
      { "@type": "Offer", name: "New Certification", price: 499, priceCurrency: "USD", category: "Paid" },
      { "@type": "Offer", name: "Annual Renewal", price: 95, priceCurrency: "USD", category: "Paid" },
    ]);
    expect(course?.hasCourseInstance).toEqual([{ "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT24H" }]);
    expect(structuredDataProblems(course, "course")).toEqual([]);
  });

  it("gives no Course while the hours of coursework are not set: no workload is invented, no incomplete block published", () => {
    expect(courseJsonLd({ ...chsa, delivery: { mode: "Online", workloadHours: null } })).toBeNull();
  });

  it("gives no Course without a priced offer, which Google requires", () => {
    expect(courseJsonLd({ ...chsa, offers: [], delivery: { mode: "Online", workloadHours: 24 } })).toBeNull();
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1, with an address on every step but the current page", () => {
    const trail = breadcrumbJsonLd([{ name: "Resources", url: "https://www.example.com/resources" }, { name: "HDHP Amounts" }]);
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Resources", item: "https://www.example.com/resources" },
      { "@type": "ListItem", position: 2, name: "HDHP Amounts" },
    ]);
    expect(structuredDataProblems(trail, "trail")).toEqual([]);
  });
});

describe("teamJsonLd", () => {
  it("gives each member a Person working for the firm, leaving out what the page does not show", () => {
    const team = teamJsonLd(
      [
        { name: "Ann Lee", jobTitle: "Principal", image: "https://www.example.com/ann.webp", url: "https://www.example.com/team#member-ann-lee", sameAs: [] },
        { name: "Bo Ray", jobTitle: "Adviser", sameAs: ["https://www.linkedin.com/in/bo"] },
      ],
      firm,
    );
    expect(team["@graph"]).toEqual([
      {
        "@type": "Person",
        name: "Ann Lee",
        jobTitle: "Principal",
        image: "https://www.example.com/ann.webp",
        url: "https://www.example.com/team#member-ann-lee",
        worksFor: { "@type": "Organization", ...firm },
      },
      { "@type": "Person", name: "Bo Ray", jobTitle: "Adviser", sameAs: ["https://www.linkedin.com/in/bo"], worksFor: { "@type": "Organization", ...firm } },
    ]);
    expect(structuredDataProblems(team, "team")).toEqual([]);
  });
});

describe("websiteJsonLd", () => {
  it("names the site and its home page", () => {
    const identity = { siteName: "Example", legalName: "Example Consulting LLC", siteUrl: "https://www.example.com" } as PublicConfig;
    const site = websiteJsonLd(identity);
    expect(site).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Example",
      alternateName: "Example Consulting LLC",
      url: "https://www.example.com/",
    });
    expect(structuredDataProblems(site, "site")).toEqual([]);
  });
});

describe("bookJsonLd", () => {
  it("describes a schema.org Book written and published by the firm, with where to buy it", () => {
    const book = bookJsonLd({
      name: "The Guidebook",
      alternativeHeadline: "Rules and practice",
      description: "A reference.",
      url: "https://www.example.com/training/books",
      purchaseUrl: "https://books.example/guidebook",
      author: firm,
    });
    expect(book).toMatchObject({
      "@type": "Book",
      name: "The Guidebook",
      alternativeHeadline: "Rules and practice",
      author: { "@type": "Organization", name: "Example Firm" },
      publisher: { "@type": "Organization", name: "Example Firm" },
      offers: { "@type": "Offer", url: "https://books.example/guidebook" },
    });
  });
});
