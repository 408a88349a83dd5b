/** What a search result is: a page of the site (site content) or a post. */
export const SEARCH_DOCUMENT_KINDS = ["page", "post"] as const;
export type SearchDocumentKind = (typeof SEARCH_DOCUMENT_KINDS)[number];
