/**
 * Sends page views and events to our own beacon endpoint; when the GA4 tag was loaded (only if an
 * analytics ID is configured) events go to it too. Failures are swallowed: the visitor is never told.
 */
import { type AnalyticsEventName, type AnalyticsParams, BEACON_PATH, trackedSearch, withConversionValue } from "~/lib/analytics/analytics-events";
import { ENHANCE } from "~/lib/site/enhance-attributes";

type Gtag = (command: "event", name: string, params?: Record<string, unknown>) => void;
declare global {
  interface Window {
    gtag?: Gtag;
  }
}

export function currentPath(): string {
  return window.location.pathname + trackedSearch(window.location.search, document.querySelector(`[${ENHANCE.bareViewPath}]`) !== null);
}

function send(body: Record<string, unknown>): Promise<boolean> {
  try {
    return fetch(BEACON_PATH, {
      method: "POST",
      // keepalive lets the request outlive the page, e.g. time on page sent while leaving it.
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    })
      .then((response) => response.ok)
      .catch(() => false);
  } catch {
    return Promise.resolve(false);
  }
}

/**
 * Records one event, e.g. `trackEvent("scroll_depth", { percent: 50 })`. `path` defaults to the
 * current page.
 */
export function trackEvent(name: AnalyticsEventName, params: AnalyticsParams = {}, path?: string): void {
  const withValue = withConversionValue({ name, params });
  void send({ type: "event", name, path: path ?? currentPath(), params: withValue });
  try {
    window.gtag?.("event", name, withValue);
  } catch {
    // a broken third-party tag must not affect the page
  }
}

/**
 * Records the current page view, with the post's stored id on a post page. The GA4 tag counts page
 * loads itself; a page restored from the back-forward cache is reported to it explicitly.
 */
export function sendPageView(referrer: string | null, restored: boolean, postId: string | null): Promise<boolean> {
  try {
    if (restored) window.gtag?.("event", "page_view", { page_location: window.location.href, page_referrer: referrer ?? undefined });
  } catch {
    // ignore
  }
  return send({
    type: "pageview",
    path: currentPath(),
    referrer: referrer || null,
    screenWidth: Math.round(window.screen?.width ?? 0) || null,
    screenHeight: Math.round(window.screen?.height ?? 0) || null,
    language: (navigator.language || "").slice(0, 35) || null,
    postId,
  });
}
