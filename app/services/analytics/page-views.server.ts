import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, lt } from "drizzle-orm";
import { analyticsEvents, analyticsSalts, pageViews } from "~/db/schema/index";
import type { Beacon } from "~/lib/analytics/beacon-schema";
import { browserAndOs } from "~/lib/analytics/browser-family";
import { referrerSource, utmCampaign } from "~/lib/analytics/traffic-source";
import { type ExclusionReason, exclusionReason } from "~/lib/analytics/visit-exclusions";
import { todayIsoDate } from "~/lib/core/dates";
import { postKeyFromPath } from "~/lib/site/post-path";
import { isCurrentPostId } from "~/services/blog";
import type { AppConfig, Db } from "~/services/platform";
import { countryOf } from "./country-lookup.server";

/** A visitor's views belong to one session until they pause this long. */
export const SESSION_GAP_MS = 30 * 60 * 1_000;

export type BeaconSource = {
  /** Used only inside the hash; never stored. */
  ip: string;
  userAgent: string | null;
  now?: Date;
  /** Hosts of this site: a referrer from them is a navigation inside the site, not a source. */
  ownHosts?: readonly string[];
  /** Someone signed in to the admin area: their views are not counted. */
  signedInStaff?: boolean;
  /** Where the country database is; the bundled one when unset. */
  config?: Pick<AppConfig, "GEOIP_DB_PATH">;
};

type VisitOrigin = { sessionId: string; source: string | null; utmCampaign: string | null };

/** Today's salt, created by whichever instance asks first; salts of older days are deleted. */
export async function saltForDay(db: Db, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error("analytics salt missing after insert");
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  return row.salt;
}

/** A day's salt never changes once created, so each process asks the database once a day (per database). */
const saltCache = new WeakMap<Db, { day: string; salt: string }>();

async function cachedSaltForDay(db: Db, day: string): Promise<string> {
  const cached = saltCache.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = await saltForDay(db, day);
  saltCache.set(db, { day, salt });
  return salt;
}

export function hashParts(...parts: string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  return hash.digest("base64url").slice(0, 32);
}

/** The same visitor (address and browser) gets the same id all day, and an unrelated one tomorrow. */
export function visitorIdFor(salt: string, source: Pick<BeaconSource, "ip" | "userAgent">): string {
  return hashParts("visitor", salt, source.ip, source.userAgent ?? "");
}

/**
 * A counted beacon with everything that depends only on the request worked out when it arrived
 * (time, user agent parsed once, country, traffic source); the visitor and visit are settled when
 * it is stored. The address stays in memory until then, for the hash only.
 */
export type PreparedBeacon = {
  beacon: Beacon;
  ip: string;
  userAgent: string | null;
  now: Date;
  day: string;
  browser: string | null;
  os: string | null;
  country: string | null;
  arrival: Omit<VisitOrigin, "sessionId">;
};

export type RecordOutcome = { recorded: true } | { recorded: false; reason: ExclusionReason };

/** The beacon ready to store, or why it is not counted (a bot, the admin area, staff). */
export function prepareBeacon(beacon: Beacon, source: BeaconSource): PreparedBeacon | { reason: ExclusionReason } {
  const reason = exclusionReason({ userAgent: source.userAgent, path: beacon.path, signedInStaff: source.signedInStaff ?? false });
  if (reason) return { reason };
  const now = source.now ?? new Date();
  const { browser, os } = browserAndOs(source.userAgent);
  return {
    beacon,
    ip: source.ip,
    userAgent: source.userAgent,
    now,
    day: todayIsoDate(now),
    browser,
    os,
    country: beacon.type === "pageview" ? countryOf(source.config ?? {}, source.ip) : null,
    arrival:
      beacon.type === "pageview"
        ? { source: referrerSource(beacon.referrer, source.ownHosts ?? []), utmCampaign: utmCampaign(beacon.path) }
        : { source: null, utmCampaign: null },
  };
}

type LastView = VisitOrigin & { at: Date };

