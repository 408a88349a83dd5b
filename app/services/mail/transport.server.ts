import nodemailer, { type Transporter } from "nodemailer";

type Lease = { transport: Transporter; users: number };

const pools = new Map<string, Lease>();

/**
 * Lends `deliver` this process's pooled SMTP transport for SMTP_URL (user, password, host, port and
 * options in one URL, as nodemailer reads it): at most `maxConnections` connections, each reused
 * for up to 100 messages, with bounded waits so an unreachable server fails an attempt in seconds.
 * Runs delivering at the same time share the pool (so the process never holds more connections
 * than configured); the last one to finish closes it, so no connection idles between runs.
 */
export async function withSmtpPool<T>(smtpUrl: string, maxConnections: number, deliver: (transport: Transporter) => Promise<T>): Promise<T> {
  const key = `${maxConnections} ${smtpUrl}`;
  let lease = pools.get(key);
  if (!lease) {
    lease = {
      transport: nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections,
        maxMessages: 100,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
      users: 0,
    };
    pools.set(key, lease);
  }
  lease.users++;
  try {
    return await deliver(lease.transport);
  } finally {
    lease.users--;
    if (lease.users === 0) {
      pools.delete(key);
      lease.transport.close();
    }
  }
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
