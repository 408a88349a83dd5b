/** Whether `zone` names an IANA time zone this runtime knows (no library: browser forms check it too). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zones staff and visitors choose from: UTC, then the runtime's IANA zones
 * (Intl.supportedValuesOf, which lists no UTC), every one of which the server accepts.
 */
export function timeZoneChoices(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone")];
}

/** The choices with `current` first when it is a zone the list lacks (an alias stored earlier), so showing a form never changes it. */
export function timeZoneChoicesWith(zones: readonly string[], current: string | undefined): string[] {
  return current && !zones.includes(current) ? [current, ...zones] : [...zones];
}