/** Each visitor's latest page view that could still continue a visit of this batch: one query for the batch. */
async function lastViewsOf(db: Db, visitorIds: string[], since: Date): Promise<Map<string, LastView>> {
  if (visitorIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([pageViews.visitorId], {
      visitorId: pageViews.visitorId,
      sessionId: pageViews.sessionId,
      source: pageViews.source,
      utmCampaign: pageViews.utmCampaign,
      at: pageViews.occurredAt,
    })
    .from(pageViews)
    .where(and(inArray(pageViews.visitorId, visitorIds), gt(pageViews.occurredAt, since)))
    .orderBy(pageViews.visitorId, desc(pageViews.occurredAt));
  return new Map(rows.map(({ visitorId, ...view }) => [visitorId, view]));
}

/**
 * The posts the batch's views count for. The id comes from the browser, so it is kept only on a
 * post path and only if it names a current post (page_views has no foreign key to enforce it).
 */
async function currentPostIds(db: Db, batch: PreparedBeacon[]): Promise<Set<string>> {
  const claimed = new Set<string>();
  for (const { beacon } of batch) if (beacon.type === "pageview" && beacon.postId && postKeyFromPath(beacon.path) !== null) claimed.add(beacon.postId);
  const current = new Set<string>();
  for (const id of claimed) if (await isCurrentPostId(db, id)) current.add(id);
  return current;
}

/**
 * Stores prepared beacons, oldest first, as page-view and event rows: one multi-row INSERT per
 * table. A view continues its visitor's visit when their last view (stored, or earlier in the
 * batch) is less than SESSION_GAP_MS old, else starts a new one; a visit keeps the source and
 * campaign it arrived with, so filtering by them selects whole visits.
 */
export async function storeBeacons(db: Db, prepared: PreparedBeacon[]): Promise<void> {
  if (prepared.length === 0) return;
  const batch = [...prepared].sort((a, b) => a.now.getTime() - b.now.getTime());
  const salts = new Map<string, string>();
  for (const { day } of batch) if (!salts.has(day)) salts.set(day, await cachedSaltForDay(db, day));
  const visitorIds = batch.map((item) => visitorIdFor(salts.get(item.day)!, item));
  const lastViews = await lastViewsOf(db, [...new Set(visitorIds)], new Date(batch[0]!.now.getTime() - SESSION_GAP_MS));
  const postIds = await currentPostIds(db, batch);

  const views: (typeof pageViews.$inferInsert)[] = [];
  const events: (typeof analyticsEvents.$inferInsert)[] = [];
  batch.forEach((item, index) => {
    const visitorId = visitorIds[index]!;
    const last = lastViews.get(visitorId);
    const visit: VisitOrigin =
      last && last.at.getTime() > item.now.getTime() - SESSION_GAP_MS
        ? last
        : { sessionId: hashParts("session", salts.get(item.day)!, visitorId, item.now.toISOString()), ...item.arrival };
    const { beacon } = item;
    if (beacon.type === "event") {
      events.push({ occurredAt: item.now, day: item.day, name: beacon.name, path: beacon.path, params: beacon.params, visitorId, sessionId: visit.sessionId });
      return;
    }
    lastViews.set(visitorId, { ...visit, at: item.now });
    views.push({
      occurredAt: item.now,
      day: item.day,
      path: beacon.path,
      referrer: beacon.referrer || null,
      screenWidth: beacon.screenWidth ?? null,
      screenHeight: beacon.screenHeight ?? null,
      language: beacon.language || null,
      browser: item.browser,
      os: item.os,
      country: item.country,
      source: visit.source,
      utmCampaign: visit.utmCampaign,
      blogPostId: beacon.postId && postIds.has(beacon.postId) && postKeyFromPath(beacon.path) !== null ? beacon.postId : null,
      visitorId,
      sessionId: visit.sessionId,
    });
  });
  if (views.length) await db.insert(pageViews).values(views);
  if (events.length) await db.insert(analyticsEvents).values(events);
}

/** Stores one validated beacon right away, unless it comes from a bot, the admin area or staff. The site's beacon route buffers instead (beacon-buffer.server.ts). */
export async function recordBeacon(db: Db, beacon: Beacon, source: BeaconSource): Promise<RecordOutcome> {
  const prepared = prepareBeacon(beacon, source);
  if ("reason" in prepared) return { recorded: false, reason: prepared.reason };
  await storeBeacons(db, [prepared]);
  return { recorded: true };
}
