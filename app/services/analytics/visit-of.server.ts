import { and, asc, desc, eq, lte } from "drizzle-orm";
import { pageViews } from "~/db/schema/index";
import { ANALYTICS_VALUES } from "~/lib/analytics/analytics-events";
import type { AnalyticsEventName, AnalyticsParams } from "~/lib/analytics/analytics-events";
import { todayIsoDate } from "~/lib/core/dates";
import type { Db } from "~/services/platform";
import { flushBufferedBeacons } from "./beacon-buffer.server";
import { type BeaconSource, prepareBeacon, saltForDay, storeBeacons, visitorIdFor } from "./page-views.server";

/** The pages of a visit, first one first, as the analytics recorded them. */
export type RecordedVisit = { landingPage: string; referrer: string | null; pagesSeen: string[] };

const PAGES_READ = 100;

/**
 * The latest visit today of the visitor making this request: the same address and browser give
 * the same daily visitor id the beacon stored (no cookie is read or set). Null when the analytics
 * has no view of them today (JavaScript off, a blocked beacon, a visit begun before midnight UTC).
 */
export async function visitOf(db: Db, visitor: Pick<BeaconSource, "ip" | "userAgent">, now: Date): Promise<RecordedVisit | null> {
  // This process's last second of beacons (the form's own page view among them) is stored first.
  await flushBufferedBeacons(db);
  const day = todayIsoDate(now);
  const visitorId = visitorIdFor(await saltForDay(db, day), visitor);
  const [latest] = await db
    .select({ sessionId: pageViews.sessionId })
    .from(pageViews)
    .where(and(eq(pageViews.visitorId, visitorId), eq(pageViews.day, day), lte(pageViews.occurredAt, now)))
    .orderBy(desc(pageViews.occurredAt))
    .limit(1);
  if (!latest) return null;
  const views = await db
    .select({ path: pageViews.path, referrer: pageViews.referrer })
    .from(pageViews)
    .where(and(eq(pageViews.visitorId, visitorId), eq(pageViews.sessionId, latest.sessionId), lte(pageViews.occurredAt, now)))
    .orderBy(asc(pageViews.occurredAt))
    .limit(PAGES_READ);
  const [first] = views;
  if (!first) return null;
  return { landingPage: first.path, referrer: first.referrer, pagesSeen: views.map((view) => view.path) };
}

/**
 * Records an event the server itself observed (a stored lead), in the visitor's visit as a beacon
 * would, with the event's conversion value. Bots and signed-in staff are not counted, as for beacons.
 */
export async function recordServerEvent(
  db: Db,
  event: { name: AnalyticsEventName; path: string; params?: AnalyticsParams },
  source: BeaconSource & { now: Date },
): Promise<boolean> {
  const value = event.name in ANALYTICS_VALUES ? ANALYTICS_VALUES[event.name as keyof typeof ANALYTICS_VALUES] : {};
  const prepared = prepareBeacon({ type: "event", name: event.name, path: event.path, params: { ...value, ...event.params } }, source);
  if ("reason" in prepared) return false;
  await storeBeacons(db, [prepared]);
  return true;
}
