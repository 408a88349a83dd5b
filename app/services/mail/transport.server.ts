import nodemailer, { type Transporter } from "nodemailer";

const transports = new Map<string, Transporter>();

/**
 * One SMTP transport per SMTP_URL (user, password, host, port and options in one URL, as
 * nodemailer reads it), with bounded waits so an unreachable server fails an attempt in seconds.
 */
export function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** An attempt's failure as stored and shown to staff: the message only, never the URL with its password. */
export function deliveryError(error: unknown, smtpUrl: string): string {
  const message = error instanceof Error ? error.message : String(error);
  let safe = message.replaceAll(smtpUrl, "[SMTP_URL]");
  try {
    const { password } = new URL(smtpUrl);
    if (password) safe = safe.replaceAll(decodeURIComponent(password), "[password]").replaceAll(password, "[password]");
  } catch {
    // the URL was validated at start-up
  }
  return safe.slice(0, 500);
}

/**
 * A permanent refusal of the recipient (RFC 5321: a 5xx reply to RCPT TO, which nodemailer reports
 * as an envelope error): the address does not take mail. A 5xx elsewhere (authentication, a relay
 * the server refuses) is the sender's configuration, which an operator can mend, so it is retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}
