/**
 * Mail: one outbox table, written in the transaction of what a mail is about and sent over SMTP
 * (nodemailer, SMTP_URL) by the `send-mail` job and right after it is queued; plain text from
 * validated values, retried with back-off, one instance sending each message.
 */
export { deliverDueMail, type DeliveryOutcome, deliverSoon, pruneMail } from "./deliver.server";
export { sendMailJob } from "./mail-job.server";
export { type MailCalendarPart, type MailContent, openMail } from "./mail-seal.server";
export { mailStatus, type MailStatusSummary } from "./mail-status.server";
export { mailConfigured, queueMail, queueMailsWithIds, type QueuedMail } from "./outbox.server";
export { type DkimOptions, dkimOptions } from "./dkim.server";
export { composeRawMail } from "./message.server";
