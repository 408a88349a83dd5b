/**
 * Browser side of page-view and event recording. Everything goes to our own beacon endpoint; when
 * the GA4 tag was loaded (only if an analytics ID is configured) the same events go to it too.
 * Failures are swallowed: the visitor is never told.
 */
import { ANALYTICS_VALUES } from "~/content/ui-limits";
import { type AnalyticsEventName, type AnalyticsParams, BEACON_PATH } from "./analytics-events";

type Gtag = (command: "event", name: string, params?: Record<string, unknown>) => void;
declare global {
  interface Window {
    gtag?: Gtag;
  }
}

function currentPath(): string {
  return window.location.pathname + window.location.search;
}

function send(body: Record<string, unknown>): Promise<boolean> {
  if (typeof window === "undefined") return Promise.resolve(false);
  try {
    return fetch(BEACON_PATH, {
      method: "POST",
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
 * Records one event, e.g. `trackEvent("button_click", { label: "Request a Consultation" })`.
 * `path` defaults to the current page; pass it when reporting on a page already left.
 */
export function trackEvent(name: AnalyticsEventName, params: AnalyticsParams = {}, path?: string): void {
  if (typeof window === "undefined") return;
  const withValue = { ...(name in ANALYTICS_VALUES ? ANALYTICS_VALUES[name as keyof typeof ANALYTICS_VALUES] : {}), ...params };
  void send({ type: "event", name, path: path ?? currentPath(), params: withValue });
  try {
    window.gtag?.("event", name, withValue);
  } catch {
    // a broken third-party tag must not affect the page
  }
}

/** Records a consultation request: a button click and a lead worth USD 100. */
export function trackLead(label: string): void {
  trackEvent("button_click", { label });
  trackEvent("generate_lead", { label });
}

/**
 * Records the current page view. `referrer` is the previous page for client-side navigations; the
 * GA4 tag counts the first page load itself, so only client-side navigations are passed to it.
 */
export function sendPageView(referrer: string | null, clientNavigation: boolean): Promise<boolean> {
  const body = {
    type: "pageview",
    path: currentPath(),
    referrer: referrer || null,
    screenWidth: Math.round(window.screen?.width ?? 0) || null,
    screenHeight: Math.round(window.screen?.height ?? 0) || null,
    language: (navigator.language || "").slice(0, 35) || null,
  };
  try {
    if (clientNavigation) window.gtag?.("event", "page_view", { page_location: window.location.href, page_referrer: referrer ?? undefined });
  } catch {
    // ignore
  }
  return send(body);
}

/** Records a newsletter subscribe click (the form itself is hosted by the newsletter provider). */
export function trackNewsletterSignup(location: string): void {
  trackEvent("newsletter_signup", { location });
}

/** Records a course enrolment click: interest in the certification and a checkout worth USD 500. */
export function trackEnrolment(certification: string, location: string): void {
  trackEvent("certification_interest", { certification, location });
  trackEvent("begin_checkout", { item: certification, location });
}

/** Records a "read more" click on a post or news item. */
export function trackReadMore(target: string): void {
  trackEvent("button_click", { label: "Read more", target });
}
