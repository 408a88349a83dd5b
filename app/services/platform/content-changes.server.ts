/**
 * Channel on which every instance hears that public content changed: each one drops its
 * rendered-page cache and expires its blog snapshot. Post writes NOTIFY it inside their
 * transaction (bumpSiteContentVersion, services/publishing), so the message is sent only if the change commits.
 */
export const CONTENT_CHANGED_CHANNEL = "content_changed";

/** What an announcement on CONTENT_CHANGED_CHANNEL says changed: what pages show, or only search's synonyms. */
export const CONTENT_CHANGES = { content: "content", synonyms: "synonyms" } as const;
export type ContentChange = (typeof CONTENT_CHANGES)[keyof typeof CONTENT_CHANGES];

/**
 * True when an announcement may change a rendered page: anything but a synonym edit (search results
 * are never kept in the page cache). A lost connection's resumption, or a payload this version does
 * not know, counts as a change.
 */
export const changesPages = (payload: string) => payload !== CONTENT_CHANGES.synonyms;
