/**
 * The field in which the admin editors send the browser's time zone with a schedule, so the answer
 * names the time as the person entered it ("Publish at (your local time)") and as the admin pages
 * show it after hydration (formatMomentIn).
 */
export const BROWSER_ZONE_FIELD = "browserTimeZone";

/** The browser's IANA time zone (in the browser; on the server it is the server's). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
