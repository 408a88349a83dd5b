// Apart from dates.ts so that a page needing only today's date (the analytics range) does not take
// the post dates' parser along (dates.ts keeps state at load, so it is never tree-shaken away).

/** The UTC calendar day of `now` as yyyy-mm-dd (a new post's default date, the analytics day). */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
