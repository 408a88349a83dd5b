import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// A second server with an analytics ID: only requests are made, so nothing reaches the provider.
test.describe("optional GA4 tag", () => {
  test("is loaded through our own loader script with the page's nonce only when an ID is configured", async ({ request }) => {
    test.setTimeout(90_000);
    const port = Number(process.env.E2E_PORT ?? 4310) + 7;
    const child = spawn(process.execPath, [path.resolve("build/node/server.js")], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: `http://127.0.0.1:${port}`, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "hsa-ga-")), LOG_LEVEL: "warn", ANALYTICS_ID: "G-TEST12345" },
      stdio: "ignore",
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(async () => (await request.get(`${base}/readyz`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
        .toBe(200);
      const response = await request.get(`${base}/team`);
      const html = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)?.[1];
      expect(html).toMatch(new RegExp(`<script src="/scripts/ga-loader.js" data-measurement-id="G-TEST12345" nonce="${nonce!.replace(/[+/=]/g, "\\$&")}" async="">`));
      expect(response.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
      const loader = await request.get(`${base}/scripts/ga-loader.js`);
      expect(loader.status()).toBe(200);
      expect(await loader.text()).toContain("googletagmanager.com/gtag/js");
    } finally {
      child.kill("SIGTERM");
    }
  });

  test("without an ID no third-party script is referenced", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("ga-loader");
    expect(html).not.toContain("googletagmanager");
  });
});
