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

/** How a course is given: its delivery (schema.org courseMode) and the hours it takes in all (null: not stated by the firm). */
export type CourseDelivery = { readonly mode: string; readonly workloadHours: number | null };

export type CourseInput = {
  readonly name: string;
  readonly description: string;
  /** Absolute URL of the course page. */
  readonly url: string;
  readonly provider: Organization;
  readonly offers: readonly CourseOffer[];
  readonly delivery: CourseDelivery;
};

/**
 * schema.org Course with its priced offers and its instance (delivery and workload), as Google's
 * course info rich result asks (developers.google.com/search/docs/appearance/structured-data/course-info):
 * the workload as an ISO 8601 duration. Null when the course lacks what Google requires (a priced
 * offer, the hours of coursework): no block rather than an incomplete one or an invented workload
 * (decision 053).
 */
export function courseJsonLd({ name, description, url, provider, offers, delivery }: CourseInput): JsonLdObject | null {
  if (delivery.workloadHours === null || offers.length === 0) return null;
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
    hasCourseInstance: [{ "@type": "CourseInstance", courseMode: delivery.mode, courseWorkload: `PT${delivery.workloadHours}H` }],
  };
}

/** One step of a breadcrumb trail: its name, and its absolute URL (the current page, last, may go without). */
export type BreadcrumbStep = { readonly name: string; readonly url?: string };

/** schema.org BreadcrumbList of a trail shown on the page, top first. */
export function breadcrumbJsonLd(steps: readonly BreadcrumbStep[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      ...(step.url ? { item: step.url } : {}),
    })),
  };
}

export type PersonInput = {
  readonly name: string;
  readonly jobTitle: string;
  /** Absolute URLs; absent when the page shows none. */
  readonly image?: string;
  readonly url?: string;
  readonly sameAs?: readonly string[];
};

/** schema.org Person for each member of the team, working for the firm. */
export function teamJsonLd(members: readonly PersonInput[], employer: Organization): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@graph": members.map((member) => ({
      "@type": "Person",
      name: member.name,
      jobTitle: member.jobTitle,
      ...(member.image ? { image: member.image } : {}),
      ...(member.url ? { url: member.url } : {}),
      ...(member.sameAs?.length ? { sameAs: member.sameAs } : {}),
      worksFor: organization(employer),
    })),
  };
}

/** schema.org WebSite for the home page: the site's name as search results show it (developers.google.com/search/docs/appearance/site-names). */
export function websiteJsonLd(identity: PublicConfig): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: identity.siteName,
    alternateName: identity.legalName,
    url: absoluteUrl(identity.siteUrl, HOME_PATH),
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

/** The firm's logo for structured data (the Organization's logo, a post's publisher): self-hosted, absolute. */
export const logoUrl = (identity: Pick<PublicConfig, "siteUrl">) => absoluteUrl(identity.siteUrl, "/favicon.svg");

/** schema.org Organization for the home page, built only from configured identity values. */
export function organizationJsonLd(identity: PublicConfig, description: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: identity.siteName,
    legalName: identity.legalName,
    url: absoluteUrl(identity.siteUrl, HOME_PATH),
    logo: logoUrl(identity),
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
