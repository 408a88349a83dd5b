/** The status and words of an admin request that could not reach the database (an outage, not a bug). */
export const DATABASE_UNAVAILABLE = {
  status: 503,
  title: "Database unavailable",
  description:
    "The admin area cannot reach its database right now, so nothing can be shown or saved. The public website keeps working. This page will work again as soon as the database is back: please try again in a minute.",
} as const;

/** Whether a route error is the admin area's answer to a database outage. */
export function isDatabaseUnavailableAnswer(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === DATABASE_UNAVAILABLE.status;
}
