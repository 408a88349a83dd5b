/**
 * Page titles and meta descriptions for every public route, keyed by path. Titles exclude the
 * site name (the page-meta helper appends " | {site name}"); the home page has no title of its
 * own. Descriptions may contain {firm}; fill them with fillIdentity.
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
  RESOURCES_PATH,
  resourcePath,
  servicePath,
  TEAM_PATH,
  TERMS_OF_SERVICE_PATH,
  TRAINING_OVERVIEW_PATH,
  trainingPath,
} from "~/lib/site/public-paths";
import { CATCH_UP_AGE } from "~/lib/hsa/statute";
import { CALCULATOR_PAGE } from "./contribution-calculator";
import { RESOURCE_NOT_FOUND_HEADING, RESOURCE_NOT_FOUND_TEXT } from "./not-found";
import { CONTRIBUTION_LIMITS_PAGE, HSA_HISTORY, IRS_TREASURY_RESOURCE, LEARNING_CENTER, PROVIDERS_PAGE, RESOURCES_HERO } from "./resources";
import { SERVICES } from "./services";

export type PageMetaContent = {
  /** Omitted on the home page, whose title is the site name alone. */
  readonly title?: string;
  readonly description: string;
};

export const PAGE_META: Readonly<Record<string, PageMetaContent>> = {
  [HOME_PATH]: {
    description:
      "{firm} is an independent HSA consulting and training firm helping administrators, TPAs, banks and benefits startups build, run and grow compliant health savings account programs.",
  },
  [TEAM_PATH]: {
    title: "Our Team",
    description:
      "Meet the {firm} team: HSA practitioners with deep experience in strategy, operations, compliance and training for health savings account programs.",
  },
  [NEWSLETTER_PATH]: {
    title: "Blog & Newsletter",
    description: "HSA news, regulatory updates, compliance insights and industry trends from the {firm} team.",
  },
  [BLOG_PATH]: {
    title: "Blog & Newsletter",
    description: "HSA news, regulatory updates, compliance insights and industry trends from the {firm} team.",
  },
  [APHSA_PATH]: {
    title: "APHSA Consulting",
    description:
      "APHSA consulting from {firm}: strategy, operations, compliance and training for custodians, banks, TPAs, employers and HSA technology companies.",
  },
  [servicePath("gtm")]: {
    title: SERVICES.gtm.title,
    description:
      "Go-to-market strategy for HSA offerings: market sizing, positioning, pricing, channel partnerships and launch planning for custodians, banks, TPAs and fintechs.",
  },
  [servicePath("operations")]: {
    title: SERVICES.operations.title,
    description:
      "HSA operations consulting: contribution processing, payments and cards, transfers, tax reporting, vendor selection and service models that scale.",
  },
  [servicePath("compliance")]: {
    title: SERVICES.compliance.title,
    description:
      "HSA compliance consulting: Section 223 and IRS guidance reviews, account documents and disclosures, Form 1099-SA and 5498-SA reporting, and regulatory change management.",
  },
  [servicePath("nbt")]: {
    title: SERVICES.nbt.title,
    description:
      "Guidance for organizations seeking IRS approval as an HSA non-bank trustee: feasibility, requirements assessment, application preparation and operational readiness.",
  },
  [TRAINING_OVERVIEW_PATH]: {
    title: "Training & Certification",
    description: "HSA training and certification from {firm}: the CHSA credential and HSAe training for individuals and teams.",
  },
  [trainingPath("chsa")]: {
    title: "CHSA Certification",
    description: "Earn the CHSA certification: self-paced HSA coursework, a certification exam and annual renewal, with group rates for teams.",
  },
  [trainingPath("hsae")]: {
    title: "HSAe Training",
    description:
      "HSAe: in-depth HSA training on eligibility, contributions, distributions, corrections, reporting and employer programs, for individuals and corporate teams.",
  },
  [trainingPath("books")]: {
    title: "HSA Publications",
    description: "HSA publications from {firm}: a practical guidebook for HSA professionals, bulk orders and custom publications.",
  },
  [RESOURCES_PATH]: {
    title: RESOURCES_HERO.title,
    description: "HSA resources: contribution limits, HDHP amounts, the history of HSA rules, provider information, IRS guidance and a learning center.",
  },
  [resourcePath("learning-center")]: {
    title: LEARNING_CENTER.title,
    description: "Learn how to get the most from your HSA: eligible expenses, goal-based learning paths and HSA-eligible products.",
  },
  [resourcePath("contribution-limits")]: {
    title: CONTRIBUTION_LIMITS_PAGE.title,
    description: `Current HSA contribution limits for self-only and family coverage, the age ${CATCH_UP_AGE} catch-up contribution and limits for recent years.`,
  },
  [resourcePath("hsa-history")]: {
    title: HSA_HISTORY.title,
    description: "A timeline of the laws and IRS guidance that shaped health savings accounts, from the 2003 Medicare Modernization Act to today.",
  },
  [resourcePath("providers")]: {
    title: PROVIDERS_PAGE.title,
    description: "A starting point for comparing HSA trustees and custodians, with links to provider websites.",
  },
  [resourcePath("irs-treasury")]: {
    title: IRS_TREASURY_RESOURCE.title,
    description: "Key IRS references for HSAs: Publication 969, Publication 502, Form 8889 and major notices.",
  },
  [HDHP_AMOUNTS_PATH]: {
    title: "HDHP Amounts",
    description: "IRS minimum deductibles and maximum out-of-pocket amounts for HSA-qualified high deductible health plans, for self-only and family coverage.",
  },
  [CONTRIBUTION_CALCULATOR_PATH]: {
    title: CALCULATOR_PAGE.title,
    description: `Work out your HSA contribution limit for any year: coverage month by month, the age ${CATCH_UP_AGE} catch-up, Medicare, the last-month rule and spouses' shares, with each figure explained.`,
  },
  [IRS_TREASURY_RULES_PATH]: {
    title: "IRS & Treasury Rules and Regulations",
    description:
      "IRS publications, forms and instructions for HSAs, and a year-by-year list of IRS and Treasury guidance on health savings accounts since 2004.",
  },
  [HSA_LEGISLATION_PATH]: {
    title: "HSA Legislation",
    description: "Health savings account bills in the 119th Congress, with sponsors, introduction dates and plain-English summaries.",
  },
  [TERMS_OF_SERVICE_PATH]: {
    title: "Terms of Service",
    description: "The terms that govern use of the {firm} website, content and training materials.",
  },
  [PRIVACY_POLICY_PATH]: {
    title: "Privacy Policy",
    description: "How {firm} collects, uses and protects information, including cookie-free, first-party page-view measurement.",
  },
  [CONTACT_PATH]: {
    title: "Contact Us",
    description: "Contact {firm} about HSA consulting, training and certification, or follow us on LinkedIn.",
  },
};

export function pageMetaFor(path: string): PageMetaContent | undefined {
  return Object.hasOwn(PAGE_META, path) ? PAGE_META[path] : undefined;
}

/** Meta for the not-found page (served with HTTP 404 and not indexed). */
export const NOT_FOUND_META: PageMetaContent = {
  title: "Page Not Found",
  description: "The page you are looking for does not exist or has moved.",
};

/** Meta for an unknown resource key. */
export const RESOURCE_NOT_FOUND_META: PageMetaContent = {
  title: RESOURCE_NOT_FOUND_HEADING,
  description: RESOURCE_NOT_FOUND_TEXT,
};
