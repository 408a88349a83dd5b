import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "~/services/platform";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "cfg-"));

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
    ["PORT", "abc", /^PORT must be an integer between 1 and 65535 \(got "abc"\)$/],
    ["PORT", "70000", /^PORT must be an integer between 1 and 65535/],
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
