import { formatCount } from "~/lib/core/numbers";

/** The period's headline counts; averages and rates are derived so they stay exact over any range. */
export type Totals = { visitors: number; visits: number; views: number; bounces: number; timeOnPageSeconds: number; timeOnPageSamples: number };

export const ZERO_TOTALS: Totals = { visitors: 0, visits: 0, views: 0, bounces: 0, timeOnPageSeconds: 0, timeOnPageSamples: 0 };

export function addTotals(a: Totals, b: Totals): Totals {
  return {
    visitors: a.visitors + b.visitors,
    visits: a.visits + b.visits,
    views: a.views + b.views,
    bounces: a.bounces + b.bounces,
    timeOnPageSeconds: a.timeOnPageSeconds + b.timeOnPageSeconds,
    timeOnPageSamples: a.timeOnPageSamples + b.timeOnPageSamples,
  };
}

export type HeadlineKey = "visitors" | "visits" | "views" | "viewsPerVisit" | "timeOnPage" | "bounceRate";

export const HEADLINE_LABELS: Record<HeadlineKey, string> = {
  visitors: "Unique visitors",
  visits: "Visits",
  views: "Page views",
  viewsPerVisit: "Views per visit",
  timeOnPage: "Avg. time on page",
  bounceRate: "Bounce rate",
};

/** For these a fall is good news, so the change is coloured the other way. */
export const LOWER_IS_BETTER: ReadonlySet<HeadlineKey> = new Set(["bounceRate"]);

/** Each headline figure as a number (null when undefined, e.g. views per visit without visits). */
export function headlineValues(totals: Totals): Record<HeadlineKey, number | null> {
  return {
    visitors: totals.visitors,
    visits: totals.visits,
    views: totals.views,
    viewsPerVisit: totals.visits ? totals.views / totals.visits : null,
    timeOnPage: totals.timeOnPageSamples ? totals.timeOnPageSeconds / totals.timeOnPageSamples : null,
    bounceRate: totals.visits ? (totals.bounces / totals.visits) * 100 : null,
  };
}

/** Change against the previous period in percent, rounded; null when there is nothing to compare with. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export function formatHeadline(key: HeadlineKey, value: number | null): string {
  if (value === null) return "-";
  switch (key) {
    case "viewsPerVisit":
      return value.toFixed(2);
    case "timeOnPage":
      return formatDuration(value);
    case "bounceRate":
      return `${Math.round(value)}%`;
    default:
      return formatCount(value);
  }
}

/** Seconds as "45s", "3m 05s" or "1h 02m". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole}s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes}m ${String(whole % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

/** A share of a whole in percent with one decimal, 0 when the whole is 0. */
export function sharePercent(part: number, whole: number): number {
  return whole ? Math.round((part / whole) * 1000) / 10 : 0;
}

export function formatUsd(value: number): string {
  return value.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
}
