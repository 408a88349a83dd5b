/**
 * Channel on which every instance hears that public content changed: each one drops its
 * rendered-page cache and expires its blog snapshot. Post writes NOTIFY it inside their
 * transaction (bumpSiteContentVersion, services/publishing), so the message is sent only if the change commits.
 */
export const CONTENT_CHANGED_CHANNEL = "content_changed";
