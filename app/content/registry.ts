import type { ContentType } from "~/lib/site-content/content-type";
import { hsaFiguresContent } from "./hsa-figures";
import { servicePageTextsContent, servicesContent } from "./services";
import { booksContent, chsaContent, hsaeContent, trainingOverviewContent } from "./training";

/**
 * Every content type staff edit in the Site Content section, in the order it lists them. Adding a
 * type is its declaration (schema, form fields, defaults, pages) and one line here.
 */
export const CONTENT_TYPES: readonly ContentType<never>[] = [
  hsaFiguresContent,
  servicesContent,
  servicePageTextsContent,
  trainingOverviewContent,
  chsaContent,
  hsaeContent,
  booksContent,
] as unknown as readonly ContentType<never>[];
