import { and, eq, lt, or, sql } from "drizzle-orm";
import { mailOutbox } from "~/db/schema/index";
import { MAIL_MAX_ATTEMPTS, retryDelayMs } from "~/lib/mail/mail-kinds";
import { type AppServices, queryRows } from "~/services/platform";
import { dkimOptions } from "./dkim.server";
import { openMail } from "./mail-seal.server";
import { messageOptions } from "./message.server";
import { deliveryError, isPermanentRefusal, transportFor } from "./transport.server";

/** How long a claimed message is this instance's to send; past it another instance may try. */
const CLAIM_MS = 2 * 60_000;
/** Messages claimed at once: what one instance holds while it sends them. */
const BATCH = 20;
/** How long one run keeps draining, well inside the job's minute and the claims' expiry. */
const DRAIN_MS = 45_000;

type Claimed = { id: string; recipients: string[]; sealed: string; attempts: number };

export type DeliveryOutcome = { sent: number; failed: number; retrying: number };

/**
 * Sends what is due, a batch at a time, one message after another: after an outage the queue
 * drains as fast as the mail server takes messages, for at most DRAIN_MS a run (the job runs
 * every minute). A batch in which the server did not take a message ends the run: a server in
 * trouble gets no more than one batch's attempts, and each message's back-off does the rest.
 */
export async function deliverDueMail(services: AppServices, now = new Date()): Promise<DeliveryOutcome> {
  const outcome: DeliveryOutcome = { sent: 0, failed: 0, retrying: 0 };
  if (!services.config.SMTP_URL) return outcome;
  const started = Date.now();
  for (;;) {
    const batch = await deliverBatch(services, services.config.SMTP_URL, now);
    outcome.sent += batch.sent;
    outcome.failed += batch.failed;
    outcome.retrying += batch.retrying;
    if (batch.claimed < BATCH || batch.retrying > 0 || Date.now() - started > DRAIN_MS) break;
  }
  if (outcome.sent || outcome.failed) services.logger.info(outcome, "mail delivered");
  return outcome;
}

/**
 * Claims up to BATCH due messages for this instance (one statement; `skip locked` and the claim's
 * expiry let one instance send each), then sends them one by one. A failed attempt is retried
 * after a back-off, up to MAIL_MAX_ATTEMPTS.
 */
async function deliverBatch({ config, database, logger }: AppServices, smtpUrl: string, now: Date): Promise<DeliveryOutcome & { claimed: number }> {
  const outcome: DeliveryOutcome = { sent: 0, failed: 0, retrying: 0 };
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
  const transport = transportFor(smtpUrl);
  const dkim = dkimOptions(config);
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
        continue;
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
  }
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
