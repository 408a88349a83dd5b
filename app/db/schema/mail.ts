import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { MAIL_KINDS, MAIL_STATUSES, type MailKind, type MailStatus } from "../../lib/mail/mail-kinds";
import { oneOf } from "./closed-list";
import { leads } from "./leads";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every mail the site sends, written in the transaction of what caused it and sent by the
 * `send-mail` job (and right after it is written): a mail server that is down delays a message,
 * which is retried with back-off, and loses nothing. A claim (`locked_until`) lets one instance
 * send each message. Subject and body are sealed: a reset link or a lead's details are not
 * readable in the table.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<MailKind>().notNull(),
    recipients: jsonb("recipients").$type<string[]>().notNull(),
    /** Subject and plain-text body, AES-256-GCM under a key derived from the session secret. */
    sealed: text("sealed").notNull(),
    /** The lead a notification is about: deleting the lead (a privacy request) deletes its mail. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull(),
    lockedUntil: timestamptz("locked_until"),
    lastError: text("last_error"),
    createdAt: timestamptz("created_at").notNull(),
    sentAt: timestamptz("sent_at"),
    /** When the receiving server refused the recipient for good (a 5xx to RCPT TO): the message is not retried. */
    refusedAt: timestamptz("refused_at"),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_lead_idx").on(table.leadId),
    check("mail_outbox_kind_check", oneOf(table.kind, MAIL_KINDS)),
    check("mail_outbox_status_check", oneOf(table.status, MAIL_STATUSES)),
  ],
);
