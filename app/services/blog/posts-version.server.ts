import { bumpSiteContentVersion, SITE_CONTENT_VERSION_KEY } from "~/services/publishing/site-content-version.server";

/** The site-wide content version's key (services/publishing). */
export const CONTENT_KEY = SITE_CONTENT_VERSION_KEY;
/** Set once the sample posts were seeded, so deleting every post never brings them back. */
export const SEEDED_KEY = "blog.seeded";

/** Now in services/publishing, beside the site-wide content version; re-exported for older callers. */
export { type ContentState, isFresh, readContentState } from "~/services/publishing/site-content-version.server";

/** @deprecated the old name of `bumpSiteContentVersion` (services/publishing), kept for callers on other branches. */
export const bumpBlogVersion = bumpSiteContentVersion;
