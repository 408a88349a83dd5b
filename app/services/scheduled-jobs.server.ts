import { analyticsRollupJob } from "~/services/analytics";
import { pruneResetTokens, pruneSignInRecords } from "~/services/auth";
import { backupJobs } from "~/services/backups";
import { purgeExpiredTrashedPosts } from "~/services/blog";
import { type JobDefinition, pruneJobRuns } from "~/services/jobs";
import { sendMailJob } from "~/services/mail";
import { bookingRemindersJob, busyFeedsJob } from "~/services/bookings";
import { pruneExpiredLeads } from "~/services/leads";
import { CONFIRM_LINK_DAYS, newsletterBouncesJob, newsletterSendJob, pruneSubscribers } from "~/services/newsletter";
import { staffAlertsJob } from "~/services/staff-alerts";
import { mediaAvifJob, purgeExpiredTrashedMedia } from "~/services/media";
import { pruneRateLimits } from "~/services/rate-limits";
import { pruneSearchMisses } from "~/services/search";
import { pruneSecurityRecords } from "~/services/security";
import { siteDayTurnJob } from "~/services/site-content";
import { publishScheduledJob } from "~/services/publishing";
import { pruneTrainingRecords, trainingOffersJob, trainingRemindersJob } from "~/services/training";
import { dailyAt, DEFAULT_DAILY_TIME } from "~/lib/backups/daily-slot";
import { RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import { type AppConfig, maintainEmbeddedDatabase } from "~/services/platform";
import { recoverInterruptedWorkJob } from "./interrupted-work.server";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Deletes records past their retention: old login attempts, expired sessions and reset links, old job runs. */
const pruneExpiredRecordsJob: JobDefinition = {
  name: "prune-expired-records",
  schedule: HOUR_MS,
  timeoutMs: 5 * 60_000,
  async run({ database, logger }, { now }) {
    const signIn = await pruneSignInRecords(database.db, now);
    const jobRuns = await pruneJobRuns(database.db, now);
    const longestWindow = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));
    const rateLimits = await pruneRateLimits(database.db, now, longestWindow);
    const resetLinks = await pruneResetTokens(database.db, now);
    logger.info({ ...signIn, jobRuns, rateLimits, resetLinks }, "expired records pruned");
  },
};

/**
 * Keeps what anonymous visitors can make the site write from growing without end: refused
 * sign-ins and security events older than their configured retention, and login records and
 * audit rows older than theirs (RETENTION_AUDIT_DAYS, a year by default), and consultation
 * requests older than RETENTION_LEAD_DAYS (two years by default); and empties the trash of
 * posts and images deleted more than RETENTION_TRASH_DAYS ago, and the days of searches that found
 * nothing older than ANALYTICS_RETENTION_MONTHS. Raw page views are the
 * analytics rollup job's: it deletes them only once their days are rolled up.
 */
const enforceRetentionJob: JobDefinition = {
  name: "enforce-retention",
  schedule: HOUR_MS,
  timeoutMs: 10 * 60_000,
  async run(services, { now }) {
    const { database, logger, config } = services;
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const security = await pruneSecurityRecords(database.db, {
      refusedSignInsBefore: daysAgo(config.RETENTION_REFUSED_SIGN_IN_DAYS),
      securityEventsBefore: daysAgo(config.RETENTION_SECURITY_EVENT_DAYS),
      auditBefore: daysAgo(config.RETENTION_AUDIT_DAYS),
    });
    const leads = await pruneExpiredLeads(database.db, daysAgo(config.RETENTION_LEAD_DAYS));
    // Registrants are leads of the training: kept as long, counted from the session's end (certificates from their expiry).
    const training = await pruneTrainingRecords(database.db, daysAgo(config.RETENTION_LEAD_DAYS));
    const subscribers = await pruneSubscribers(database.db, now, config.RETENTION_SUBSCRIBER_LEFT_DAYS, CONFIRM_LINK_DAYS);
    // The trash is emptied of what it kept long enough (RETENTION_TRASH_DAYS), each deletion audited as the system's.
    const trashedPosts = await purgeExpiredTrashedPosts(database.db, daysAgo(config.RETENTION_TRASH_DAYS));
    const trashedImages = await purgeExpiredTrashedMedia(services, daysAgo(config.RETENTION_TRASH_DAYS));
    // Searches that found nothing are analytics: kept as long as page views (ANALYTICS_RETENTION_MONTHS).
    const analyticsCutoff = new Date(now);
    analyticsCutoff.setUTCMonth(analyticsCutoff.getUTCMonth() - config.ANALYTICS_RETENTION_MONTHS);
    const searchMisses = await pruneSearchMisses(database.db, analyticsCutoff);
    logger.info({ ...security, leads, subscribers, training, trashedPosts, trashedImages, searchMisses }, "retention enforced");
  },
};

/**
 * Daily VACUUM (ANALYZE) of the embedded database (see maintainEmbeddedDatabase): reclaims the
 * space of updated and deleted rows and gives the planner statistics. Nothing on a PostgreSQL
 * server, whose autovacuum does both. The embedded database runs on the server's main thread, so a
 * large table's turn holds every request (0.6 s a day at 5 million page views, 3 s the first time):
 * it runs at the daily backup's time, the operator's quiet hour (BACKUP_DAILY_AT, or its default
 * when backups are off), just before the backup.
 */
function embeddedDatabaseMaintenanceJob(config: Pick<AppConfig, "BACKUP_DAILY_AT">): JobDefinition {
  return {
    name: "embedded-database-maintenance",
    schedule: dailyAt(config.BACKUP_DAILY_AT === "off" ? DEFAULT_DAILY_TIME : config.BACKUP_DAILY_AT),
    timeoutMs: 30 * 60_000,
    async run({ database, logger }, { signal }) {
      const started = performance.now();
      const tables = await maintainEmbeddedDatabase(database, signal);
      if (tables) logger.info({ tables: tables.length, ms: Math.round(performance.now() - started) }, "embedded database vacuumed and analyzed");
    },
  };
}

/** The jobs every deployment runs whatever its configuration. Each area appends its own. */
export const scheduledJobs: readonly JobDefinition[] = [
  sendMailJob,
  publishScheduledJob,
  siteDayTurnJob,
  pruneExpiredRecordsJob,
  enforceRetentionJob,
  analyticsRollupJob,
  mediaAvifJob,
  newsletterSendJob,
  bookingRemindersJob,
  busyFeedsJob,
  trainingOffersJob,
  trainingRemindersJob,
  newsletterBouncesJob,
];

/**
 * The jobs this deployment runs: every job, plus those timed or turned on by its configuration
 * (the embedded database's maintenance, then the daily backup: a sweep runs due jobs in this order).
 * On a PostgreSQL server, where instances come and go, interrupted work is looked for every minute;
 * the embedded database's only process does it at start-up.
 */
export function scheduledJobsFor(config: AppConfig): readonly JobDefinition[] {
  const recovery = config.DATABASE_URL ? [recoverInterruptedWorkJob] : [];
  // Staff alerts run last, after the jobs whose failures they report.
  return [...recovery, ...scheduledJobs, embeddedDatabaseMaintenanceJob(config), ...backupJobs(config), staffAlertsJob];
}
