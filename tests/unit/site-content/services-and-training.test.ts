import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CONTENT_TYPES } from "~/content/registry";
import { servicePageTextsContent, servicesContent } from "~/content/services";
import { booksContent, chsaContent, hsaeContent, trainingOverviewContent } from "~/content/training";
import { documentId } from "~/lib/site-content/content-type";
import { contentFieldErrors } from "~/lib/site-content/field-paths";

const TYPES = [servicesContent, servicePageTextsContent, trainingOverviewContent, chsaContent, hsaeContent, booksContent];

type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };
const copyOf = <Data>(data: Data) => structuredClone(data) as Mutable<Data>;
const errorsOf = (type: { schema: z.ZodType }, data: unknown) => {
  const parsed = type.schema.safeParse(data);
  return parsed.success ? {} : contentFieldErrors(parsed.error);
};

describe("services and training content", () => {
  it("keeps every built-in document exactly as its own schema stores it", () => {
    for (const type of TYPES) {
      for (const document of type.documents) {
        const parsed = type.schema.safeParse(document.defaults);
        expect(parsed.error?.issues ?? [], `${type.id}/${document.key}`).toEqual([]);
        expect(parsed.data, `${type.id}/${document.key}`).toEqual(document.defaults);
      }
    }
  });

  it("lists each type once in the Site Content section, the four services as documents of one type", () => {
    const ids = CONTENT_TYPES.map((type) => type.id);
    for (const type of TYPES) expect(ids.filter((id) => id === type.id)).toEqual([type.id]);
    expect(servicesContent.documents.map((document) => documentId(servicesContent, document.key))).toEqual([
      "service/gtm",
      "service/operations",
      "service/compliance",
      "service/nbt",
    ]);
    expect(servicesContent.documents.map((document) => document.label)).toEqual(["Go-to-Market Strategy", "Operations", "Compliance", "Non-Bank Trustee"]);
    expect(servicesContent.documents.map((document) => document.pages)).toEqual([
      ["/services/gtm"],
      ["/services/operations"],
      ["/services/compliance"],
      ["/services/nbt"],
    ]);
    expect(trainingOverviewContent.documents[0]!.pages).toEqual(["/training/overview", "/training/chsa", "/training/hsae"]);
    expect(CONTENT_TYPES.filter((type) => TYPES.some((ours) => ours.id === type.id)).every((type) => type.group === "Services and training")).toBe(true);
  });

  it("refuses a price of nothing unless the option is priced on request", () => {
    const chsa = copyOf(chsaContent.documents[0]!.defaults);
    chsa.pricing[1]!.amount = 0;
    expect(errorsOf(chsaContent, chsa)).toEqual({ "pricing.1.amount": "Enter the price, or mark the option as priced on request" });
    chsa.pricing[1]!.onRequest = true;
    expect(errorsOf(chsaContent, chsa)).toEqual({});
    const hsae = copyOf(hsaeContent.documents[0]!.defaults);
    hsae.pricing[0]!.amount = -795;
    expect(errorsOf(hsaeContent, hsae)).toEqual({ "pricing.0.amount": "Price in dollars cannot be negative" });
    hsae.pricing[0]!.amount = 849.5;
    expect(errorsOf(hsaeContent, hsae)).toEqual({});
  });

  it("refuses an entry that repeats another of its list, at the repeated entry", () => {
    const chsa = copyOf(chsaContent.documents[0]!.defaults);
    chsa.pricing[2]!.name = " new certification ";
    chsa.process[4]!.title = "Enroll";
    expect(errorsOf(chsaContent, chsa)).toEqual({
      "pricing.2.name": "This price option is already in the list",
      "process.4.title": "This step is already in the list",
    });

    const service = copyOf(servicesContent.documents[2]!.defaults);
    service.benefits.push({ ...service.benefits[0]! });
    service.features[3]!.title = service.features[0]!.title;
    expect(errorsOf(servicesContent, service)).toEqual({
      "features.3.title": "This feature is already in the list",
      "benefits.6.text": "This benefit is already in the list",
    });

    const books = copyOf(booksContent.documents[0]!.defaults);
    books.guidebook.inside[8]!.text = books.guidebook.inside[0]!.text.toUpperCase();
    expect(errorsOf(booksContent, books)).toEqual({ "guidebook.inside.8.text": "This topic is already in the list" });

    const overview = copyOf(trainingOverviewContent.documents[0]!.defaults);
    overview.cards[1]!.link = overview.cards[0]!.link;
    expect(errorsOf(trainingOverviewContent, overview)).toEqual({ "cards.1.link": "This link is already in the list" });
  });

  it("refuses an unknown icon, an unsafe link, a picture from elsewhere and a list over its limit", () => {
    const service = copyOf(servicesContent.documents[0]!.defaults);
    (service as { icon: string }).icon = "Skull";
    service.headerImage.src = "https://elsewhere.example/x.png";
    service.benefits = Array.from({ length: 13 }, (_, index) => ({ text: `Benefit ${index}` }));
    expect(errorsOf(servicesContent, service)).toEqual({
      icon: "Choose one of the icon options",
      "headerImage.src": "Choose image from the media library",
      benefits: "Key benefits can have at most 12 entries",
    });
    const overview = copyOf(trainingOverviewContent.documents[0]!.defaults);
    overview.cards[0]!.link = "javascript:alert(1)";
    expect(errorsOf(trainingOverviewContent, overview)).toEqual({ "cards.0.link": "Link must be an https:// address or a site path starting with /" });
  });

  it("lets a picture be decoration (no description) and a feature go without one", () => {
    const service = copyOf(servicesContent.documents[0]!.defaults);
    expect(service.sideImage.alt).toBe("");
    expect(service.features.every((feature) => feature.picture.src === "")).toBe(true);
    service.features[0]!.picture = { src: "/media/abc/feature.webp", alt: "" };
    expect(errorsOf(servicesContent, service)).toEqual({});
    service.headerImage.src = "";
    expect(errorsOf(servicesContent, service)).toEqual({ "headerImage.src": "Image is required" });
  });
});
