/**
 * Numbers of the public pages' interface: header, toasts and the analytics the pages send. Blog
 * numbers live in lib/blog/rules; the not-found redirect delay lives in ./not-found with the rest
 * of that page.
 */

/** Header turns opaque once the page has scrolled more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

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
  calculatorUsed: "calculator_used",
} as const;

/** Values attached to conversion events. Consultation requests count as leads. */
export const ANALYTICS_VALUES = {
  generate_lead: { currency: "USD", value: 100 },
  begin_checkout: { currency: "USD", value: 500 },
} as const;

/** Percent of the page scrolled at which a scroll_depth event fires, once each. */
export const SCROLL_DEPTH_MARKS: readonly number[] = [25, 50, 75, 90, 100];
