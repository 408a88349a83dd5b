import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { analyticsEvents, analyticsSalts, pageViews } from "~/db/schema/index";
import type { Beacon } from "~/lib/analytics/beacon-schema";
import { browserFamily, osFamily } from "~/lib/analytics/browser-family";
import { referrerSource, utmCampaign } from "~/lib/analytics/traffic-source";
import { type ExclusionReason, exclusionReason } from "~/lib/analytics/visit-exclusions";
import { todayIsoDate } from "~/lib/core/dates";
import { postKeyFromPath } from "~/lib/analytics/post-path";
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
  await db.insert(analyticsSalts).values({ day, salt: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error("analytics salt missing after insert");
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  return row.salt;
}

export function hashParts(...parts: string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  return hash.digest("base64url").slice(0, 32);
}

/** The same visitor (address and browser) gets the same id all day, and an unrelated one tomorrow. */
export function visitorIdFor(salt: string, source: BeaconSource): string {
  return hashParts("visitor", salt, source.ip, source.userAgent ?? "");
}

/**
 * Continues the visitor's session when their last view is recent, else starts a new one. A visit
 * keeps the source and campaign it arrived with, so filtering by them selects whole visits.
 */
async function visitFor(db: Db, salt: string, visitorId: string, now: Date, arrival: Omit<VisitOrigin, "sessionId">): Promise<VisitOrigin> {
  const [last] = await db
    .select({ sessionId: pageViews.sessionId, source: pageViews.source, utmCampaign: pageViews.utmCampaign })
    .from(pageViews)
    .where(and(eq(pageViews.visitorId, visitorId), gt(pageViews.occurredAt, new Date(now.getTime() - SESSION_GAP_MS))))
    .orderBy(desc(pageViews.occurredAt))
    .limit(1);
  return last ?? { sessionId: hashParts("session", salt, visitorId, now.toISOString()), ...arrival };
}

/**
 * The post a page view counts for. The id comes from the browser, so it is kept only on a post
 * path and only if it names a current post (page_views has no foreign key to enforce it).
 */
async function viewedPostId(db: Db, path: string, postId: string | null | undefined): Promise<string | null> {
  if (!postId || postKeyFromPath(path) === null) return null;
  return (await isCurrentPostId(db, postId)) ? postId : null;
}

export type RecordOutcome = { recorded: true } | { recorded: false; reason: ExclusionReason };

/** Stores one validated beacon as a page-view or event row, unless it comes from a bot, the admin area or staff. */
export async function recordBeacon(db: Db, beacon: Beacon, source: BeaconSource): Promise<RecordOutcome> {
  const reason = exclusionReason({ userAgent: source.userAgent, path: beacon.path, signedInStaff: source.signedInStaff ?? false });
  if (reason) return { recorded: false, reason };
  const now = source.now ?? new Date();
  const day = todayIsoDate(now);
  const salt = await saltForDay(db, day);
  const visitorId = visitorIdFor(salt, source);
  const arrival =
    beacon.type === "pageview" ? { source: referrerSource(beacon.referrer, source.ownHosts ?? []), utmCampaign: utmCampaign(beacon.path) } : { source: null, utmCampaign: null };
  const visit = await visitFor(db, salt, visitorId, now, arrival);
  const sessionId = visit.sessionId;
  if (beacon.type === "pageview") {
    await db.insert(pageViews).values({
      occurredAt: now,
      day,
      path: beacon.path,
      referrer: beacon.referrer || null,
      screenWidth: beacon.screenWidth ?? null,
      screenHeight: beacon.screenHeight ?? null,
      language: beacon.language || null,
      browser: browserFamily(source.userAgent),
      os: osFamily(source.userAgent),
      country: countryOf(source.config ?? {}, source.ip),
      source: visit.source,
      utmCampaign: visit.utmCampaign,
      blogPostId: await viewedPostId(db, beacon.path, beacon.postId),
      visitorId,
      sessionId,
    });
    return { recorded: true };
  }
  await db.insert(analyticsEvents).values({ occurredAt: now, day, name: beacon.name, path: beacon.path, params: beacon.params, visitorId, sessionId });
  return { recorded: true };
}
