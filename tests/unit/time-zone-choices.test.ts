import { describe, expect, it } from "vitest";
import { isTimeZone, timeZoneChoices, timeZoneChoicesWith } from "~/lib/calendar/time-zone";
import { SITE_TIME_ZONE } from "~/lib/core/dates";

describe("time zone choices", () => {
  it("offers UTC first, the firm's zone, and only zones the server accepts, each once", () => {
    const zones = timeZoneChoices();
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain(SITE_TIME_ZONE);
    expect(zones).toContain("Europe/London");
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of zones) expect(isTimeZone(zone), zone).toBe(true);
  });

  it("keeps a stored zone the list lacks, first, so showing the form never changes it", () => {
    const zones = timeZoneChoices();
    expect(timeZoneChoicesWith(zones, "US/Eastern")).toEqual(["US/Eastern", ...zones]);
    expect(timeZoneChoicesWith(zones, "Europe/Paris")).toEqual(zones);
    expect(timeZoneChoicesWith(zones, undefined)).toEqual(zones);
    expect(timeZoneChoicesWith(zones, "")).toEqual(zones);
  });
});
