import nodemailer, { type SendMailOptions } from "nodemailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import type { AppConfig } from "~/services/platform";
import { type DkimOptions, dkimOptions } from "./dkim.server";
import type { MailContent } from "./mail-seal.server";

/**
 * The Message-ID of an outbox row: made from the row's id, so every attempt at one message carries
 * the same one, and a message sent twice (a process killed after the server took it, before the
 * row was marked sent) is recognisably the same message to the receiver's mail system.
 */
export function outboxMessageId(outboxId: string, mailFrom: string): string {
  return `<${outboxId}@${mailFrom.slice(mailFrom.lastIndexOf("@") + 1) || "localhost"}>`;
}

/** The message nodemailer sends for an outbox row (`outboxId`): the one place its From, headers and signature are set. */
export function messageOptions(
  config: Pick<AppConfig, "MAIL_FROM" | "identity">,
  recipients: readonly string[],
  content: MailContent,
  dkim: DkimOptions | null,
  outboxId?: string,
): SendMailOptions {
  return {
    ...(outboxId ? { messageId: outboxMessageId(outboxId, config.MAIL_FROM) } : {}),
    from: { name: config.identity.siteName, address: config.MAIL_FROM },
    to: [...recipients],
    ...(content.replyTo ? { replyTo: { name: "", address: content.replyTo } } : {}),
    subject: literalSubject(content.subject),
    text: content.text,
    ...(content.html ? { html: content.html } : {}),
    ...(content.headers ? { headers: content.headers } : {}),
    ...calendarParts(content),
    ...(dkim ? { dkim } : {}),
    // Nothing in a message may make the mailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * A subject that reads as an RFC 2047 encoded word (`=?utf-8?B?…?=`, typed by a visitor into the
 * organisation field) would be decoded by the receiver, which then shows something other than was
 * typed; nodemailer leaves an ASCII subject as it is. Encoding the whole subject ourselves makes
 * the receiver show those characters literally.
 */
function literalSubject(subject: string): string {
  return subject.includes("=?") ? encodeWord(subject, "Q", 52) : subject;
}

/** An iMIP invite (RFC 6047): the `text/calendar; method=…` alternative, and the same text as an `.ics` attachment. */
function calendarParts(content: MailContent): Pick<SendMailOptions, "icalEvent" | "attachments"> {
  if (!content.calendar) return {};
  const { method, content: ics, filename } = content.calendar;
  return {
    icalEvent: { method, content: ics, filename },
    attachments: [{ filename, content: ics, contentType: "application/ics" }],
  };
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/**
 * The message exactly as the outbox would send it (signed when a DKIM key is configured), as raw
 * bytes: what a pre-send check reads with the tools receivers use.
 */
export async function composeRawMail(
  config: Pick<AppConfig, "MAIL_FROM" | "identity" | "MAIL_DKIM_DOMAIN" | "MAIL_DKIM_SELECTOR" | "MAIL_DKIM_PRIVATE_KEY">,
  recipients: readonly string[],
  content: MailContent,
): Promise<Buffer> {
  const info = await composer.sendMail(messageOptions(config, recipients, content, dkimOptions(config)));
  return info.message as Buffer;
}
