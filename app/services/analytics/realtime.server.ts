import { sql } from "drizzle-orm";
import type { Filters } from "~/lib/analytics/dashboard-query";
import { addDays } from "~/lib/analytics/periods";
import { todayIsoDate } from "~/lib/core/dates";
import { authorize } from "~/services/auth";
import type { Db } from "~/services/platform";
import type { Viewer } from "./dashboard.server";
import { flushBufferedBeacons } from "./beacon-buffer.server";
import { rowsOf, visitsMatching } from "./raw-aggregates.server";

/** "Right now" means the last five minutes, as in Plausible. */
export const REALTIME_WINDOW_MS = 5 * 60_000;
const PAGES_SHOWN = 10;

export type Realtime = { visitors: number; pages: { page: string; visitors: number }[]; at: string };

/**
 * Visitors of the last five minutes and the pages they are reading, from the raw rows. With the
 * dashboard's filters, only visits the filters select (as everywhere on the dashboard: a visit
 * with a matching view since the start of the window's first day).
 */
export async function realtimeVisitors(db: Db, viewer: Viewer, now: Date, filters: Filters = {}): Promise<Realtime> {
  authorize(viewer, "analytics:view");
  await flushBufferedBeacons(db);
  const since = new Date(now.getTime() - REALTIME_WINDOW_MS);
  const days = { from: todayIsoDate(since), until: addDays(todayIsoDate(now), 1), filters };
  // The day bound lets the day index narrow the scan before the time condition.
  const recent = sql`from page_views where day >= ${days.from} and occurred_at > ${since.toISOString()} and occurred_at <= ${now.toISOString()}${visitsMatching(days)}`;
  const [count] = await rowsOf<{ visitors: number }>(db, sql`select count(distinct visitor_id)::int as visitors ${recent}`);
  const pages = await rowsOf<{ page: string; visitors: number }>(
    db,
    sql`select split_part(path, '?', 1) as page, count(distinct visitor_id)::int as visitors ${recent} group by 1 order by visitors desc, page limit ${PAGES_SHOWN}`,
  );
  return { visitors: count?.visitors ?? 0, pages, at: now.toISOString() };
}
