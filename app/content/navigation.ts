/**
 * Header menu and footer links of the public site, in the order they are shown.
 */
import type { Link, LinkGroup } from "./types";

export const HOME_LINK: Link = { label: "Home", href: "/" };
export const TEAM_LINK: Link = { label: "Team", href: "/team" };
export const NEWSLETTER_LINK: Link = { label: "Newsletter", href: "/newsletter" };
export const CONTACT_LINK: Link = { label: "Contact Us", href: "/contact" };

export const SERVICE_LINKS: readonly Link[] = [
  { label: "Go-to-Market Strategy", href: "/services/gtm" },
  { label: "Operations", href: "/services/operations" },
  { label: "Compliance", href: "/services/compliance" },
  { label: "Non-Bank Trustee", href: "/services/nbt" },
];

export const CERTIFICATION_LINKS: readonly Link[] = [
  { label: "Overview", href: "/training/overview" },
  { label: "CHSA", href: "/training/chsa" },
  { label: "HSAe", href: "/training/hsae" },
  { label: "Books", href: "/training/books" },
];

export const RESOURCE_LINKS: readonly Link[] = [
  { label: "HSA Learning Center", href: "/resources/learning-center" },
  { label: "Contribution Limits", href: "/resources/contribution-limits" },
  { label: "HDHP Amounts", href: "/resources/hdhp-amounts" },
  { label: "History of HSA Rules", href: "/resources/hsa-history" },
  { label: "HSA Providers", href: "/resources/providers" },
  { label: "IRS & Treasury Rules", href: "/irs-treasury-rules-regulations" },
  { label: "HSA Legislation", href: "/hsa-legislation" },
];

export type HeaderEntry =
  { readonly kind: "link"; readonly link: Link } | { readonly kind: "dropdown"; readonly id: string; readonly label: string; readonly links: readonly Link[] };

/**
 * Header menu entries in display order, Contact Us aside: the header shows Contact Us as a button
 * after them (from 768 px up), and the narrow-screen menu leaves it out.
 */
export const MENU_ENTRIES: readonly HeaderEntry[] = [
  { kind: "link", link: HOME_LINK },
  { kind: "dropdown", id: "services", label: "Services", links: SERVICE_LINKS },
  { kind: "link", link: TEAM_LINK },
  { kind: "dropdown", id: "certifications", label: "Certifications", links: CERTIFICATION_LINKS },
  { kind: "dropdown", id: "resources", label: "Resources", links: RESOURCE_LINKS },
  { kind: "link", link: NEWSLETTER_LINK },
];

/** Footer columns: services, training and certification, resources, company and legal links. */
export const FOOTER_LINK_GROUPS: readonly LinkGroup[] = [
  {
    title: "Services",
    links: SERVICE_LINKS,
  },
  {
    title: "Training & Certification",
    links: [
      { label: "CHSA Certification", href: "/training/chsa" },
      { label: "HSAe Training", href: "/training/hsae" },
      { label: "HSA Publications", href: "/training/books" },
    ],
  },
  {
    title: "Resources",
    links: RESOURCE_LINKS,
  },
  {
    title: "Company",
    links: [HOME_LINK, TEAM_LINK, { label: "Blog & Newsletters", href: "/blog" }],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of Service", href: "/terms-of-service" },
      { label: "Privacy Policy", href: "/privacy-policy" },
    ],
  },
];

export const FOOTER_TAGLINE =
  "{firm} is the recognized and sought-after expert on health savings accounts: the trusted authority that HSA administrators, banks, TPAs and benefits innovators turn to when the rules, the operations and the stakes are complex.";

export const FOOTER_FEATURED_HEADING = "Featured Articles";
export const FOOTER_FEATURED_EMPTY = "No featured articles yet. Mark articles as featured in the Admin Dashboard.";
export const FOOTER_CONTACT_HEADING = "Contact";
export const FOOTER_LINKEDIN_LABEL = "Follow us on LinkedIn";
/** The page prepends "© {current year} {firm}." */
export const FOOTER_RIGHTS = "All rights reserved.";
