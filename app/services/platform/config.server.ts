import { TODAY_ROLLUP_MAX_AGE_SECONDS } from "~/lib/analytics/read-plan";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, TRUST_PROXY_EVERY_ADDRESS, TRUST_PROXY_EXPECTED } from "~/lib/platform/trust-proxy";
import { Encrypter } from "age-encryption";
import { AGE_RECIPIENT, AGE_RECIPIENT_EXPECTED } from "~/lib/backups/age-keys";
import { BACKUP_MAX_RESTORE_MB_CEILING } from "~/lib/backups/archive-format";
import { DAILY_TIME, DEFAULT_DAILY_TIME } from "~/lib/backups/daily-slot";
import { COUNTRY_LIST_EXPECTED, parseCountryList } from "~/lib/security/country-list";
import type { PublicConfig } from "~/lib/identity/public-config";
import { markShared } from "~/lib/render/shared-values";
import { PASSWORD_MAX, PASSWORD_MIN, passwordSchema, USERNAME_MAX, USERNAME_MIN, usernameSchema } from "~/lib/users/account-rules";

const PORT_EXPECTED = "a port number from 1 to 65535";
const optionalUrl = z.url({ protocol: /^https?$/, error: "an http(s) URL" });

/**
 * An integer variable from `min` to `max`, `fallback` when unset; every way it can be wrong reads
 * the same, e.g. "a whole number of days from 1 to 3650".
 */
