/**
 * Each public page's search title and description: one document per page, so each has its own
 * history, preview and publish, and a page added later adds a document without touching what staff
 * saved for the others. Titles exclude the site name (the page-meta helper appends
 * " | {site name}"); the home page has none of its own. In both, {firm} stands for the firm's name.
 */
import { CATCH_UP_AGE } from "~/lib/hsa/statute";
import { defineContentType } from "~/lib/site-content/content-type";
import { text } from "~/lib/site-content/fields";
import {
  APHSA_PATH,
  CONTACT_PATH,
  CONTRIBUTION_CALCULATOR_PATH,
  HDHP_AMOUNTS_PATH,
  HOME_PATH,
  HSA_LEGISLATION_PATH,
  IRS_TREASURY_RULES_PATH,
  NEWSLETTER_PATH,
  PRIVACY_POLICY_PATH,
  RESOURCES_PATH,
  resourcePath,
  servicePath,
  TEAM_PATH,
  TERMS_OF_SERVICE_PATH,
  TRAINING_OVERVIEW_PATH,
  trainingPath,
} from "~/lib/site/public-paths";
import { NOT_FOUND_PREVIEW_PATH } from "./not-found";

export type PageMetaContent = {
  /** Empty on the home page, whose title is the site name alone. */
  readonly title: string;
  readonly description: string;
};

type PageEntry = PageMetaContent & { readonly path: string; readonly name: string };

const entry = (path: string, name: string, title: string, description: string): PageEntry => ({ path, name, title, description });

/** Every public page with a fixed path, in the order of the site's menu. */
const PAGES: readonly PageEntry[] = [
  entry(
    HOME_PATH,
    "Home",
    "",
    "{firm} is an independent HSA consulting and training firm helping administrators, TPAs, banks and benefits startups build, run and grow compliant health savings account programs.",
  ),
  entry(
    servicePath("gtm"),
    "Go-to-Market Strategy",
    "Go-to-Market Strategy",
    "Go-to-market strategy for HSA offerings: market sizing, positioning, pricing, channel partnerships and launch planning for custodians, banks, TPAs and fintechs.",
  ),
  entry(
    servicePath("operations"),
    "Operations",
    "Operations",
    "HSA operations consulting: contribution processing, payments and cards, transfers, tax reporting, vendor selection and service models that scale.",
  ),
  entry(
    servicePath("compliance"),
    "Compliance",
    "Compliance",
    "HSA compliance consulting: Section 223 and IRS guidance reviews, account documents and disclosures, Form 1099-SA and 5498-SA reporting, and regulatory change management.",
  ),
  entry(
    servicePath("nbt"),
    "Non-Bank Trustee",
    "Non-Bank Trustee",
    "Guidance for organizations seeking IRS approval as an HSA non-bank trustee: feasibility, requirements assessment, application preparation and operational readiness.",
  ),
  entry(
    TEAM_PATH,
    "Team",
    "Our Team",
    "Meet the {firm} team: HSA practitioners with deep experience in strategy, operations, compliance and training for health savings account programs.",
  ),
  entry(
    TRAINING_OVERVIEW_PATH,
    "Training overview",
    "Training & Certification",
    "HSA training and certification from {firm}: the CHSA credential and HSAe training for individuals and teams.",
  ),
  entry(
    trainingPath("chsa"),
    "CHSA",
    "CHSA Certification",
    "Earn the CHSA certification: self-paced HSA coursework, a certification exam and annual renewal, with group rates for teams.",
  ),
  entry(
    trainingPath("hsae"),
    "HSAe",
    "HSAe Training",
    "HSAe: in-depth HSA training on eligibility, contributions, distributions, corrections, reporting and employer programs, for individuals and corporate teams.",
  ),
  entry(
    trainingPath("books"),
    "Books",
    "HSA Publications",
    "HSA publications from {firm}: a practical guidebook for HSA professionals, bulk orders and custom publications.",
  ),
  entry(
    RESOURCES_PATH,
    "Resources",
    "HSA Resources",
    "HSA resources: contribution limits, HDHP amounts, the history of HSA rules, provider information, IRS guidance and a learning center.",
  ),
  entry(
    resourcePath("learning-center"),
    "HSA Learning Center",
    "HSA Learning Center",
    "Learn how to get the most from your HSA: eligible expenses, goal-based learning paths and HSA-eligible products.",
  ),
  entry(
    resourcePath("contribution-limits"),
    "Contribution Limits",
    "HSA Contribution Limits",
    `Current HSA contribution limits for self-only and family coverage, the age ${CATCH_UP_AGE} catch-up contribution and limits for recent years.`,
  ),
  entry(
    HDHP_AMOUNTS_PATH,
    "HDHP Amounts",
    "HDHP Amounts",
    "IRS minimum deductibles and maximum out-of-pocket amounts for HSA-qualified high deductible health plans, for self-only and family coverage.",
  ),
  entry(
    CONTRIBUTION_CALCULATOR_PATH,
    "Contribution Calculator",
    "HSA Contribution Calculator",
    `Work out your HSA contribution limit for any year: coverage month by month, the age ${CATCH_UP_AGE} catch-up, Medicare, the last-month rule and spouses' shares, with each figure explained.`,
  ),
  entry(
    resourcePath("hsa-history"),
    "History of HSA Rules",
    "History of HSA Rules",
    "A timeline of the laws and IRS guidance that shaped health savings accounts, from the 2003 Medicare Modernization Act to today.",
  ),
  entry(
    resourcePath("providers"),
    "HSA Providers",
    "HSA Providers",
    "A starting point for comparing HSA trustees and custodians, with links to provider websites.",
  ),
  entry(
    resourcePath("irs-treasury"),
    "IRS & Treasury resource",
    "IRS & Treasury Resources",
    "Key IRS references for HSAs: Publication 969, Publication 502, Form 8889 and major notices.",
  ),
  entry(
    IRS_TREASURY_RULES_PATH,
    "IRS & Treasury Rules",
    "IRS & Treasury Rules and Regulations",
    "IRS publications, forms and instructions for HSAs, and a year-by-year list of IRS and Treasury guidance on health savings accounts since 2004.",
  ),
  entry(
    HSA_LEGISLATION_PATH,
    "HSA Legislation",
    "HSA Legislation",
    "Health savings account bills in the 119th Congress, with sponsors, introduction dates and plain-English summaries.",
  ),
  entry(
    NEWSLETTER_PATH,
    "Blog & Newsletter (/newsletter and /blog)",
    "Blog & Newsletter",
    "HSA news, compliance updates, industry trends and our weekly newsletter for HSA administrators, providers and benefits professionals.",
  ),
  entry(
    APHSA_PATH,
    "APHSA Consulting",
    "APHSA Consulting",
    "APHSA consulting from {firm}: strategy, operations, compliance and training for custodians, banks, TPAs, employers and HSA technology companies.",
  ),
  entry(CONTACT_PATH, "Contact", "Contact Us", "Contact {firm} about HSA consulting, training and certification, or follow us on LinkedIn."),
  entry(TERMS_OF_SERVICE_PATH, "Terms of Service", "Terms of Service", "The terms that govern use of the {firm} website, content and training materials."),
  entry(
    PRIVACY_POLICY_PATH,
    "Privacy Policy",
    "Privacy Policy",
    "How {firm} collects, uses and protects information, including cookie-free, first-party page-view measurement.",
  ),
];

