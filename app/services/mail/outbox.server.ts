import { randomUUID } from "node:crypto";
import { mailOutbox } from "~/db/schema/index";
import type { MailKind } from "~/lib/mail/mail-kinds";
import type { AppConfig, Db, Tx } from "~/services/platform";
import { type MailContent, sealMail } from "./mail-seal.server";

export type QueuedMail = MailContent & {
  kind: MailKind;
  /** Addresses from the configuration or the database, never from a visitor's input. */
  to: readonly string[];
  leadId?: string | null;
  now: Date;
};

/** Whether this deployment can send mail at all. */
export function mailConfigured(config: Pick<AppConfig, "SMTP_URL">): boolean {
  return Boolean(config.SMTP_URL);
}

/**
 * Puts a mail in the outbox, in the caller's transaction: it is sent only if what caused it
 * commits, and a mail server that is down only delays it. Without SMTP_URL nothing is queued
 * (the admin area says mail is off) and null is returned.
 */
export async function queueMail(db: Db | Tx, config: Pick<AppConfig, "SMTP_URL" | "sessionSecret">, mail: QueuedMail): Promise<string | null> {
  if (!mailConfigured(config) || new Set(mail.to).size === 0) return null;
  const id = randomUUID();
  await db.insert(mailOutbox).values(outboxRow(config, id, mail));
  return id;
}

/** Rows written by one statement: a newsletter minute's mails go in a few statements, not one each. */
const ROWS_PER_STATEMENT = 200;

/**
 * Puts many mails in the outbox, in the caller's transaction, each under the id it comes with
 * (made by the caller with `randomUUID`, so what the mail is about can name its message before
 * it exists): a few statements instead of one a mail. Without SMTP_URL nothing is queued and
 * false is returned.
 */
export async function queueMailsWithIds(
  db: Db | Tx,
  config: Pick<AppConfig, "SMTP_URL" | "sessionSecret">,
  mails: readonly (QueuedMail & { id: string })[],
): Promise<boolean> {
  if (!mailConfigured(config)) return false;
  const rows = mails.filter((mail) => mail.to.length > 0).map((mail) => outboxRow(config, mail.id, mail));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await db.insert(mailOutbox).values(rows.slice(start, start + ROWS_PER_STATEMENT));
  return true;
}

function outboxRow(config: Pick<AppConfig, "sessionSecret">, id: string, mail: QueuedMail) {
  const content: MailContent = {
    subject: mail.subject,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.calendar ? { calendar: { method: mail.calendar.method, content: mail.calendar.content, filename: mail.calendar.filename } } : {}),
  };
  return {
    id,
    kind: mail.kind,
    recipients: [...new Set(mail.to)],
    sealed: sealMail(config.sessionSecret, id, content),
    leadId: mail.leadId ?? null,
    nextAttemptAt: mail.now,
    createdAt: mail.now,
  };
}
