import { ANALYTICS_EVENTS } from "~/content/ui-limits";

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
export type AnalyticsParams = Record<string, string | number | boolean>;

export const ANALYTICS_EVENT_NAMES = Object.values(ANALYTICS_EVENTS) as [AnalyticsEventName, ...AnalyticsEventName[]];

/** Where the browser sends page views and events. */
export const BEACON_PATH = "/api/beacon";

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
