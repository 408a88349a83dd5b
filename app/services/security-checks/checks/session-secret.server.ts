import type { SecurityCheck } from "../check-definition.server";

/** Fewer distinct characters than this in 32 or more is a typed phrase or a pattern, not a random secret. */
const MIN_DISTINCT_CHARACTERS = 12;
const PLACEHOLDER = /change|secret|password|example|default|test/i;

export function isWeakSecret(secret: string): boolean {
  return new Set(secret).size < MIN_DISTINCT_CHARACTERS || PLACEHOLDER.test(secret);
}

export const sessionSecret: SecurityCheck = {
  id: "session-secret",
  title: "Strong session secret",
  severity: "critical",
  passed: "The session secret is random: set explicitly, or generated into DATA_DIR for a single instance.",
  whyItMatters:
    "The secret signs every admin session cookie: a guessable one lets anyone forge a session, and instances sharing a database but not the secret refuse each other's sessions.",
  howToFix: "Set SESSION_SECRET to a long random value, the same on every instance, then restart (everyone signs in again).",
  run({ services: { config } }) {
    const command = "SESSION_SECRET=$(openssl rand -base64 48)";
    if (config.SESSION_SECRET === undefined) {
      if (!config.DATABASE_URL) return null;
      return { found: "SESSION_SECRET is not set although instances share a PostgreSQL server: each instance generated its own.", command };
    }
    if (isWeakSecret(config.SESSION_SECRET)) return { found: "SESSION_SECRET looks typed or patterned rather than random.", command };
    return null;
  },
};
