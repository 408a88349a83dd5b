import { eq, isNotNull } from "drizzle-orm";
import { consultationHosts } from "~/db/schema/index";
import { busySpansOf } from "~/lib/bookings/busy-feed";
import type { JobDefinition } from "~/services/jobs";
import type { AppServices } from "~/services/platform";

const FETCH_TIMEOUT_MS = 15_000;
/** A calendar feed larger than this is refused: a host's busy times fit in far less. */
const FEED_MAX_BYTES = 5 * 1024 * 1024;
const REFRESH_MS = 15 * 60_000;

async function fetchFeed(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow", headers: { accept: "text/calendar" } });
  if (!response.ok) throw new Error(`The feed answered ${response.status}.`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > FEED_MAX_BYTES) throw new Error("The feed is larger than 5 MB.");
  const text = await response.text();
  if (text.length > FEED_MAX_BYTES) throw new Error("The feed is larger than 5 MB.");
  return text;
}

/** Why a feed failed, for its host's settings page: never the URL, which is a secret. */
function feedError(error: unknown, url: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replaceAll(url, "[feed]").slice(0, 300);
}

/**
 * Reads every host's private busy feed server-side and caches its busy spans (now to the host's
 * horizon) in consultation_hosts, which the slot computation reads. A feed that fails keeps the
 * last good spans and records why.
 */
export async function refreshBusyFeeds(services: AppServices, now: Date): Promise<{ read: number; failed: number }> {
  const db = services.database.db;
  const hosts = await db.select().from(consultationHosts).where(isNotNull(consultationHosts.busyFeedUrl));
  let read = 0;
  let failed = 0;
  for (const host of hosts) {
    const url = host.busyFeedUrl!;
    try {
      const spans = busySpansOf(await fetchFeed(url), now, new Date(now.getTime() + (host.horizonDays + 1) * 86_400_000), host.timeZone);
      await db.update(consultationHosts).set({ busySpans: spans, busyFetchedAt: now, busyError: null }).where(eq(consultationHosts.userId, host.userId));
      read++;
    } catch (error) {
      await db
        .update(consultationHosts)
        .set({ busyError: feedError(error, url) })
        .where(eq(consultationHosts.userId, host.userId));
      services.logger.warn({ host: host.userId, error: feedError(error, url) }, "busy feed not read");
      failed++;
    }
  }
  return { read, failed };
}

export const busyFeedsJob: JobDefinition = {
  name: "consultation-busy-feeds",
  schedule: REFRESH_MS,
  timeoutMs: 5 * 60_000,
  async run(services, { now }) {
    const outcome = await refreshBusyFeeds(services, now);
    if (outcome.read || outcome.failed) services.logger.info(outcome, "busy feeds read");
  },
};
