import { href } from "react-router";
import type { ResourceKey, ServiceKey, TrainingKey } from "./page-keys";

/**
 * The public site's paths, each built once with React Router's href() from the pages the route
 * typegen registers: a path that no route serves fails the typecheck. Links, meta, redirects, feeds
 * and the sitemap take their paths from here.
 *
 * Never import this module's values into app/enhance: href() would bring React Router and React
 * into the public pages' small script (decision 012; measured: 9.9 KB minified becomes 59 KB).
 * Modules that script bundles write their few paths as literals typed `PagePath` instead.
 */
export const HOME_PATH = href("/");
export const TEAM_PATH = href("/team");
export const CONTACT_PATH = href("/contact");
/** Where a sent consultation request lands; not in the sitemap (noindex). */
export const CONTACT_THANKS_PATH = href("/contact/thank-you");
/** The consultation form on the contact page, which every "Request a Consultation" leads to. */
export const CONSULTATION_FORM_PATH = `${CONTACT_PATH}#consultation`;
/** The booking page: free consultation times in the visitor's zone, then the consultation form's questions. */
export const BOOKING_PATH = href("/consultation/book");
/** Where a booked consultation lands; not in the sitemap. */
export const BOOKED_PATH = href("/consultation/booked");
/** A booking's own page, reached only by the signed link in its mails (?t=…): reschedule or cancel. */
export const MANAGE_BOOKING_PATH = href("/consultation/booking");
export const APHSA_PATH = href("/aphsa");
export const NEWSLETTER_PATH = href("/newsletter");
export const BLOG_PATH = href("/blog");
export const TRAINING_OVERVIEW_PATH = href("/training/overview");
export const RESOURCES_PATH = href("/resources");
export const HDHP_AMOUNTS_PATH = href("/resources/hdhp-amounts");
export const CONTRIBUTION_CALCULATOR_PATH = href("/resources/contribution-calculator");
export const IRS_TREASURY_RULES_PATH = href("/irs-treasury-rules-regulations");
export const HSA_LEGISLATION_PATH = href("/hsa-legislation");
export const TERMS_OF_SERVICE_PATH = href("/terms-of-service");
export const PRIVACY_POLICY_PATH = href("/privacy-policy");
export const RSS_FEED_PATH = href("/rss.xml");
export const SITEMAP_PATH = href("/sitemap.xml");
/** Site search: a public page, but never in the sitemap (its results are noindex). */
export const SEARCH_PATH = href("/search");

export const servicePath = (type: ServiceKey) => href("/services/:type", { type });
export const trainingPath = (type: TrainingKey) => href("/training/:type", { type });
export const resourcePath = (resourceType: ResourceKey) => href("/resources/:resourceType", { resourceType });
export const postPath = (slug: string) => href("/newsletter/:slug", { slug: encodeURIComponent(slug) });
/** A post's old address, /blog/{id}, which redirects to its current one. */
export const legacyPostPath = (postId: string) => href("/blog/:postId", { postId });
export const tagPath = (tag: string) => `${BLOG_PATH}?tag=${encodeURIComponent(tag)}`;

/**
 * Every public page with a fixed path (including /contact, which the header links to):
 * the one list the sitemap is built from. Post pages are added from the database.
 */
export const PUBLIC_STATIC_PATHS: readonly string[] = [
  HOME_PATH,
  TEAM_PATH,
  NEWSLETTER_PATH,
  BLOG_PATH,
  APHSA_PATH,
  servicePath("gtm"),
  servicePath("operations"),
  servicePath("compliance"),
  servicePath("nbt"),
  TRAINING_OVERVIEW_PATH,
  trainingPath("chsa"),
  trainingPath("hsae"),
  trainingPath("books"),
  RESOURCES_PATH,
  resourcePath("learning-center"),
  resourcePath("contribution-limits"),
  resourcePath("hsa-history"),
  resourcePath("providers"),
  resourcePath("irs-treasury"),
  HDHP_AMOUNTS_PATH,
  CONTRIBUTION_CALCULATOR_PATH,
  IRS_TREASURY_RULES_PATH,
  HSA_LEGISLATION_PATH,
  TERMS_OF_SERVICE_PATH,
  PRIVACY_POLICY_PATH,
  CONTACT_PATH,
];

/** The path pattern of a page the route typegen registered, e.g. "/team" or "/services/:type". */
export type PagePath = Parameters<typeof href>[0];
