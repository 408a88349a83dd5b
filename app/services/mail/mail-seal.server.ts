import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * An iMIP part (RFC 6047): the iCalendar text sent as the mail's `text/calendar; method=…`
 * alternative and as an `.ics` attachment of the same text (see `inviteMailParts` in lib/calendar).
 */
export type MailCalendarPart = { method: "REQUEST" | "CANCEL"; content: string; filename: string };

/** What a queued mail says; sealed in the outbox, so a reset link or a lead's message is not readable there. */
export type MailContent = { subject: string; text: string; replyTo?: string; calendar?: MailCalendarPart };

const HKDF_SALT = "mail-outbox";
const HKDF_INFO = "mail outbox content encryption v1";
const FORMAT = "v1";

const keys = new Map<string, Buffer>();
function keyFrom(material: string): Buffer {
  let key = keys.get(material);
  if (!key) keys.set(material, (key = Buffer.from(hkdfSync("sha256", material, HKDF_SALT, HKDF_INFO, 32))));
  return key;
}

/** AES-256-GCM under a key derived from the session secret (its own HKDF label); the message id is bound in. */
export function sealMail(secret: string, messageId: string, content: MailContent): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), nonce);
  cipher.setAAD(Buffer.from(messageId));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(content), "utf8"), cipher.final()]);
  return [FORMAT, nonce.toString("base64url"), sealed.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** The content, or null when it was sealed under another secret (a restored or moved database) or altered. */
export function openMail(secret: string, messageId: string, stored: string): MailContent | null {
  const [format, nonce, sealed, tag] = stored.split(".");
  if (format !== FORMAT || !nonce || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), Buffer.from(nonce, "base64url"));
    decipher.setAAD(Buffer.from(messageId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8")) as MailContent;
  } catch {
    return null;
  }
}
