import { formatDatePattern as format } from "../core/date-pattern";

/** The Login History table shows the 100 newest records. */
export const LOGIN_HISTORY_LIMIT = 100;
/** How often an open Login History tab asks whether records changed. */
export const LOGIN_HISTORY_POLL_MS = 5000;

export const LOGIN_FILTERS = ["all", "success", "failed"] as const;
export type LoginFilter = (typeof LOGIN_FILTERS)[number];

export type LoginStats = { total: number; successful: number; failed: number };

export const LOGIN_HISTORY_TEXT = {
  loading: "Loading login records from database...",
  empty: "No login records found in database",
  noMatch: "No records match your search criteria.",
  connectionFailed: "Database connection failed.",
  errorTitle: "Database Error",
  errorDescription: "Failed to load login history from database...",
  refreshing: "Refreshing login history",
  updated: "Login history updated",
} as const;

/** The banner shown when the login history cannot be read. */
export const LOGIN_HISTORY_DATABASE_ERROR = {
  title: LOGIN_HISTORY_TEXT.errorTitle,
  message: `${LOGIN_HISTORY_TEXT.connectionFailed} ${LOGIN_HISTORY_TEXT.errorDescription}`,
} as const;

export function parseLoginFilter(value: string | null): LoginFilter {
  return (LOGIN_FILTERS as readonly string[]).includes(value ?? "") ? (value as LoginFilter) : "all";
}

/** Success rate in percent with one decimal, e.g. "66.7%"; "0.0%" when there are no records. */
export function successRate(stats: LoginStats): string {
  return `${stats.total === 0 ? "0.0" : ((stats.successful / stats.total) * 100).toFixed(1)}%`;
}

/** The admin area's date format MM/dd/yyyy h:mm a, split into the table's Date and Time columns. */
export function formatLoginDate(date: Date): { date: string; time: string } {
  return { date: format(date, "MM/dd/yyyy"), time: format(date, "h:mm a") };
}
