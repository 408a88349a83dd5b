import nodemailer, { type SendMailOptions } from "nodemailer";
import type { AppConfig } from "~/services/platform";
import { type DkimOptions, dkimOptions } from "./dkim.server";
import type { MailContent } from "./mail-seal.server";

/** The message nodemailer sends for an outbox row: the one place its From, headers and signature are set. */
export function messageOptions(
  config: Pick<AppConfig, "MAIL_FROM" | "identity">,
  recipients: readonly string[],
  content: MailContent,
  dkim: DkimOptions | null,
): SendMailOptions {
  return {
    from: { name: config.identity.siteName, address: config.MAIL_FROM },
    to: [...recipients],
    ...(content.replyTo ? { replyTo: { name: "", address: content.replyTo } } : {}),
    subject: content.subject,
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
