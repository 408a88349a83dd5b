import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TODAY_ROLLUP_MAX_AGE_SECONDS } from "~/lib/analytics/read-plan";
import { BACKUP_MAX_RESTORE_MB_CEILING } from "~/lib/backups/archive-format";
import { type AppConfig, ConfigError, loadConfig } from "~/services/platform";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "cfg-"));

/** Every whole-number variable: its bounds, its default and the unit its message names. */
const WHOLE_NUMBERS: [name: keyof AppConfig, min: number, max: number, fallback: number, unit: string][] = [
  ["PORT", 1, 65535, 3000, ""],
  ["DATABASE_POOL_MAX", 1, 100, 10, ""],
  ["DATABASE_IDLE_CLOSE_SECONDS", 0, 86_400, 0, "seconds"],
  ["ANALYTICS_RETENTION_MONTHS", 1, 120, 13, "months"],
  ["ANALYTICS_TODAY_MAX_AGE_SECONDS", 0, 3600, TODAY_ROLLUP_MAX_AGE_SECONDS, "seconds"],
  ["SESSION_IDLE_MINUTES", 5, 60, 30, "minutes"],
  ["RENDER_WORKERS", 0, 32, Math.min(Math.max(1, os.availableParallelism() - 1), 32), ""],
  ["RETENTION_REFUSED_SIGN_IN_DAYS", 1, 3650, 90, "days"],
  ["RETENTION_SECURITY_EVENT_DAYS", 1, 3650, 365, "days"],
  ["RETENTION_AUDIT_DAYS", 1, 3650, 365, "days"],
  ["SECURITY_MAX_ADMINS", 1, 100, 3, ""],
  ["BACKUP_KEEP_DAILY", 0, 1000, 7, ""],
  ["BACKUP_KEEP_WEEKLY", 0, 1000, 4, ""],
  ["BACKUP_KEEP_MONTHLY", 0, 1000, 6, ""],
  ["BACKUP_MAX_RESTORE_MB", 10, BACKUP_MAX_RESTORE_MB_CEILING, 4096, "megabytes"],
];

