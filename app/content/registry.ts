import type { ContentType } from "~/lib/site-content/content-type";
import { aphsaContent } from "./aphsa";
import { contactPageContent } from "./contact";
import { consultationFormContent } from "./consultation-form";
import { consultationThanksContent } from "./consultation-thanks";
import { consultationBookingContent } from "./consultation-booking";
import { calculatorContent } from "./contribution-calculator";
import { footerContent } from "./footer";
import { contactBandContent, homeContent } from "./home";
import { hsaFiguresContent } from "./hsa-figures";
import { irsRulesContent } from "./irs-rules";
import { legalContent } from "./legal";
import { legislationContent } from "./legislation";
import { newsletterContent } from "./newsletter";
import { notFoundContent } from "./not-found";
import { resourcesIndexContent } from "./resources";
import { contributionLimitsContent } from "./resources/contribution-limits";
import { hdhpAmountsContent } from "./resources/hdhp-amounts";
import { hsaHistoryContent } from "./resources/hsa-history";
import { irsTreasuryResourceContent } from "./resources/irs-treasury";
import { learningCenterContent } from "./resources/learning-center";
import { providersContent } from "./resources/providers";
import { seoContent } from "./seo";
import { servicePageTextsContent, servicesContent } from "./services";
import { teamContent } from "./team";
import { testimonialsContent } from "./testimonials";
import { booksContent, chsaContent, hsaeContent, trainingOverviewContent } from "./training";
import { trainingCreditsContent } from "./training-credits";

/**
 * Every content type staff edit in the Site Content section, in the order it lists them. Adding a
 * type is its declaration (schema, form fields, defaults, pages) and one line here.
 */
export const CONTENT_TYPES: readonly ContentType<never>[] = [
  // HSA figures and rules
  hsaFiguresContent,
  irsRulesContent,
  legislationContent,
  // Firm
  teamContent,
  testimonialsContent,
  // Services and training
  servicesContent,
  servicePageTextsContent,
  trainingOverviewContent,
  chsaContent,
  hsaeContent,
  booksContent,
  trainingCreditsContent,
  // Resources
  resourcesIndexContent,
  learningCenterContent,
  contributionLimitsContent,
  hdhpAmountsContent,
  calculatorContent,
  hsaHistoryContent,
  providersContent,
  irsTreasuryResourceContent,
  // Pages and legal
  homeContent,
  contactBandContent,
  contactPageContent,
  consultationFormContent,
  consultationThanksContent,
  aphsaContent,
  footerContent,
  notFoundContent,
  legalContent,
  seoContent,
  newsletterContent,
  consultationBookingContent,
] as unknown as readonly ContentType<never>[];
