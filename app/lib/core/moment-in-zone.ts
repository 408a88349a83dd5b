import { TZDate } from "@date-fns/tz";
import { isTimeZone } from "../calendar/time-zone";
import { formatDateTime } from "./dates";

export { BROWSER_ZONE_FIELD } from "./browser-zone";

/** A posted zone when it is a real IANA zone, else null. */
export function zoneOf(value: unknown): string | null {
  return typeof value === "string" && value.length <= 64 && isTimeZone(value) ? value : null;
}

/**
 * A moment as the admin area writes it (MM/dd/yyyy h:mm a) in `zone`, followed by the zone's short
 * name (EST, GMT+1); without a zone, in UTC. One formatter for every schedule answer of the editors.
 */
export function formatMomentIn(instant: Date, zone: string | null): string {
  const shown = zone ?? "UTC";
  const name = new Intl.DateTimeFormat("en-US", { timeZone: shown, timeZoneName: "short" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${formatDateTime(new TZDate(instant.getTime(), shown))} ${name ?? shown}`;
}
