import { and, eq, lt, or, sql } from "drizzle-orm";
import { mailOutbox } from "~/db/schema/index";
import { MAIL_MAX_ATTEMPTS, retryDelayMs } from "~/lib/mail/mail-kinds";
import type { Transporter } from "nodemailer";
import pMap from "p-map";
import { type AppConfig, type AppServices, queryRows } from "~/services/platform";
import { dkimOptions } from "./dkim.server";
import { openMail } from "./mail-seal.server";
import { messageOptions } from "./message.server";
import { deliveryError, isPermanentRefusal, withSmtpPool } from "./transport.server";

/** How long a claimed message is this instance's to send; past it another instance may try. */
const CLAIM_MS = 2 * 60_000;
/** Messages claimed at once (at least): what one instance holds while it sends them. */
const BATCH = 20;
/** How long one run keeps draining, well inside the job's minute and the claims' expiry. */
const DRAIN_MS = 45_000;

type Claimed = { id: string; recipients: string[]; sealed: string; attempts: number };

export type DeliveryOutcome = { sent: number; failed: number; retrying: number };

/** Messages claimed at once: four for each SMTP connection, so every connection stays busy through a batch. */
function batchSize(config: Pick<AppConfig, "SMTP_MAX_CONNECTIONS">): number {
  return Math.max(BATCH, 4 * config.SMTP_MAX_CONNECTIONS);
}

/**
 * Sends what is due, a batch at a time, the messages of a batch side by side over up to
 * SMTP_MAX_CONNECTIONS pooled connections: after an outage, or while a newsletter goes out, the
 * queue drains as fast as the mail server takes messages, for at most DRAIN_MS a run (the job
 * runs every minute). A batch in which the server did not take a message ends the run: a server
 * in trouble gets no more than one batch's attempts, and each message's back-off does the rest.
 */
export async function deliverDueMail(services: AppServices, now = new Date()): Promise<DeliveryOutcome> {
  const outcome: DeliveryOutcome = { sent: 0, failed: 0, retrying: 0 };
  const smtpUrl = services.config.SMTP_URL;
  if (!smtpUrl) return outcome;
  const started = Date.now();
  const size = batchSize(services.config);
  await withSmtpPool(smtpUrl, services.config.SMTP_MAX_CONNECTIONS, async (transport) => {
    for (;;) {
      const batch = await deliverBatch(services, transport, smtpUrl, size, now);
      outcome.sent += batch.sent;
      outcome.failed += batch.failed;
      outcome.retrying += batch.retrying;
      if (batch.claimed < size || batch.retrying > 0 || Date.now() - started > DRAIN_MS) break;
    }
  });
  if (outcome.sent || outcome.failed) services.logger.info(outcome, "mail delivered");
  return outcome;
}

/**
 * Claims up to `size` due messages for this instance (one statement; `skip locked` and the claim's
 * expiry let one instance send each), then sends them, as many at once as the pool has
 * connections, each marked sent (or failed, or due again) as soon as its own attempt ends: a
 * process killed mid-batch repeats at most the messages the server had taken but not yet marked,
 * under their same Message-ID. A failed attempt is retried after a back-off, up to MAIL_MAX_ATTEMPTS.
 */
async function deliverBatch(
  { config, database, logger }: AppServices,
  transport: Transporter,
  smtpUrl: string,
  size: number,
  now: Date,
): Promise<DeliveryOutcome & { claimed: number }> {
  const outcome: DeliveryOutcome = { sent: 0, failed: 0, retrying: 0 };
  const db = database.db;
  const claimed = await queryRows<Claimed>(
    db,
    sql`update mail_outbox set locked_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}, attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where status = 'pending' and next_attempt_at <= ${now.toISOString()} and (locked_until is null or locked_until < ${now.toISOString()})
          order by next_attempt_at limit ${size} for update skip locked)
        returning id, recipients, sealed, attempts`,
  );
  const dkim = dkimOptions(config);
  await sendSideBySide(claimed, config.SMTP_MAX_CONNECTIONS, async (message) => {
    const content = openMail(config.sessionSecret, message.id, message.sealed);
    if (!content) {
      await db
        .update(mailOutbox)
        .set({ status: "failed", lockedUntil: null, lastError: "The message was sealed under another secret and cannot be read." })
        .where(eq(mailOutbox.id, message.id));
      outcome.failed++;
      return;
    }
    try {
      await transport.sendMail(messageOptions(config, message.recipients, content, dkim, message.id));
      await db.update(mailOutbox).set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, message.id));
      outcome.sent++;
    } catch (error) {
      const lastError = deliveryError(error, smtpUrl);
      if (isPermanentRefusal(error)) {
        // The recipient's server said the address does not take mail: retrying only hurts the sender's reputation.
        await db.update(mailOutbox).set({ status: "failed", refusedAt: now, lockedUntil: null, lastError }).where(eq(mailOutbox.id, message.id));
        logger.warn({ mailId: message.id, error: lastError }, "mail refused for good by the recipient's server");
        outcome.failed++;
        return;
      }
      const giveUp = message.attempts >= MAIL_MAX_ATTEMPTS;
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
  });
  return { ...outcome, claimed: claimed.length };
}

/**
 * An invite goes twice: as the iMIP alternative (`text/calendar; method=…`, what Outlook, Apple
 * Mail and Gmail turn into a calendar entry) and as an `.ics` file for every other client.
 */

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

/**
 * At most `limit` messages in flight, each next one starting as soon as one ends; every message is
 * tried even when some fail (a database error on one row must not leave the others claimed), and
 * the first failure is what the caller sees.
 */
async function sendSideBySide<T>(items: readonly T[], limit: number, send: (item: T) => Promise<void>): Promise<void> {
  try {
    await pMap(items, send, { concurrency: Math.max(1, limit), stopOnError: false });
  } catch (error) {
    throw error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error;
  }
}
