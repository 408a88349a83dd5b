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
  const recipients = [...new Set(mail.to)];
  if (!mailConfigured(config) || recipients.length === 0) return null;
  const id = randomUUID();
  const content: MailContent = {
    subject: mail.subject,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.calendar ? { calendar: { method: mail.calendar.method, content: mail.calendar.content, filename: mail.calendar.filename } } : {}),
  };
  await db.insert(mailOutbox).values({
    id,
    kind: mail.kind,
    recipients,
    sealed: sealMail(config.sessionSecret, id, content),
    leadId: mail.leadId ?? null,
    nextAttemptAt: mail.now,
    createdAt: mail.now,
  });
  return id;
}
