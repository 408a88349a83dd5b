import { describe, expect, it } from "vitest";
import { bookJsonLd, courseJsonLd, serializeJsonLd } from "~/lib/seo/json-ld";

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
  it("describes a schema.org Course with its provider and priced offers", () => {
    const course = courseJsonLd({
      name: "CHSA Certification",
      description: "A credential.",
      url: "https://www.example.com/training/chsa",
      provider: firm,
      offers: [
        { name: "New Certification", price: 499, currency: "USD" },
        { name: "Annual Renewal", price: 95, currency: "USD" },
      ],
    });
    expect(course).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "CHSA Certification",
      provider: { "@type": "Organization", name: "Example Firm", url: "https://www.example.com" },
    });
    expect(course.offers).toEqual([
      { "@type": "Offer", name: "New Certification", price: 499, priceCurrency: "USD", category: "Paid" },
      { "@type": "Offer", name: "Annual Renewal", price: 95, priceCurrency: "USD", category: "Paid" },
    ]);
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
