import { describe, expect, it } from "vitest";
import { countryDatabaseWarning } from "~/lib/analytics/country-database-age";
import { breakdownCsv } from "~/lib/analytics/breakdown-csv";
import { findBreakdown } from "~/lib/analytics/breakdowns";
import { dashboardSearch, parseDashboardQuery } from "~/lib/analytics/dashboard-query";
import { deviceType } from "~/lib/analytics/device-type";
import { formatDuration, headlineValues, percentChange } from "~/lib/analytics/figures";
import { bucketLabel, bucketsOf, resolvePeriod } from "~/lib/analytics/periods";
import { readPlan } from "~/lib/analytics/read-plan";
import { referrerSource, utmCampaign } from "~/lib/analytics/traffic-source";
import { exclusionReason } from "~/lib/analytics/visit-exclusions";

const TODAY = "2030-03-10";

describe("analytics periods", () => {
  it("resolves each period, the one before it and the chart's unit", () => {
    expect(resolvePeriod("today", TODAY)).toMatchObject({ from: TODAY, to: TODAY, previous: { from: "2030-03-09", to: "2030-03-09" }, granularity: "hour" });
    expect(resolvePeriod("7d", TODAY)).toMatchObject({ from: "2030-03-04", to: TODAY, previous: { from: "2030-02-25", to: "2030-03-03" }, granularity: "day" });
    expect(resolvePeriod("12mo", TODAY)).toMatchObject({
      from: "2029-04-01",
      to: TODAY,
      previous: { from: "2028-04-01", to: "2029-03-31" },
      granularity: "month",
    });
    expect(bucketsOf(resolvePeriod("12mo", TODAY))).toHaveLength(12);
    expect(bucketsOf(resolvePeriod("90d", TODAY))).toHaveLength(90);
    expect(bucketLabel("2030-03-08", "day")).toBe("Mar 8");
    expect(bucketLabel("2030-03-08T07", "hour")).toBe("07:00");
  });

  it("reads rolled-up days from the rollups and the rest live; views with several filters live only", () => {
    expect(readPlan({ from: "2030-03-04", to: TODAY }, { from: null, through: "2030-03-08" })).toEqual({
      rolled: { from: "2030-03-04", until: "2030-03-09" },
      live: { from: "2030-03-09", until: "2030-03-11" },
    });
    expect(readPlan({ from: "2030-03-04", to: "2030-03-06" }, { from: null, through: "2030-03-08" })).toEqual({
      rolled: { from: "2030-03-04", until: "2030-03-07" },
      live: null,
    });
    expect(readPlan({ from: TODAY, to: TODAY }, { from: null, through: "2030-03-09" })).toEqual({ rolled: null, live: { from: TODAY, until: "2030-03-11" } });
    expect(readPlan({ from: "2030-03-04", to: TODAY }, null)).toEqual({ rolled: null, live: { from: "2030-03-04", until: "2030-03-11" } });
  });

  it("reads a one-filter view's rollups only from the first day that has rows per filter value", () => {
    expect(readPlan({ from: "2030-03-01", to: TODAY }, { from: "2030-03-05", through: "2030-03-08" })).toEqual({
      rolled: { from: "2030-03-05", until: "2030-03-09" },
      live: { from: "2030-03-09", until: "2030-03-11" },
    });
    // No day has them yet: only the days after the last rolled one, from the raw rows.
    expect(readPlan({ from: "2030-03-01", to: TODAY }, { from: "2030-03-09", through: "2030-03-08" })).toEqual({
      rolled: null,
      live: { from: "2030-03-09", until: "2030-03-11" },
    });
    // Nothing rolled up at all: every day from the raw rows.
    expect(readPlan({ from: "2030-03-01", to: TODAY }, { from: null, through: null })).toEqual({
      rolled: null,
      live: { from: "2030-03-01", until: "2030-03-11" },
    });
  });
});

describe("country database age", () => {
  it("warns once the database is more than 90 days old, or unreadable", () => {
    expect(countryDatabaseWarning("2026-08-25", "2026-11-23")).toBeNull();
    expect(countryDatabaseWarning("2026-08-24", "2026-11-23")).toMatch(/^The country database is from 2026-08-24, 91 days ago .*GEOIP_DB_PATH/);
    expect(countryDatabaseWarning(null, "2026-11-23")).toMatch(/could not be read.*GEOIP_DB_PATH/);
  });
});