describe("loadConfig", () => {
  it("uses sensible defaults", () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.PORT).toBe(3000);
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.isHttps).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.identity.siteName.length).toBeGreaterThan(0);
    expect(config.identity.contactEmail).toMatch(/@/);
    expect(config.identity.analyticsId).toBeNull();
  });

  it("generates a session secret once and keeps it under DATA_DIR", () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it("prefers SESSION_SECRET from the environment", () => {
    const secret = "x".repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it.each([
    ["PORT", "abc", /^PORT must be a whole number from 1 to 65535 \(got "abc"\)$/],
    ["PORT", "70000", /^PORT must be a whole number from 1 to 65535/],
    ["DATABASE_POOL_MAX", "0", /^DATABASE_POOL_MAX must be a whole number from 1 to 100 \(got "0"\)$/],
    ["SITE_URL", "example.com", /^SITE_URL must be an absolute http\(s\) URL/],
    ["DATABASE_URL", "mysql://x", /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ connection URL/],
    ["CONTACT_EMAIL", "not-an-email", /^CONTACT_EMAIL must be an e-mail address/],
    ["LINKEDIN_URL", "ftp://x", /^LINKEDIN_URL must be an http\(s\) URL/],
    ["SESSION_SECRET", "short", /^SESSION_SECRET must be at least 32 characters/],
    ["SESSION_IDLE_MINUTES", "90", /^SESSION_IDLE_MINUTES must be a whole number of minutes from 5 to 60/],
    ["ANALYTICS_ID", "UA-1", /^ANALYTICS_ID must be a Google Analytics 4 measurement ID/],
    ["ADMIN_USERNAME", "ab", /^ADMIN_USERNAME must be 3 to 50 letters, digits, underscores or hyphens \(got "ab"\)$/],
    ["ADMIN_USERNAME", "bad name!", /^ADMIN_USERNAME must be 3 to 50 letters, digits, underscores or hyphens/],
    ["ADMIN_PASSWORD", "short", /^ADMIN_PASSWORD must be 8 to 128 characters$/],
    ["ADMIN_PASSWORD", "x".repeat(129), /^ADMIN_PASSWORD must be 8 to 128 characters$/],
  ])("rejects %s=%s with one clear line", (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: tempDir(), [name]: value });
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it.each(WHOLE_NUMBERS)("reads %s as a whole number from %i to %i, %i when unset", (name, min, max, fallback, unit) => {
    expect(loadConfig({ DATA_DIR: tempDir() })[name]).toBe(fallback);
    expect(loadConfig({ DATA_DIR: tempDir(), [name]: String(min) })[name]).toBe(min);
    expect(loadConfig({ DATA_DIR: tempDir(), [name]: String(max) })[name]).toBe(max);
    const expected = `a whole number${unit ? ` of ${unit}` : ""} from ${min} to ${max}`;
    for (const wrong of [String(min - 1), String(max + 1), `${min}.5`, "many"]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: wrong })).toThrow(new ConfigError(`${name} must be ${expected} (got "${wrong}")`));
    }
  });

  it("defaults SITE_URL to the port actually served", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: "3100" });
    expect(config.SITE_URL).toBe("http://localhost:3100");
    expect(config.identity.siteUrl).toBe("http://localhost:3100");
  });

  it("strips a trailing slash from SITE_URL and detects https", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), SITE_URL: "https://www.example.com/" });
    expect(config.SITE_URL).toBe("https://www.example.com");
    expect(config.isHttps).toBe(true);
  });

  it("defaults the first admin to 'admin' without a password, and keeps valid values as cleaned", () => {
    const defaults = loadConfig({ DATA_DIR: tempDir() });
    expect(defaults.ADMIN_USERNAME).toBe("admin");
    expect(defaults.ADMIN_PASSWORD).toBeUndefined();
    const given = loadConfig({ DATA_DIR: tempDir(), ADMIN_USERNAME: " owner ", ADMIN_PASSWORD: "Long-Enough-Secret-5" });
    expect(given.ADMIN_USERNAME).toBe("owner");
    expect(given.ADMIN_PASSWORD).toBe("Long-Enough-Secret-5");
  });

  it("never repeats a secret's value in its error", () => {
    for (const [name, value] of [
      ["ADMIN_PASSWORD", "hunter2"],
      ["SESSION_SECRET", "too-short-secret"],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).not.toThrow(value);
    }
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: "" }).PORT).toBe(3000);
  });

  it("reads the S3 bucket settings, with a folder-like prefix", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      S3_BUCKET: "site-media",
      S3_ENDPOINT: "https://s3.example.com",
      S3_PREFIX: "prod",
      S3_ACCESS_KEY_ID: "AKIA1",
      S3_SECRET_ACCESS_KEY: "s3cr3t",
    });
    expect({ bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT, region: config.S3_REGION, prefix: config.S3_PREFIX }).toEqual({
      bucket: "site-media",
      endpoint: "https://s3.example.com",
      region: "us-east-1",
      prefix: "prod/",
    });
    expect(loadConfig({ DATA_DIR: tempDir() }).S3_BUCKET).toBeUndefined();
  });

  it("refuses bad S3 settings in one line naming the variable", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: "Bad_Bucket" })).toThrow(/^S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_PREFIX: "../up" })).toThrow(/^S3_PREFIX must be/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_REGION: "NOT VALID" })).toThrow(/^S3_REGION must be/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_ENDPOINT: "ftp://host" })).toThrow(/^S3_ENDPOINT must be/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_ACCESS_KEY_ID: "AKIA1" })).toThrow("S3_SECRET_ACCESS_KEY must be set together with the other S3 key");
  });
});
