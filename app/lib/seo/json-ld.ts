/**
 * JSON-LD for <script type="application/ld+json">: structured-data builders and a serializer that
 * is safe to place inside an HTML script element.
 */

import type { PublicConfig } from "../identity/public-config";
import { HOME_PATH } from "../site/public-paths";
import { absoluteUrl } from "./seo";

export type JsonLdValue = string | number | boolean | null | readonly JsonLdValue[] | { readonly [key: string]: JsonLdValue };
export type JsonLdObject = { readonly [key: string]: JsonLdValue };

const UNSAFE_IN_SCRIPT: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON text in which no "<", ">" or "&" appears, so "</script>" or "<!--" in a value cannot break out. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
}

export type Organization = { readonly name: string; readonly url: string };

function organization({ name, url }: Organization): JsonLdObject {
  return { "@type": "Organization", name, url };
}

export type CourseOffer = { readonly name: string; readonly price: number; readonly currency: string };

export type CourseInput = {
  readonly name: string;
  readonly description: string;
  /** Absolute URL of the course page. */
  readonly url: string;
  readonly provider: Organization;
  readonly offers: readonly CourseOffer[];
};

/** schema.org Course with its priced offers. */
export function courseJsonLd({ name, description, url, provider, offers }: CourseInput): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name,
    description,
    url,
    provider: organization(provider),
    offers: offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      price: offer.price,
      priceCurrency: offer.currency,
      category: "Paid",
    })),
  };
}

export type BookInput = {
  readonly name: string;
  readonly alternativeHeadline: string;
  readonly description: string;
  /** Absolute URL of the page describing the book. */
  readonly url: string;
  /** Where the book can be bought. */
  readonly purchaseUrl: string;
  readonly author: Organization;
};

/** schema.org Organization for the home page, built only from configured identity values. */
export function organizationJsonLd(identity: PublicConfig, description: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: identity.siteName,
    legalName: identity.legalName,
    url: absoluteUrl(identity.siteUrl, HOME_PATH),
    logo: absoluteUrl(identity.siteUrl, "/favicon.svg"),
    email: identity.contactEmail,
    description,
    sameAs: [identity.linkedinUrl],
    contactPoint: [{ "@type": "ContactPoint", contactType: "customer service", email: identity.contactEmail }],
  };
}

/** schema.org Book, written and published by the firm. */
export function bookJsonLd({ name, alternativeHeadline, description, url, purchaseUrl, author }: BookInput): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Book",
    name,
    alternativeHeadline,
    description,
    url,
    inLanguage: "en-US",
    author: organization(author),
    publisher: organization(author),
    offers: { "@type": "Offer", url: purchaseUrl, availability: "https://schema.org/InStock" },
  };
}
