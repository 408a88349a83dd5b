import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "hsa-e2e-"));

export const E2E_ADMIN = { username: "e2e_admin", password: "Correct-Horse-Battery-9" };

// The web server's test hooks (tests/e2e/support/fixtures.ts) answer only to this run's secret.
// Workers inherit the runner's environment, so they see the secret the runner generated.
process.env.E2E_TEST_HOOKS_SECRET ??= randomBytes(32).toString("hex");

// Debian's Chromium: Playwright cannot download its own browser here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PW_JSON_OUTPUT ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]] : "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, launchOptions: chromium, trace: "off", screenshot: "only-on-failure" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined } },
    // Tests tagged @responsive run again at phone width.
    {
      name: "mobile",
      grep: /@responsive/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, channel: undefined },
    },
  ],
  webServer: {
    // The Node running the tests (the project's Node 24) serves the build too.
    command: `"${process.execPath}" build/node/server.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The fuzz test sends each request from its own forwarded address through this loopback "proxy".
      TRUST_PROXY: "loopback",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      E2E_TEST_HOOKS: "1",
      // Tests record a visit and read the dashboard a moment later: today is always computed from the raw rows.
      ANALYTICS_TODAY_MAX_AGE_SECONDS: "0",
      E2E_TEST_HOOKS_SECRET: process.env.E2E_TEST_HOOKS_SECRET,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
