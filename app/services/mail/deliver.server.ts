import { and, eq, lt, or, sql } from "drizzle-orm";
import { mailOutbox } from "~/db/schema/index";
import { MAIL_MAX_ATTEMPTS, retryDelayMs } from "~/lib/mail/mail-kinds";
import { type AppServices, queryRows } from "~/services/platform";
import { type MailContent, openMail } from "./mail-seal.server";
import { deliveryError, transportFor } from "./transport.server";

/** How long a claimed message is this instance's to send; past it another instance may try. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

type Claimed = { id: string; recipients: string[]; sealed: string; attempts: number };

export type DeliveryOutcome = { sent: number; failed: number; retrying: number };

/**
 * Claims due messages for this instance (one statement; `skip locked` and the claim's expiry let
 * one instance send each), then sends them one by one. A failed attempt is retried after a
 * back-off, up to MAIL_MAX_ATTEMPTS.
 */
export async function deliverDueMail({ config, database, logger }: AppServices, now = new Date()): Promise<DeliveryOutcome> {
  const outcome: DeliveryOutcome = { sent: 0, failed: 0, retrying: 0 };
  if (!config.SMTP_URL) return outcome;
  const db = database.db;
  const claimed = await queryRows<Claimed>(
    db,
    sql`update mail_outbox set locked_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}, attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where status = 'pending' and next_attempt_at <= ${now.toISOString()} and (locked_until is null or locked_until < ${now.toISOString()})
          order by next_attempt_at limit ${BATCH} for update skip locked)
        returning id, recipients, sealed, attempts`,
  );
  const transport = transportFor(config.SMTP_URL);
  for (const message of claimed) {
    const content = openMail(config.sessionSecret, message.id, message.sealed);
    if (!content) {
      await db
        .update(mailOutbox)
        .set({ status: "failed", lockedUntil: null, lastError: "The message was sealed under another secret and cannot be read." })
        .where(eq(mailOutbox.id, message.id));
      outcome.failed++;
      continue;
    }
    try {
      await transport.sendMail({
        from: { name: config.identity.siteName, address: config.MAIL_FROM },
        to: message.recipients,
        ...(content.replyTo ? { replyTo: { name: "", address: content.replyTo } } : {}),
        subject: content.subject,
        text: content.text,
        ...calendarParts(content),
        // Plain text only; nothing in a message may make the mailer read a file or fetch a URL.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      await db.update(mailOutbox).set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, message.id));
      outcome.sent++;
    } catch (error) {
      const giveUp = message.attempts >= MAIL_MAX_ATTEMPTS;
      const lastError = deliveryError(error, config.SMTP_URL);
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
          lockedUntil: null,
          lastError,
        })
        .where(eq(mailOutbox.id, message.id));
      logger.warn({ mailId: message.id, attempts: message.attempts, error: lastError }, giveUp ? "mail given up" : "mail not sent; will retry");
      if (giveUp) outcome.failed++;
      else outcome.retrying++;
    }
  }
  if (outcome.sent || outcome.failed) logger.info(outcome, "mail delivered");
  return outcome;
}

/**
 * An invite goes twice: as the iMIP alternative (`text/calendar; method=…`, what Outlook, Apple
 * Mail and Gmail turn into a calendar entry) and as an `.ics` file for every other client.
 */
function calendarParts(content: MailContent) {
  if (!content.calendar) return {};
  const { method, content: ics, filename } = content.calendar;
  return {
    icalEvent: { method, content: ics, filename },
    attachments: [{ filename, content: ics, contentType: "application/ics" }],
  };
}

/** Sends what is due now without making the caller wait; the job retries whatever this does not send. */
export function deliverSoon(services: AppServices): void {
  void deliverDueMail(services).catch((error: unknown) => services.logger.error({ err: error }, "mail delivery failed"));
}

/** Sent messages are kept a week, given-up ones a month (the admin area counts them), then deleted. */
export async function pruneMail(services: AppServices, now: Date): Promise<number> {
  const day = 24 * 3_600_000;
  const deleted = await services.database.db
    .delete(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, "sent"), lt(mailOutbox.createdAt, new Date(now.getTime() - 7 * day))),
        and(eq(mailOutbox.status, "failed"), lt(mailOutbox.createdAt, new Date(now.getTime() - 30 * day))),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
