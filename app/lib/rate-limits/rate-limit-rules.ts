/** A fixed-window limit: at most `limit` hits per key in each window of `windowMs`. */
export type RateLimitRule = { bucket: string; limit: number; windowMs: number };

const MINUTE_MS = 60_000;

/**
 * The limits in front of anonymous work. The per-address-and-username lock-out of the sign-in
 * form is a separate rule (lockout-rules.ts) and is checked after these.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts from one address, whatever usernames it tries. */
  signInPerAddress: { bucket: "sign-in:address", limit: 30, windowMs: 15 * MINUTE_MS },
  /** Sign-in attempts on one account from addresses other than its last successful sign-in's. */
  signInPerAccount: { bucket: "sign-in:account", limit: 20, windowMs: 15 * MINUTE_MS },
  /** Attempts to change one's own password (each checks the current one): guessing it from a borrowed session stays slow. */
  passwordChangePerAccount: { bucket: "password-change:account", limit: 10, windowMs: 15 * MINUTE_MS },
  /** Page views and events from one address. */
  beaconPerAddress: { bucket: "beacon:address", limit: 120, windowMs: MINUTE_MS },
  /** Consultation requests from one address: a firm's office may send a few, a script is stopped. */
  leadPerAddress: { bucket: "lead:address", limit: 5, windowMs: 60 * MINUTE_MS },
  /** Consultation requests for one e-mail address, from anywhere. */
  leadPerEmail: { bucket: "lead:email", limit: 3, windowMs: 24 * 60 * MINUTE_MS },
  /** Password reset requests from one address, whatever accounts they name. */
  passwordResetPerAddress: { bucket: "password-reset:address", limit: 5, windowMs: 15 * MINUTE_MS },
  /** Password reset links mailed to one account. */
  passwordResetPerAccount: { bucket: "password-reset:account", limit: 3, windowMs: 60 * MINUTE_MS },
  /** Newsletter sign-up posts from one address (a sign-up from a cached page takes two): an office signs up a few, a script is stopped. */
  newsletterPerAddress: { bucket: "newsletter:address", limit: 10, windowMs: 60 * MINUTE_MS },
  /** Confirmation mails to one e-mail address, from anywhere: nobody's inbox is flooded with them. */
  newsletterPerEmail: { bucket: "newsletter:email", limit: 3, windowMs: 24 * 60 * MINUTE_MS },
  /**
   * Every anonymous form's submissions from one address, whatever the form (the contact form, the
   * password reset steps, ...): counted before the body is read (server/anonymous-forms.ts).
   */
  anonymousFormPerAddress: { bucket: "anonymous-form:address", limit: 30, windowMs: 15 * MINUTE_MS },
  /** Filled honeypots from one address: the first in the window is recorded (and alerted), the rest only counted. */
  honeypotPerAddress: { bucket: "honeypot:address", limit: 1, windowMs: 60 * MINUTE_MS },
  /** Site searches from one address: a person searches a few times a minute, a scraper is slowed before any search runs. */
  searchPerAddress: { bucket: "search:address", limit: 60, windowMs: MINUTE_MS },
  /** Training registrations from one address: a colleague or two, not a script filling the seats. */
  trainingRegistrationPerAddress: { bucket: "training-registration:address", limit: 10, windowMs: 60 * MINUTE_MS },
  /** Certificate checks at /verify from one address: an employer checks a few, nobody browses. */
  certificateVerifyPerAddress: { bucket: "certificate-verify:address", limit: 20, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimitRule>;

/** The owner's usual address gets this many times the account limit, so an attack elsewhere slows but never locks them out. */
export const USUAL_ADDRESS_FACTOR = 5;

export function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Whole seconds until the window that started at `windowStart` ends (at least 1). */
export function retryAfterSeconds(windowStart: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * The key an address is limited under. IPv6 addresses are grouped by their /64, which one
 * subscriber usually holds whole, so rotating within it gains nothing; IPv4-mapped IPv6 counts
 * as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes("::") ? [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
