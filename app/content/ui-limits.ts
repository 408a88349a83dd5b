/**
 * Interface constants from the public-site specification (section 9 and the analytics rules in
 * section 7). The not-found redirect delay lives in ./not-found with the rest of that page.
 */

/** Header turns opaque once the page has scrolled more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
/** Below this viewport width the header shows the hamburger menu. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Related posts under an article: same category, current post excluded. */
export const RELATED_POSTS_MAX = 3;
/** Tags shown on a post card before an ellipsis. */
export const CARD_TAGS_SHOWN = 2;
/** Tags shown in a post's hero. */
export const POST_HERO_TAGS_SHOWN = 2;
/** Featured posts kept after loading. */
export const FEATURED_POSTS_KEPT = 3;
/** Featured articles listed in the footer. */
export const FOOTER_FEATURED_MAX = 2;
/** When the built-in default posts are used, this many of the first ones are featured. */
export const DEFAULT_POSTS_FEATURED = 2;

/** date-fns patterns for post dates. */
export const POST_DATE_FORMAT_CARD = "MM/dd/yyyy";
export const POST_DATE_FORMAT_DETAIL = "MMMM d, yyyy";
/** A date-only string is pinned to this UTC hour so it renders as the same day in every time zone. */
export const STABLE_DATE_UTC_HOUR = 12;

/** Key of the last-known-good copy of posts (the specification's local cache key). */
export const POSTS_CACHE_KEY = "hsaBlogPosts";

/** Toast store. */
export const TOAST_LIMIT = 5;
export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 5_000;

/** Analytics event names sent to the optional third-party tag. */
export const ANALYTICS_EVENTS = {
  buttonClick: "button_click",
  outboundClick: "click",
  newsletterSignup: "newsletter_signup",
  blogPostView: "blog_post_view",
  certificationInterest: "certification_interest",
  generateLead: "generate_lead",
  beginCheckout: "begin_checkout",
  scrollDepth: "scroll_depth",
  timeOnPage: "time_on_page",
  fileDownload: "file_download",
} as const;

/** Values attached to conversion events. Consultation requests count as leads. */
export const ANALYTICS_VALUES = {
  generate_lead: { currency: "USD", value: 100 },
  begin_checkout: { currency: "USD", value: 500 },
} as const;

/** Percent of the page scrolled at which a scroll_depth event fires, once each. */
export const SCROLL_DEPTH_MARKS: readonly number[] = [25, 50, 75, 90, 100];
