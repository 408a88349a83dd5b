import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const serverFile = path.resolve("build/node/server.js");

const started = new Set<ReturnType<typeof spawn>>();

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "hsa-proc-")), LOG_LEVEL: "info", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  started.add(child);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.on("exit", () => started.delete(child));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

test.describe("server process", () => {
  // A failed assertion must not leave a server running.
  test.afterEach(() => {
    for (const child of started) child.kill("SIGKILL");
  });

  test("a wrong setting stops start-up with one clear line and exit code 1", async () => {
    const server = runServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim()).toBe('Configuration error: PORT must be a whole number from 1 to 65535 (got "not-a-port")');
  });

  test("SIGTERM lets in-flight requests finish, closes the database and exits 0 within 10 s", async () => {
    test.setTimeout(90_000);
    const port = 4600 + Math.floor(Math.random() * 300);
    const server = runServer({ PORT: String(port) });
    // A fresh PGlite data directory takes ~20 s to initialise when the 2-core machine is busy.
    await expect.poll(() => server.output().stdout, { timeout: 60_000 }).toContain(`running at http://127.0.0.1:${port}`);
    const inFlight = fetch(`http://127.0.0.1:${port}/`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(server.output().stdout).toContain("shutdown complete");
  });

  test("signs in on a non-default port on 127.0.0.1 without SITE_URL set", async ({ page }) => {
    test.setTimeout(90_000);
    const port = 4600 + Math.floor(Math.random() * 300);
    const password = "Port-test-password-7f3k";
    const server = runServer({ PORT: String(port), SITE_URL: "", ADMIN_USERNAME: "porttest", ADMIN_PASSWORD: password });
    await expect.poll(() => server.output().stdout, { timeout: 60_000 }).toContain(`running at http://127.0.0.1:${port}`);
    await page.goto(`http://127.0.0.1:${port}/svcs/team`);
    await page.getByLabel("Username").fill("porttest");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${port}/svcs/admin-dashboard`));
  });
});
