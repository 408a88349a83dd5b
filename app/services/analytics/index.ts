/**
 * Analytics: first-party page views and events recorded from the site's beacon, without cookies or
 * raw IPs (country from a local database); daily rollups kept by a job; the dashboard's figures.
 */
export { BEACON_FLUSH_MS, bufferBeacon, flushBufferedBeacons } from "./beacon-buffer.server";
export { countryDatabaseInfo, countryOf, logCountryDatabaseAge } from "./country-lookup.server";
export { analyticsBreakdown, analyticsDashboard, type DashboardData, type SeriesPoint } from "./dashboard.server";
export { recordBeacon, type RecordOutcome, SESSION_GAP_MS } from "./page-views.server";
export { type Realtime, realtimeVisitors } from "./realtime.server";
export { analyticsRollupJob } from "./rollup-job.server";
export { deleteExpiredRawRows, lastRolledDay, rollUpClosedDays, rollUpFiltersOfEarlierDays } from "./rollups.server";
export { type RecordedVisit, recordServerEvent, visitOf } from "./visit-of.server";