function wholeNumber({ min, max, fallback, unit }: { min: number; max: number; fallback: number; unit?: string }) {
  const error = `a whole number${unit ? ` of ${unit}` : ""} from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback);
}

const retentionDays = (fallback: number) => wholeNumber({ min: 1, max: 3650, fallback, unit: "days" });
const keepCount = (fallback: number) => wholeNumber({ min: 0, max: 1000, fallback });

/** The checksum too, not just the shape: a mistyped key must stop start-up, not every backup. */
function isAgeRecipient(value: string): boolean {
  if (!AGE_RECIPIENT.test(value)) return false;
  try {
    new Encrypter().addRecipient(value);
    return true;
  } catch {
    return false;
  }
}

const emailSchema = z.email({ error: "an e-mail address such as info@example.com" });

/**
 * A value the account rules accept (as cleaned by them), with the failure phrased like every other
 * configuration error: the same rule as the admin forms, one line naming the variable.
 */
function accountRule(rule: z.ZodType<string, string>, expected: string) {
  return z
    .string()
    .refine((value) => rule.safeParse(value).success, { error: expected })
    .transform((value) => rule.parse(value));
}

/** Variables whose value must never be repeated in an error message or log. */
const SECRET_VARIABLES = new Set([
  "SESSION_SECRET",
  "TWO_FACTOR_KEY",
  "ADMIN_PASSWORD",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "SMTP_URL",
  "MAIL_DKIM_PRIVATE_KEY",
  "NEWSLETTER_BOUNCE_IMAP_URL",
]);

/** Every environment variable the app reads, with its default and what a wrong value means. */
const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: wholeNumber({ min: 1, max: 65535, fallback: 3000 }),
  HOST: z.string().min(1, { error: "a host name or IP address" }).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "an absolute http(s) URL such as https://www.example.com" })
    .optional()
    .transform((url) => url?.replace(/\/+$/, "")),
  DATA_DIR: z.string().min(1, { error: "a directory path" }).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "a postgres:// or postgresql:// connection URL" })
    .optional(),
  DATABASE_POOL_MAX: wholeNumber({ min: 1, max: 100, fallback: 10 }),
  /** 0: pooled connections stay open when idle (decision 099); else closed after this long unused. */
  DATABASE_IDLE_CLOSE_SECONDS: wholeNumber({ min: 0, max: 86_400, fallback: 0, unit: "seconds" }),
  SESSION_SECRET: z.string().min(32, { error: "at least 32 characters" }).optional(),
  /** Unset: the two-factor encryption key is derived from the session secret (another HKDF label). */
  TWO_FACTOR_KEY: z.string().min(32, { error: "at least 32 characters" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const setting = parseTrustProxy(value);
      if (setting === null) context.addIssue({ code: "custom", message: TRUST_PROXY_EXPECTED });
      if (setting === "every address") context.addIssue({ code: "custom", message: TRUST_PROXY_EVERY_ADDRESS });
      return setting === null || setting === "every address" ? false : setting;
    }),
  SITE_NAME: z.string().trim().min(1).max(80).default("Meridian HSA Consulting"),
  SITE_LEGAL_NAME: z.string().trim().min(1).max(120).default("Meridian HSA Consulting, LLC"),
  CONTACT_EMAIL: emailSchema.default("info@meridianhsa.example"),
  PRIVACY_EMAIL: emailSchema.default("privacy@meridianhsa.example"),
  LINKEDIN_URL: optionalUrl.default("https://www.linkedin.com/company/meridian-hsa-consulting"),
  NEWSLETTER_FORM_URL: optionalUrl.default("https://forms.meridianhsa.example/newsletter"),
  COURSE_PLATFORM_URL: optionalUrl.default("https://learn.meridianhsa.example"),
  BOOK_RETAILER_URL: optionalUrl.default("https://www.amazon.com/s?k=HSA+guidebook"),
  PARTNER_STORE_URL: optionalUrl.default("https://store.meridianhsa.example"),
  ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, { error: "a Google Analytics 4 measurement ID such as G-ABC123XYZ" })
    .optional(),
  /** A newer country database (mmdb) than the bundled DB-IP Lite snapshot. */
  GEOIP_DB_PATH: z.string().min(1, { error: "a path to an .mmdb country database" }).optional(),
  ANALYTICS_RETENTION_MONTHS: wholeNumber({ min: 1, max: 120, fallback: 13, unit: "months" }),
  /** How old today's rollup may be before the Analytics tab recomputes today from the raw rows (0: always). */
  ANALYTICS_TODAY_MAX_AGE_SECONDS: wholeNumber({ min: 0, max: 3_600, fallback: TODAY_ROLLUP_MAX_AGE_SECONDS, unit: "seconds" }),
  ADMIN_USERNAME: accountRule(usernameSchema, `${USERNAME_MIN} to ${USERNAME_MAX} letters, digits, underscores or hyphens`).default("admin"),
  /** Unset: the first admin gets a random password, printed once. */
  ADMIN_PASSWORD: accountRule(passwordSchema, `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`).optional(),
  SESSION_IDLE_MINUTES: wholeNumber({ min: 5, max: 60, fallback: 30, unit: "minutes" }),
  /**
   * Worker threads rendering public pages (0: render on the main thread). Default: one per core but
   * one, which the main thread (requests, loaders, the database) keeps; decision 029's amendment.
   */
  RENDER_WORKERS: wholeNumber({ min: 0, max: 32, fallback: Math.min(Math.max(1, availableParallelism() - 1), 32) }),
  /** Benchmarks only: serves the event loop's longest delay at /__event-loop. */
  EVENT_LOOP_PROBE: z
    .enum(["true", "false", "0", "1"], { error: "true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  RETENTION_REFUSED_SIGN_IN_DAYS: retentionDays(90),
  RETENTION_SECURITY_EVENT_DAYS: retentionDays(365),
  RETENTION_AUDIT_DAYS: retentionDays(365),
  RETENTION_LEAD_DAYS: retentionDays(730),
  /** Unset: nothing is mailed (leads are still kept, and the admin area says they are not mailed). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { error: "an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465" })
    .optional(),
  /** SMTP connections the outbox keeps open at once while it delivers (one process); messages of a batch go over them side by side. */
  SMTP_MAX_CONNECTIONS: wholeNumber({ min: 1, max: 50, fallback: 5, unit: "connections" }),
  /** The sender of every mail; unset: CONTACT_EMAIL. */
  MAIL_FROM: emailSchema.optional(),
  /** Who is mailed each new lead, separated by commas; unset: CONTACT_EMAIL. */
  LEADS_NOTIFY_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(emailSchema).min(1, { error: "one or more e-mail addresses separated by commas" }).max(20, { error: "at most 20 e-mail addresses" }))
    .optional(),
  /** Deleted posts and images stay in the trash this long, then the retention job deletes them for good. */
  RETENTION_TRASH_DAYS: retentionDays(30),
  /** With MAIL_DKIM_SELECTOR: every mail is DKIM-signed for this domain (unset: MAIL_FROM's domain). */
  MAIL_DKIM_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, { error: "a domain name such as example.com" })
    .optional(),
  MAIL_DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9._-]{0,62})$/i, { error: "a DKIM selector such as mail2026" })
    .optional(),
  /** The PEM private key (RSA or Ed25519) the DNS record of the selector publishes; "\n" may stand for line breaks. */
  MAIL_DKIM_PRIVATE_KEY: z
    .string()
    .transform((value) => value.replaceAll("\\n", "\n"))
    .refine((value) => /-----BEGIN (RSA |ENCRYPTED )?PRIVATE KEY-----/.test(value), { error: "a PEM private key (-----BEGIN PRIVATE KEY-----)" })
    .optional(),
  /** Newsletter mails handed to the outbox per minute while a post is being sent. */
  NEWSLETTER_SEND_PER_MINUTE: wholeNumber({ min: 1, max: 10_000, fallback: 120, unit: "mails per minute" }),
  /** Unset: no bounce mailbox is read. The mailbox where delivery status notifications and complaints arrive; its path is the folder (INBOX when none). */
  NEWSLETTER_BOUNCE_IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\/[^\s]+$/, { error: "an imap:// or imaps:// URL such as imaps://user:password@mail.example.com:993/INBOX" })
    .optional(),
  /** Subscribers who left, bounced or complained are deleted this long after (their suppression entry stays). */
  RETENTION_SUBSCRIBER_LEFT_DAYS: retentionDays(730),
  ADMIN_BLOCKED_COUNTRIES: z
    .string()
    .default("")
    .transform((value, context) => {
      const codes = parseCountryList(value);
      if (codes === null) context.addIssue({ code: "custom", message: COUNTRY_LIST_EXPECTED });
      return codes ?? [];
    }),
  SECURITY_MAX_ADMINS: wholeNumber({ min: 1, max: 100, fallback: 3 }),
  BACKUP_DAILY_AT: z
    .string()
    .regex(new RegExp(`${DAILY_TIME.source}|^off$`), { error: 'a UTC time HH:MM such as 03:00, or "off"' })
    .default(DEFAULT_DAILY_TIME),
  BACKUP_KEEP_DAILY: keepCount(7),
  BACKUP_KEEP_WEEKLY: keepCount(4),
  BACKUP_KEEP_MONTHLY: keepCount(6),
  BACKUP_MAX_RESTORE_MB: wholeNumber({ min: 10, max: BACKUP_MAX_RESTORE_MB_CEILING, fallback: 4096, unit: "megabytes" }),
  /** Set: uploads and backups go to this S3-compatible bucket instead of DATA_DIR (several instances share it). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: "a bucket name of 3 to 63 lower-case letters, digits, dots or hyphens" })
    .optional(),
  /** A custom endpoint (MinIO, Cloudflare R2, Backblaze B2 ...); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "an http(s) URL such as https://s3.example.com" }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, { error: "a region name such as us-east-1 or auto" })
    .default("us-east-1"),
  /** Unset: the SDK's usual sources (instance role, AWS_* variables, shared files). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^$|^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/, {
      error: "key folders of letters, digits, dots, underscores or hyphens such as site/",
    })
    .default("")
    .transform((prefix) => (prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`)),
  /** Unset: archives are not encrypted. The private key never comes near the server. */
  BACKUP_AGE_RECIPIENT: z.string().trim().refine(isAgeRecipient, { error: AGE_RECIPIENT_EXPECTED }).optional(),
  /** Unset: no metrics are kept or served. Set: Prometheus metrics on this port only, never on PORT (decision 060). */
  METRICS_PORT: z.coerce
    .number({ error: PORT_EXPECTED })
    .int({ error: PORT_EXPECTED })
    .min(1, { error: PORT_EXPECTED })
    .max(65535, { error: PORT_EXPECTED })
    .optional(),
  /** After SIGTERM, requests are still taken this long while /readyz answers 503, so a load balancer stops sending them first. */
  DRAIN_DELAY_SECONDS: wholeNumber({ min: 0, max: 60, fallback: 0, unit: "seconds" }),
  /** Interface of the metrics listener: loopback unless Prometheus scrapes from another machine. */
  METRICS_HOST: z.string().min(1, { error: "a host name or IP address" }).default("127.0.0.1"),
  /** Unset: no traces, and the OpenTelemetry SDK is never loaded (decision 061). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: "an http(s) URL of an OTLP/HTTP receiver such as http://localhost:4318" }).optional(),
});

type Env = z.infer<typeof envSchema>;

export type AppConfig = Omit<Env, "SITE_URL" | "MAIL_FROM" | "LEADS_NOTIFY_EMAILS"> & {
  SITE_URL: string;
  MAIL_FROM: string;
  LEADS_NOTIFY_EMAILS: string[];
  isHttps: boolean;
  dataDir: string;
  sessionSecret: string;
  /** What the key that encrypts authenticator secrets is derived from (decision 026). */
  twoFactorKeyMaterial: string;
  identity: PublicConfig;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