describe("dashboard URL", () => {
  it("round-trips period and filters, and reports anything it ignores", () => {
    const { query, problems } = parseDashboardQuery(new URLSearchParams("period=custom&from=2030-01-01&to=2030-01-31&page=/team&source=(none)"), TODAY);
    expect(problems).toEqual([]);
    expect(dashboardSearch(query)).toBe("?period=custom&from=2030-01-01&to=2030-01-31&page=%2Fteam&source=%28none%29");
    expect(dashboardSearch(query, { period: "7d", filters: { page: null } })).toBe("?period=7d&source=%28none%29");
    expect(parseDashboardQuery(new URLSearchParams("period=custom&from=2030-03-01&to=2030-03-20"), TODAY).problems).toEqual([
      "The custom range cannot end in the future. Showing the last 30 days.",
    ]);
    expect(parseDashboardQuery(new URLSearchParams("period=custom&from=2030-03-05&to=2030-03-01"), TODAY).problems[0]).toMatch(/must not be after its end/);
    expect(parseDashboardQuery(new URLSearchParams("period=week&page=team"), TODAY).problems).toEqual([
      'Unknown period "week": showing the last 30 days.',
      "The page filter must be a site path starting with /. That filter was ignored.",
    ]);
  });
});

describe("recording rules", () => {
  it("names the referrer site, or none for direct and internal navigation", () => {
    expect(referrerSource("https://www.Google.com/search?q=x", ["localhost:3000"])).toBe("google.com");
    expect(referrerSource("http://localhost:3000/team", ["localhost:3000"])).toBeNull();
    expect(referrerSource("android-app://com.slack", [])).toBeNull();
    expect(referrerSource("not a url", [])).toBeNull();
    expect(utmCampaign("/?utm_source=x&utm_campaign=spring%20sale")).toBe("spring sale");
    expect(utmCampaign("/team")).toBeNull();
  });

  it("groups screen widths into device types", () => {
    expect([null, 0, 390, 575, 576, 991, 1000, 1439, 1440, 2560].map(deviceType)).toEqual([
      "",
      "",
      "Mobile",
      "Mobile",
      "Tablet",
      "Tablet",
      "Laptop",
      "Laptop",
      "Desktop",
      "Desktop",
    ]);
  });

  it("excludes bots, the admin area and signed-in staff", () => {
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
    expect(exclusionReason({ userAgent: chrome, path: "/", signedInStaff: false })).toBeNull();
    expect(exclusionReason({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)", path: "/", signedInStaff: false })).toBe("bot");
    expect(exclusionReason({ userAgent: null, path: "/", signedInStaff: false })).toBe("bot");
    expect(exclusionReason({ userAgent: chrome, path: "/svcs/admin-dashboard", signedInStaff: false })).toBe("admin-area");
    expect(exclusionReason({ userAgent: chrome, path: "/svcsx", signedInStaff: false })).toBeNull();
    expect(exclusionReason({ userAgent: chrome, path: "/", signedInStaff: true })).toBe("staff");
  });
});

describe("figures and CSV", () => {
  it("derives rates and changes, and formats durations", () => {
    expect(headlineValues({ visitors: 4, visits: 4, views: 6, bounces: 2, timeOnPageSeconds: 120, timeOnPageSamples: 2 })).toEqual({
      visitors: 4,
      visits: 4,
      views: 6,
      viewsPerVisit: 1.5,
      timeOnPage: 60,
      bounceRate: 50,
    });
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(5, 0)).toBeNull();
    expect([45, 185, 3720].map(formatDuration)).toEqual(["45s", "3m 05s", "1h 02m"]);
  });

  it("writes CSV that a spreadsheet cannot run as a formula", () => {
    const csv = breakdownCsv(findBreakdown("sources")!, [
      { value: "=cmd", label: "=cmd", visitors: 1, secondary: 2, share: 50 },
      { value: "a,b", label: 'say "hi", a', visitors: 1, secondary: 1, share: 50 },
    ]);
    expect(csv).toBe('"Source","Visitors","Visits","Share of visitors (%)"\r\n"\'=cmd",1,2,50\r\n"say ""hi"", a",1,1,50\r\n');
  });
});
