import { siteToday } from "~/lib/core/dates";
import { bumpBlogVersion } from "~/services/blog";
import type { JobDefinition } from "~/services/jobs";
import { publishDueContent } from "./write-content.server";

const HOUR_MS = 3_600_000;

/** Publishes site content whose scheduled time has come (one instance per minute, surviving restarts). */
export const publishScheduledContentJob: JobDefinition = {
  name: "publish-scheduled-content",
  schedule: 60_000,
  timeoutMs: 30_000,
  async run({ database, logger }, { now }) {
    const outcome = await publishDueContent(database.db, now);
    if (outcome.published.length) logger.info({ documents: outcome.published }, "scheduled site content published");
    // A failed publish is a failed run: it shows in the jobs' status and is mailed to the admins (staff alerts).
    if (outcome.failed.length) throw new Error(`scheduled site content could not be published: ${outcome.failed.join(", ")}`);
  },
};

/**
 * Pages that show dated content (the HSA figures in force, upcoming and past) change when the
 * firm's day turns, with nobody editing: in the first hourly slot of a new day, every instance is
 * told to drop its cached pages.
 */
export const siteDayTurnJob: JobDefinition = {
  name: "site-day-turn",
  schedule: HOUR_MS,
  timeoutMs: 30_000,
  async run({ database, logger }, { slot }) {
    if (siteToday(slot) === siteToday(new Date(slot.getTime() - HOUR_MS))) return;
    await database.db.transaction((tx) => bumpBlogVersion(tx));
    logger.info({ day: siteToday(slot) }, "a new day: pages with dated content will render again");
  },
};
