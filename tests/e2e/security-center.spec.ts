import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { startOwnServer } from "./support/own-server";
import { expect, test } from "./support/fixtures";

/** Opens a sub-tab from the sub-tab bar with the keyboard, as its link, and checks it is the current one. */
async function openSubtab(page: Page, name: string) {
  const link = page.getByRole("navigation", { name: "Security sections" }).getByRole("link", { name, exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(link).toHaveAttribute("aria-current", "page");
}

test.describe("security tab @responsive", () => {
  test("walks the five sub-tabs: score, warnings with a refresh, vulnerabilities, the monitor and the audit log", async ({ adminPage: page }, testInfo) => {
    // Every check runs on each of three pages and axe on five: more than the default 30 s on a loaded machine.
    test.slow();
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`security-${name}-${testInfo.project.name}.png`), fullPage: true });

    await page.goto("/svcs/admin-dashboard/security");
    await expect(page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Security" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Security status" })).toBeVisible();
    await expect(page.getByText(/^Security score \d+ out of 100/)).toBeAttached();
    await expect(page.getByRole("heading", { name: "Rate Limit Monitor" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("overview");

    await openSubtab(page, "Warnings");
    await expect(page).toHaveURL(/\/security\/warnings$/);
    await expect(page.getByRole("heading", { name: "Security Warnings" })).toBeVisible();
    // The bundled country database is a snapshot older than 90 days: that check fails here, with its command.
    await expect(page.getByRole("heading", { name: "Current country database" })).toBeVisible();
    await expect(page.getByText(/^GEOIP_DB_PATH=/)).toBeVisible();
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText("Warnings refreshed", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("warnings");

    await openSubtab(page, "Vulnerabilities");
    await expect(page.getByRole("heading", { name: "Vulnerabilities" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Failed checks, most severe first" })).toContainText("Current country database");
    await expectNoAxeViolations(page);

    await openSubtab(page, "Monitoring");
    await expect(page.getByRole("heading", { name: "Rate Limit Monitor" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Slowed down now" })).toBeVisible();
    await expectNoAxeViolations(page);

    await openSubtab(page, "Audit Log");
    await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
    await page.getByRole("link", { name: "Failed logins" }).click();
    await expect(page).toHaveURL(/filter=failed_logins/);
    const table = page.getByRole("table", { name: /Audit log, failed logins/ });
    const empty = page.getByText("No security events found for the selected filter.");
    await expect(table.or(empty)).toBeVisible();
    if (await table.isVisible()) await expect(table.getByText("session_created")).toHaveCount(0);
    await page.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).not.toHaveURL(/filter=/);
    await expect(page.getByRole("table", { name: /Audit log, all/ }).or(empty)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("audit-log");
  });

  test("is not offered to a moderator and refuses the address", async ({ page, signInAs }) => {
    await signInAs("moderator");
    await page.goto("/svcs/admin-dashboard/posts");
    await expect(page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Security" })).toHaveCount(0);
    const response = await page.goto("/svcs/admin-dashboard/security");
    expect(response?.status()).toBe(403);
  });
});

test.describe("geographic blocking", () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  test.beforeAll(async () => {
    // A fresh database is migrated before the server starts.
    test.setTimeout(120_000);
    server = await startOwnServer({ env: { ADMIN_BLOCKED_COUNTRIES: "CN", TRUST_PROXY: "loopback", LOG_LEVEL: "warn" } });
  });
  test.afterAll(async () => server?.stop());

  test("a visitor from a blocked country sees 'Access Restricted'; others see the login form", async ({ page }) => {
    // The test's own server trusts the loopback "proxy" for the visitor's address; 114.114.114.114 is in China.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "114.114.114.114" });
    const response = await page.goto(`${server.baseURL}/svcs/team`);
    expect(response?.status()).toBe(403);
    const overlay = page.getByRole("alertdialog", { name: "Access Restricted" });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText("Access denied from China");
    await expect(page.getByLabel("Password")).toHaveCount(0);

    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "8.8.8.8" });
    await page.goto(`${server.baseURL}/svcs/team`);
    await expect(page.getByRole("button", { name: /sign in/i })).toBeVisible();
  });
});
