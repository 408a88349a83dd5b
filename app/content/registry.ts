import type { ContentType } from "~/lib/site-content/content-type";
import { aphsaContent } from "./aphsa";
import { contactPageContent } from "./contact";
import { footerContent } from "./footer";
import { contactBandContent, homeContent } from "./home";
import { hsaFiguresContent } from "./hsa-figures";
import { notFoundContent } from "./not-found";
import { seoContent } from "./seo";
import { teamContent } from "./team";
import { testimonialsContent } from "./testimonials";

/**
 * Every content type staff edit in the Site Content section, in the order it lists them. Adding a
 * type is its declaration (schema, form fields, defaults, pages) and one line here.
 */
export const CONTENT_TYPES: readonly ContentType<never>[] = [
  // HSA figures and rules
  hsaFiguresContent,
  // Firm
  teamContent,
  testimonialsContent,
  // Pages and legal
  homeContent,
  contactBandContent,
  contactPageContent,
  aphsaContent,
  footerContent,
  notFoundContent,
  seoContent,
] as unknown as readonly ContentType<never>[];
