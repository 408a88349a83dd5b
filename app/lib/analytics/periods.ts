/** Dashboard periods. Days are UTC calendar days (yyyy-mm-dd), the unit of the rollups and of the visitor salt. */
export const PERIOD_KEYS = ["today", "yesterday", "7d", "30d", "90d", "12mo", "custom"] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export const PERIOD_LABELS: Record<PeriodKey, string> = {
  today: "Today",
  yesterday: "Yesterday",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "12mo": "Last 12 months",
  custom: "Custom range",
};

export const DEFAULT_PERIOD: PeriodKey = "30d";

/** The longest custom range, in days. */
export const MAX_CUSTOM_DAYS = 731;

export type Granularity = "hour" | "day" | "month";
/** Inclusive first and last day. */
export type DaySpan = { from: string; to: string };
export type ResolvedPeriod = DaySpan & { key: PeriodKey; previous: DaySpan; granularity: Granularity };

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function startOfMonthsBefore(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** The same number of days right before `span`. */
export function previousSpan(span: DaySpan): DaySpan {
  const length = daysBetween(span.from, span.to);
  return { from: addDays(span.from, -length), to: addDays(span.from, -1) };
}

/** Turns a period into its days, the period before it (compared against) and the chart's unit. */
export function resolvePeriod(key: PeriodKey, today: string, custom?: DaySpan): ResolvedPeriod {
  const lastDays = (count: number): DaySpan => ({ from: addDays(today, -(count - 1)), to: today });
  switch (key) {
    case "today":
      return { key, from: today, to: today, previous: previousSpan({ from: today, to: today }), granularity: "hour" };
    case "yesterday": {
      const day = addDays(today, -1);
      return { key, from: day, to: day, previous: previousSpan({ from: day, to: day }), granularity: "hour" };
    }
    case "7d":
    case "30d":
    case "90d": {
      const span = lastDays(Number.parseInt(key, 10));
      return { key, ...span, previous: previousSpan(span), granularity: "day" };
    }
    case "12mo": {
      const from = startOfMonthsBefore(today, 11);
      return { key, from, to: today, previous: { from: startOfMonthsBefore(today, 23), to: addDays(from, -1) }, granularity: "month" };
    }
    case "custom": {
      const span = custom ?? lastDays(30);
      return { key, ...span, previous: previousSpan(span), granularity: "day" };
    }
  }
}

/** Every bucket start of the chart, so days without views still show as zero. */
export function bucketsOf(period: ResolvedPeriod): string[] {
  if (period.granularity === "hour") return Array.from({ length: 24 }, (_, hour) => `${period.from}T${String(hour).padStart(2, "0")}`);
  if (period.granularity === "day") return Array.from({ length: daysBetween(period.from, period.to) }, (_, index) => addDays(period.from, index));
  const months: string[] = [];
  for (let month = period.from.slice(0, 7); month <= period.to.slice(0, 7); month = startOfMonthsBefore(`${month}-01`, -1).slice(0, 7)) months.push(month);
  return months;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A chart bucket as people read it: "08:00" (UTC hour), "Mar 8", "Mar 2030". */
export function bucketLabel(bucket: string, granularity: Granularity): string {
  if (granularity === "hour") return `${bucket.slice(11, 13)}:00`;
  const month = MONTHS[Number(bucket.slice(5, 7)) - 1] ?? bucket;
  if (granularity === "month") return `${month} ${bucket.slice(0, 4)}`;
  return `${month} ${Number(bucket.slice(8, 10))}`;
}
