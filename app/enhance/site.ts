/**
 * The one script of the public pages, which are sent as finished HTML and not hydrated (see
 * docs/decisions/012-public-pages-without-hydration.md). Each enhancement looks for the data
 * attributes its markup carries (app/lib/site/enhance-attributes.ts) and does nothing where they are
 * absent. Page tracking starts last, so that its first beacon means the page is interactive.
 */
import { enhanceBlogStatus } from "./blog-status";
import { enhanceBookingZone } from "./booking-zone";
import { enhanceCarousels } from "./carousel";
import { enhanceCalculator } from "./contribution-calculator";
import { enhanceHeader } from "./header";
import { enhanceImageFallbacks } from "./image-fallbacks";
import { startPageTracking } from "./page-tracking";
import { enhancePopovers } from "./popovers";
import { scheduleRedirect } from "./redirect";
import { showToast } from "./toast";

enhanceImageFallbacks();
enhanceHeader();
enhancePopovers();
enhanceCarousels();
enhanceBlogStatus();
showToast();
scheduleRedirect();
enhanceCalculator();
enhanceBookingZone();
startPageTracking();
