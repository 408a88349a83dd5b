import { type CoverageSummary, isCoverageSummary } from "~/lib/hsa/coverage";

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

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
export type AnalyticsParams = Record<string, string | number | boolean>;

export const ANALYTICS_EVENT_NAMES = Object.values(ANALYTICS_EVENTS) as [AnalyticsEventName, ...AnalyticsEventName[]];

/**
 * Events only the server records: a lead is counted when a consultation request is stored
 * (services/leads), so no browser can add one through the beacon.
 */
export const SERVER_ONLY_EVENTS: readonly AnalyticsEventName[] = ["generate_lead"];
export const BROWSER_EVENT_NAMES = ANALYTICS_EVENT_NAMES.filter((name) => !SERVER_ONLY_EVENTS.includes(name)) as [AnalyticsEventName, ...AnalyticsEventName[]];

/** Where the browser sends page views and events. */
export const BEACON_PATH = "/api/beacon";

/**
 * A page whose address carries what the visitor typed (the calculator's answers) is counted under
 * its path and campaign tags only: "?utm_source=x&age=52" gives "?utm_source=x".
 */
export function trackedSearch(search: string, bare: boolean): string {
  if (!bare) return search;
  const kept = [...new URLSearchParams(search)].filter(([key]) => key.startsWith("utm_"));
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : "";
}

/** Links to these file types count as file downloads. */
const FILE_EXTENSION = /\.(pdf|docx?|xlsx?|pptx?|csv|zip|txt|epub)$/i;

export type LinkClassification = { kind: "file"; url: URL } | { kind: "outbound"; url: URL } | null;

/** Whether a clicked link leaves the site or fetches a file; mail and in-page links are neither. */
export function classifyLink(href: string, currentOrigin: string): LinkClassification {
  let url: URL;
  try {
    url = new URL(href, currentOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (FILE_EXTENSION.test(url.pathname)) return { kind: "file", url };
  if (url.origin !== currentOrigin) return { kind: "outbound", url };
  return null;
}

/** The scroll-depth marks newly reached at `percent`, given the marks already sent. */
export function newScrollMarks(percent: number, marks: readonly number[], sent: ReadonlySet<number>): number[] {
  return marks.filter((mark) => percent >= mark && !sent.has(mark));
}

/** How far down the page the visitor has seen, 0-100; a page that fits the window counts as 100. */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((scrollY / scrollable) * 100)));
}

/** One event a click records, carried in the clicked element's `data-track` attribute. */
export type TrackedEvent = { name: AnalyticsEventName; params: AnalyticsParams };

/** The attribute the enhancement script reads on click. */
export const TRACK_ATTRIBUTE = "data-track";

/** Props that make a link or button record `events` when clicked. */
export function trackClicks(...events: TrackedEvent[]): { [TRACK_ATTRIBUTE]: string } {
  return { [TRACK_ATTRIBUTE]: JSON.stringify(events) };
}

/** A plain button click, e.g. `buttonClick("Our Solutions")`. */
export function buttonClick(label: string, extra: AnalyticsParams = {}): TrackedEvent {
  return { name: "button_click", params: { label, ...extra } };
}

/**
 * A click on a way to reach the firm (a mail link, a call to action). The lead itself
 * (generate_lead, USD 100) is counted by the server when a consultation request is stored.
 */
export function leadEvents(label: string): TrackedEvent[] {
  return [buttonClick(label)];
}

/** A course enrolment click: interest in the certification and a checkout start (USD 500). */
export function enrolmentEvents(certification: string, location: string): TrackedEvent[] {
  return [
    { name: "certification_interest", params: { certification, location } },
    { name: "begin_checkout", params: { item: certification, location } },
  ];
}

/** A newsletter subscribe click (the form itself is hosted by the newsletter provider). */
export function newsletterSignup(location: string): TrackedEvent {
  return { name: "newsletter_signup", params: { location } };
}

/** A "read more" click on a post or news item. */
export function readMore(target: string): TrackedEvent {
  return buttonClick("Read more", { target });
}

/** The contribution calculator gave an answer: the tax year and the year's coverage in one word, nothing about the person. */
export function calculatorUsed(year: number, coverage: CoverageSummary): TrackedEvent {
  return { name: "calculator_used", params: { year, coverage } };
}

/** Reads the calculator's goal attribute ({"year":2026,"coverage":"family"}); anything else gives null. */
export function parseCalculatorGoal(attribute: string | null): TrackedEvent | null {
  if (!attribute) return null;
  try {
    const { year, coverage } = JSON.parse(attribute) as { year?: unknown; coverage?: unknown };
    if (typeof year !== "number" || !Number.isInteger(year) || !isCoverageSummary(coverage)) return null;
    return calculatorUsed(year, coverage);
  } catch {
    return null;
  }
}

/** An event's parameters with the conversion value fixed for its name (ANALYTICS_VALUES). */
export function withConversionValue(event: TrackedEvent): AnalyticsParams {
  const value = event.name in ANALYTICS_VALUES ? ANALYTICS_VALUES[event.name as keyof typeof ANALYTICS_VALUES] : {};
  return { ...value, ...event.params };
}

const EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(ANALYTICS_EVENTS));
const isParamValue = (value: unknown) => typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** Reads a `data-track` attribute; anything malformed is dropped rather than sent. */
export function parseTrackedEvents(attribute: string | null): TrackedEvent[] {
  if (!attribute) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(attribute);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { name, params } = item as { name?: unknown; params?: unknown };
    if (typeof name !== "string" || !EVENT_NAMES.has(name)) return [];
    if (typeof params !== "object" || params === null || !Object.values(params).every(isParamValue)) return [];
    return [{ name: name as AnalyticsEventName, params: params as AnalyticsParams }];
  });
}
