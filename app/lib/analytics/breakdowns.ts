import type { FilterKey } from "./dashboard-query";

/**
 * The dashboard's ranked lists. Each is one daily rollup table; `secondary` is the second count a
 * row shows beside its visitors.
 */
export const BREAKDOWNS = [
  { key: "pages", title: "Top pages", column: "Page", secondary: "views", filter: "page", empty: "Unknown" },
  { key: "entry-pages", title: "Entry pages", column: "Page", secondary: "visits", filter: "page", empty: "Unknown" },
  { key: "posts", title: "Top blog posts", column: "Post", secondary: "views", filter: null, empty: null },
  { key: "sources", title: "Referrer sites", column: "Source", secondary: "visits", filter: "source", empty: "Direct / None" },
  { key: "campaigns", title: "UTM campaigns", column: "Campaign", secondary: "visits", filter: null, empty: null },
  { key: "countries", title: "Countries", column: "Country", secondary: "visits", filter: "country", empty: "Unknown" },
  { key: "browsers", title: "Browsers", column: "Browser", secondary: "visits", filter: null, empty: "Unknown" },
  { key: "operating-systems", title: "Operating systems", column: "System", secondary: "visits", filter: null, empty: "Unknown" },
  { key: "devices", title: "Devices", column: "Device", secondary: "visits", filter: "device", empty: "Unknown" },
  { key: "languages", title: "Languages", column: "Language", secondary: "visits", filter: null, empty: "Unknown" },
] as const satisfies ReadonlyArray<{
  key: string;
  title: string;
  column: string;
  secondary: "views" | "visits";
  filter: FilterKey | null;
  empty: string | null;
}>;

export type Breakdown = (typeof BREAKDOWNS)[number];
export type BreakdownKey = Breakdown["key"];

export const SECONDARY_LABEL = { views: "Page views", visits: "Visits" } as const;

/** How many rows each list shows on the dashboard; the CSV export has them all. */
export const BREAKDOWN_ROWS_SHOWN = 10;
/** The export's limit, far above any real list of this site. */
export const BREAKDOWN_ROWS_EXPORTED = 5_000;

export function findBreakdown(key: string | null): Breakdown | null {
  return BREAKDOWNS.find((breakdown) => breakdown.key === key) ?? null;
}

/** One row of a ranked list as shown and exported. `value` is what a filter matches ("" for none). */
export type BreakdownRow = { value: string; label: string; visitors: number; secondary: number; share: number };
