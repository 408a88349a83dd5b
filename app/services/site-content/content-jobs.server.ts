import { siteToday } from "~/lib/core/dates";
import { bumpSiteContentVersion } from "~/services/publishing/site-content-version.server";
import type { JobDefinition } from "~/services/jobs";

const HOUR_MS = 3_600_000;

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
    await database.db.transaction((tx) => bumpSiteContentVersion(tx));
    logger.info({ day: siteToday(slot) }, "a new day: pages with dated content will render again");
  },
};
