import type { ContentType } from "~/lib/site-content/content-type";
import { hsaFiguresContent } from "./hsa-figures";
import { irsRulesContent } from "./irs-rules";
import { legalContent } from "./legal";
import { legislationContent } from "./legislation";
import { resourcesIndexContent } from "./resources";
import { contributionLimitsContent } from "./resources/contribution-limits";
import { hdhpAmountsContent } from "./resources/hdhp-amounts";
import { hsaHistoryContent } from "./resources/hsa-history";
import { irsTreasuryResourceContent } from "./resources/irs-treasury";
import { learningCenterContent } from "./resources/learning-center";
import { providersContent } from "./resources/providers";
import { servicePageTextsContent, servicesContent } from "./services";
import { booksContent, chsaContent, hsaeContent, trainingOverviewContent } from "./training";

/**
 * Every content type staff edit in the Site Content section, in the order it lists them. Adding a
 * type is its declaration (schema, form fields, defaults, pages) and one line here.
 */
export const CONTENT_TYPES: readonly ContentType<never>[] = [
  // HSA figures and rules
  hsaFiguresContent,
  irsRulesContent,
  legislationContent,
  // Services and training
  servicesContent,
  servicePageTextsContent,
  trainingOverviewContent,
  chsaContent,
  hsaeContent,
  booksContent,
  // Resources
  resourcesIndexContent,
  learningCenterContent,
  contributionLimitsContent,
  hdhpAmountsContent,
  hsaHistoryContent,
  providersContent,
  irsTreasuryResourceContent,
  // Pages and legal
  legalContent,
] as unknown as readonly ContentType<never>[];