function describeIssue(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const variable = String(issue.path[0] ?? "environment");
  const given = env[variable];
  const expected = issue.message.startsWith("Invalid") ? "a valid value" : issue.message;
  const shown = given === undefined || SECRET_VARIABLES.has(variable) ? "" : ` (got ${JSON.stringify(given.length > 60 ? `${given.slice(0, 57)}...` : given)})`;
  return `${variable} must be ${expected}${shown}`;
}

/** Emptied variables count as unset so `FOO=` in a shell falls back to the default. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
}

function loadOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Reads and validates configuration; throws ConfigError with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(first ? describeIssue(first, env) : "invalid configuration");
  }
  const values = parsed.data;
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(`${values.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"} must be set together with the other S3 key`);
  }
  if (values.METRICS_PORT === values.PORT)
    throw new ConfigError("METRICS_PORT must be a port of its own, not PORT: metrics are never served on the public port");
  const dataDir = path.resolve(values.DATA_DIR);
  // Unset, the public address is this machine on the port actually served.
  const siteUrl = values.SITE_URL ?? `http://localhost:${values.PORT}`;
  const sessionSecret = values.SESSION_SECRET ?? loadOrCreateSessionSecret(dataDir);
  return {
    ...values,
    SITE_URL: siteUrl,
    MAIL_FROM: values.MAIL_FROM ?? values.CONTACT_EMAIL,
    LEADS_NOTIFY_EMAILS: values.LEADS_NOTIFY_EMAILS ?? [values.CONTACT_EMAIL],
    dataDir,
    isHttps: siteUrl.startsWith("https://"),
    sessionSecret,
    twoFactorKeyMaterial: values.TWO_FACTOR_KEY ?? sessionSecret,
    // Sent to render workers once and keyed by number in rendered sections (app/lib/render/shared-values.ts): it never changes.
    identity: markShared({
      siteName: values.SITE_NAME,
      legalName: values.SITE_LEGAL_NAME,
      contactEmail: values.CONTACT_EMAIL,
      privacyEmail: values.PRIVACY_EMAIL,
      linkedinUrl: values.LINKEDIN_URL,
      newsletterFormUrl: values.NEWSLETTER_FORM_URL,
      coursePlatformUrl: values.COURSE_PLATFORM_URL,
      bookRetailerUrl: values.BOOK_RETAILER_URL,
      partnerStoreUrl: values.PARTNER_STORE_URL,
      siteUrl,
      analyticsId: values.ANALYTICS_ID ?? null,
    }),
  };
}
