/**
 * Where a type is listed in the Site Content section. A module of its own: the list page's client
 * code reads the groups without the field definitions (and zod) of content-type.ts.
 */
export const CONTENT_GROUPS = ["HSA figures and rules", "Firm", "Services and training", "Resources", "Pages and legal"] as const;
export type ContentGroup = (typeof CONTENT_GROUPS)[number];
