/** Why the mail server did not take a message, in words staff can act on, from the error an attempt stored. */
const REASONS: readonly { test: RegExp; reason: string }[] = [
  { test: /ECONNREFUSED/, reason: "The mail server refused the connection: nothing answers at the host and port in SMTP_URL, or the server is down." },
  { test: /ENOTFOUND|EAI_AGAIN/, reason: "The mail server's name could not be found: check the host in SMTP_URL and this server's DNS." },
  {
    test: /ETIMEDOUT|timeout|Greeting never received/i,
    reason: "The mail server did not answer in time: it may be down, or a firewall blocks the port in SMTP_URL.",
  },
  { test: /ECONNRESET|EPIPE|Connection closed/i, reason: "The mail server closed the connection during the exchange." },
  { test: /Invalid login|EAUTH|\b535\b/i, reason: "The mail server refused the user name or password in SMTP_URL." },
  { test: /certificate|TLS|SSL/i, reason: "A secure connection to the mail server could not be made: check its certificate and the TLS settings in SMTP_URL." },
  { test: /sealed under another secret/, reason: "The message was queued under another SESSION_SECRET and cannot be read." },
  { test: /\b5\d\d\b/, reason: "The mail server refused the message." },
  { test: /\b4\d\d\b/, reason: "The mail server asked to try again later." },
];

/** The reason staff read first; the stored error stays beside it as the technical detail. */
export function mailFailureReason(lastError: string): string {
  return REASONS.find((entry) => entry.test.test(lastError))?.reason ?? "The mail server did not accept the message.";
}
