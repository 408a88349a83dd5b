import { and, asc, eq, gt, inArray, isNotNull, lte } from "drizzle-orm";
import { href } from "react-router";
import { adminUsers, appState, jobRuns, securityEvents } from "~/db/schema/index";
import { kindDefinition } from "~/lib/security/event-kinds";
import { type AlertLine, type AlertTopic, incidentLineText, staffAlertText } from "~/lib/mail/staff-alert-text";
import { DAILY_BACKUP_JOB } from "~/services/backups";
import type { JobDefinition } from "~/services/jobs";
import { deliverSoon, mailConfigured, queueMail } from "~/services/mail";
import type { AppServices, Db, Tx } from "~/services/platform";

const STATE_KEY = "staff-alerts.checked-until";
// The two older names stay: runs recorded before the one scheduler path are still reported.
const PUBLISH_JOBS = ["publish-scheduled-posts", "publish-scheduled-content", "publish-scheduled"];
const LINES_READ = 200;

/** Admins who receive alerts: active, not frozen, with an address and alert mail on. */
export async function alertRecipients(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.userType, "admin"),
        eq(adminUsers.active, true),
        eq(adminUsers.frozen, false),
        eq(adminUsers.alertMail, true),
        isNotNull(adminUsers.email),
      ),
    );
  return rows.flatMap((row) => row.email ?? []);
}

async function criticalIncidents(tx: Tx, from: Date, to: Date): Promise<AlertLine[]> {
  const rows = await tx
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.severity, "critical"), gt(securityEvents.createdAt, from), lte(securityEvents.createdAt, to)))
    .orderBy(asc(securityEvents.createdAt))
    .limit(LINES_READ);
  return rows.map((row) => ({
    at: row.createdAt,
    text: `${incidentLineText(kindDefinition(row.type)?.label ?? row.type, row.details.slice(0, 200))}${row.ipAddress ? ` (from ${row.ipAddress})` : ""}`,
  }));
}

async function failedRuns(tx: Tx, jobs: string[], from: Date, to: Date): Promise<AlertLine[]> {
  const rows = await tx
    .select()
    .from(jobRuns)
    .where(and(inArray(jobRuns.job, jobs), eq(jobRuns.status, "failed"), gt(jobRuns.finishedAt, from), lte(jobRuns.finishedAt, to)))
    .orderBy(asc(jobRuns.finishedAt))
    .limit(LINES_READ);
  return rows.map((row) => ({ at: row.finishedAt ?? row.startedAt, text: `${row.job}: ${row.error ?? "failed"}` }));
}

/**
 * Mails the admins what went wrong since the last check: critical security incidents, a failed
 * scheduled backup, a failed scheduled publish (posts or site content). One mail per kind per
 * run, however many events; the point it checked up to is kept in the database, so a restart
 * neither repeats nor skips an alert. The first run only sets that point.
 */
export async function sendStaffAlerts(services: AppServices, now: Date): Promise<Record<AlertTopic, number>> {
  const { config, database } = services;
  const sent: Record<AlertTopic, number> = { security: 0, backup: 0, publish: 0 };
  await database.db.transaction(async (tx) => {
    const [state] = await tx.select().from(appState).where(eq(appState.key, STATE_KEY)).for("update");
    const checkedUntil = state ? new Date((state.value as { at: string }).at) : null;
    const mark = { key: STATE_KEY, value: { at: now.toISOString() }, updatedAt: now };
    await tx
      .insert(appState)
      .values(mark)
      .onConflictDoUpdate({ target: appState.key, set: { value: mark.value, updatedAt: now } });
    if (!checkedUntil || !mailConfigured(config)) return;
    const recipients = await alertRecipients(tx);
    if (!recipients.length) return;
    const topics: Record<AlertTopic, AlertLine[]> = {
      security: await criticalIncidents(tx, checkedUntil, now),
      backup: await failedRuns(tx, [DAILY_BACKUP_JOB], checkedUntil, now),
      publish: await failedRuns(tx, PUBLISH_JOBS, checkedUntil, now),
    };
    const pages: Record<AlertTopic, string> = {
      security: href("/svcs/admin-dashboard/security"),
      backup: href("/svcs/admin-dashboard/backups"),
      publish: href("/svcs/admin-dashboard/posts"),
    };
    for (const topic of Object.keys(topics) as AlertTopic[]) {
      if (!topics[topic].length) continue;
      const mail = staffAlertText(topic, topics[topic], `${config.SITE_URL}${pages[topic]}`, config.identity.siteName);
      await queueMail(tx, config, { kind: "staff_alert", to: recipients, ...mail, now });
      sent[topic] = topics[topic].length;
    }
  });
  if (Object.values(sent).some(Boolean)) deliverSoon(services);
  return sent;
}

export const staffAlertsJob: JobDefinition = {
  name: "staff-alerts",
  schedule: 60_000,
  timeoutMs: 60_000,
  async run(services, { now }) {
    const sent = await sendStaffAlerts(services, now);
    if (Object.values(sent).some(Boolean)) services.logger.info(sent, "staff alerts mailed");
  },
};