/** The document of any address no page answers (served with HTTP 404 and not indexed). */
export const NOT_FOUND_SEO_KEY = "not-found";

const keyOf = (path: string) => (path === HOME_PATH ? "home" : path.slice(1).replaceAll("/", "-"));
const KEY_BY_PATH: ReadonlyMap<string, string> = new Map(PAGES.map((page) => [page.path, keyOf(page.path)]));

export const seoContent = defineContentType({
  id: "seo",
  label: "Search titles and descriptions",
  group: "Pages and legal",
  description:
    "The title in the browser tab and in search results, and the description search engines and link previews show. {firm} stands for the firm's name.",
  fields: {
    title: text("Search title", {
      required: false,
      max: 80,
      help: "The site's name follows it (\"Our Team | firm\"). Left empty, the title is the site's name alone, as on the home page.",
    }),
    description: text("Search description", { max: 320, help: "One or two sentences; search results show about the first 155 characters." }),
  },
  documents: [
    ...PAGES.map((page) => ({
      key: keyOf(page.path),
      label: `Search title and description: ${page.name}`,
      defaults: { title: page.title, description: page.description },
      pages: [page.path],
    })),
    {
      key: NOT_FOUND_SEO_KEY,
      label: "Search title and description: Page not found",
      defaults: { title: "Page Not Found", description: "The page you are looking for does not exist or has moved." },
      pages: [NOT_FOUND_PREVIEW_PATH],
    },
  ],
});

/** The document of a public page's search title and description, or null for an address no page answers. */
export function seoKeyFor(path: string): string | null {
  return KEY_BY_PATH.get(path) ?? null;
}
