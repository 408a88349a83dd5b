/**
 * Analytics: first-party page views and events recorded from the site's beacon, without cookies or raw IPs.
 */
export { pruneRawAnalytics } from "./page-view-retention.server";
export { recordBeacon, SESSION_GAP_MS } from "./page-views.server";
