/**
 * Header menu and footer links of the public site, in the order they are shown. They follow the
 * routes, so they stay code; the footer's words are site content (./footer.ts).
 */
import {
  APHSA_PATH,
  BLOG_PATH,
  CONTACT_PATH,
  CONTRIBUTION_CALCULATOR_PATH,
  HDHP_AMOUNTS_PATH,
  HOME_PATH,
  HSA_LEGISLATION_PATH,
  IRS_TREASURY_RULES_PATH,
  NEWSLETTER_PATH,
  PRIVACY_POLICY_PATH,
  resourcePath,
  servicePath,
  TEAM_PATH,
  TERMS_OF_SERVICE_PATH,
  TRAINING_OVERVIEW_PATH,
  trainingPath,
} from "~/lib/site/public-paths";
import type { Link, LinkGroup } from "./types";

export const HOME_LINK: Link = { label: "Home", href: HOME_PATH };
export const TEAM_LINK: Link = { label: "Team", href: TEAM_PATH };
export const NEWSLETTER_LINK: Link = { label: "Newsletter", href: NEWSLETTER_PATH };
export const CONTACT_LINK: Link = { label: "Contact Us", href: CONTACT_PATH };

export const SERVICE_LINKS: readonly Link[] = [
  { label: "Go-to-Market Strategy", href: servicePath("gtm") },
  { label: "Operations", href: servicePath("operations") },
  { label: "Compliance", href: servicePath("compliance") },
  { label: "Non-Bank Trustee", href: servicePath("nbt") },
];

export const CERTIFICATION_LINKS: readonly Link[] = [
  { label: "Overview", href: TRAINING_OVERVIEW_PATH },
  { label: "CHSA", href: trainingPath("chsa") },
  { label: "HSAe", href: trainingPath("hsae") },
  { label: "Books", href: trainingPath("books") },
];

export const RESOURCE_LINKS: readonly Link[] = [
  { label: "HSA Learning Center", href: resourcePath("learning-center") },
  { label: "Contribution Limits", href: resourcePath("contribution-limits") },
  { label: "Contribution Calculator", href: CONTRIBUTION_CALCULATOR_PATH },
  { label: "HDHP Amounts", href: HDHP_AMOUNTS_PATH },
  { label: "History of HSA Rules", href: resourcePath("hsa-history") },
  { label: "HSA Providers", href: resourcePath("providers") },
  { label: "IRS & Treasury Rules", href: IRS_TREASURY_RULES_PATH },
  { label: "HSA Legislation", href: HSA_LEGISLATION_PATH },
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

/** The APHSA consulting brand's overview: linked from the footer's Services column, the one page that lists every consulting offer. */
export const APHSA_LINK: Link = { label: "APHSA Consulting", href: APHSA_PATH };

/** Footer columns: services, training and certification, resources, company and legal links. */
export const FOOTER_LINK_GROUPS: readonly LinkGroup[] = [
  {
    title: "Services",
    links: [...SERVICE_LINKS, APHSA_LINK],
  },
  {
    title: "Training & Certification",
    links: [
      { label: "CHSA Certification", href: trainingPath("chsa") },
      { label: "HSAe Training", href: trainingPath("hsae") },
      { label: "HSA Publications", href: trainingPath("books") },
    ],
  },
  {
    title: "Resources",
    links: RESOURCE_LINKS,
  },
  {
    title: "Company",
    links: [HOME_LINK, TEAM_LINK, { label: "Blog & Newsletters", href: BLOG_PATH }],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of Service", href: TERMS_OF_SERVICE_PATH },
      { label: "Privacy Policy", href: PRIVACY_POLICY_PATH },
    ],
  },
];
