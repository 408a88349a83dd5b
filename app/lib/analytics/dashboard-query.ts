import { DEVICE_TYPES } from "./device-type";
import { DEFAULT_PERIOD, type DaySpan, daysBetween, MAX_CUSTOM_DAYS, PERIOD_KEYS, type PeriodKey } from "./periods";

/** Dimensions a click on a breakdown row can narrow the whole dashboard to. */
export const FILTER_KEYS = ["page", "source", "country", "device"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

/** How "no value" (a direct visit, an unknown country) is written in a URL. */
export const NONE_VALUE = "(none)";

export type DashboardQuery = { period: PeriodKey; custom?: DaySpan; filters: Filters };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KNOWN_PARAMETERS = new Set<string>(["period", "from", "to", "breakdown", ...FILTER_KEYS]);

function isRealDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function filterProblem(key: FilterKey, value: string): string | null {
  if (value === NONE_VALUE) return null;
  switch (key) {
    case "page":
      return value.startsWith("/") && value.length <= 2_000 ? null : "The page filter must be a site path starting with /.";
    case "source":
      return value.length > 0 && value.length <= 253 ? null : "The referrer filter must be a site name such as google.com.";
    case "country":
      return /^[A-Z]{2}$/.test(value) ? null : "The country filter must be a two-letter country code such as US.";
    case "device":
      return DEVICE_TYPES.some((type) => type.name === value) ? null : `The device filter must be one of ${DEVICE_TYPES.map((type) => type.name).join(", ")}.`;
  }
}

function customSpan(params: URLSearchParams, today: string): { span?: DaySpan; problem?: string } {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (!isRealDate(from) || !isRealDate(to)) return { problem: "A custom range needs a start and an end date (yyyy-mm-dd)." };
  if (from > to) return { problem: "The start date of the custom range must not be after its end date." };
  if (to > today) return { problem: "The custom range cannot end in the future." };
  if (daysBetween(from, to) > MAX_CUSTOM_DAYS) return { problem: `A custom range can span at most ${MAX_CUSTOM_DAYS} days.` };
  return { span: { from, to } };
}

/**
 * Reads period and filters from the dashboard's URL. Anything wrong is reported in plain words and
 * left out (the default period, no such filter), so a mistyped bookmark still opens the dashboard.
 */
export function parseDashboardQuery(params: URLSearchParams, today: string): { query: DashboardQuery; problems: string[] } {
  const problems: string[] = [];
  const requested = params.get("period") ?? DEFAULT_PERIOD;
  let period: PeriodKey = DEFAULT_PERIOD;
  let custom: DaySpan | undefined;
  if (!(PERIOD_KEYS as readonly string[]).includes(requested)) {
    problems.push(`Unknown period "${requested.slice(0, 40)}": showing the last 30 days.`);
  } else if (requested === "custom") {
    const { span, problem } = customSpan(params, today);
    if (span) {
      period = "custom";
      custom = span;
    } else problems.push(`${problem} Showing the last 30 days.`);
  } else period = requested as PeriodKey;

  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value === null) continue;
    const problem = filterProblem(key, value);
    if (problem) problems.push(`${problem} That filter was ignored.`);
    else filters[key] = value;
  }
  for (const name of new Set(params.keys())) {
    if (!KNOWN_PARAMETERS.has(name)) problems.push(`Unknown filter "${name.slice(0, 40)}" was ignored.`);
  }
  return { query: { period, custom, filters }, problems };
}

/** The URL query of a dashboard view; `changes` replaces the period or sets (a value) or removes (null) filters. */
export function dashboardSearch(
  query: DashboardQuery,
  changes: { period?: PeriodKey; custom?: DaySpan; filters?: Partial<Record<FilterKey, string | null>> } = {},
): string {
  const params = new URLSearchParams();
  const period = changes.period ?? query.period;
  if (period !== DEFAULT_PERIOD) params.set("period", period);
  const custom = changes.custom ?? (changes.period ? undefined : query.custom);
  if (period === "custom" && custom) {
    params.set("from", custom.from);
    params.set("to", custom.to);
  }
  const filters = { ...query.filters, ...changes.filters };
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== null) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The stored value a filter matches: "" for the none marker. */
export function storedFilterValue(value: string): string {
  return value === NONE_VALUE ? "" : value;
}

/** What a view filtered by a page counts: whole visits that read it, so the headline figures are those visits' totals. */
export const PAGE_FILTER_NOTE = (page: string) =>
  `Filtered by page: these figures count the whole visits that included ${page}. Page views, time on page and bounce rate are those visits' totals, across every page they read, not ${page}'s alone.`;
