import type { PublicConfig } from "./public-config";
import { absoluteUrl } from "./seo";

/** schema.org Organization for the home page, built only from configured identity values. */
export function organizationJsonLd(identity: PublicConfig, description: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: identity.siteName,
    legalName: identity.legalName,
    url: absoluteUrl(identity.siteUrl, "/"),
    logo: absoluteUrl(identity.siteUrl, "/favicon.svg"),
    email: identity.contactEmail,
    description,
    sameAs: [identity.linkedinUrl],
    contactPoint: [{ "@type": "ContactPoint", contactType: "customer service", email: identity.contactEmail }],
  };
}
