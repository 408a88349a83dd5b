import { randomBytes } from "node:crypto";
import { request as playwrightRequest } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const VISITOR_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** Records page views as an anonymous visitor (no admin cookie: staff are not counted). */
async function recordVisit(baseURL: string, path: string, screenWidth: number, agentSuffix: string) {
  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "User-Agent": `${VISITOR_AGENT} ${agentSuffix}`, Origin: baseURL } });
  const response = await visitor.post("/api/beacon", {
    data: { type: "pageview", path, referrer: "https://www.example-referrer.test/post", screenWidth, screenHeight: 800, language: "en-US" },
  });
  expect(response.status()).toBe(204);
  await visitor.dispose();
}

test.describe("analytics tab @responsive", () => {
  test("shows the figures, and a click on a page narrows the whole dashboard to it", async ({ adminPage: page, baseURL }, testInfo) => {
    const path = `/e2e-analytics-${randomBytes(4).toString("hex")}`;
    // Two visitors of a page no other test reads (each visitor is one address and browser).
    await recordVisit(baseURL!, path, 390, `${path} one`);
    await recordVisit(baseURL!, path, 1440, `${path} two`);

    await page.goto("/svcs/admin-dashboard/analytics?period=today");
    await expect(page.getByRole("heading", { name: "Analytics", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Analytics", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Headline figures" }).getByText("Unique visitors")).toBeVisible();
    await expect(page.getByRole("img", { name: "Visitors and page views by hour" })).toBeVisible();
    await expect(page.getByRole("link", { name: "IP Geolocation by DB-IP" })).toHaveAttribute("href", "https://db-ip.com");
    // The bundled country database (built 2026-06-01) is past 90 days: that is the operator's (the log, the Security Center), not a warning staff cannot act on.
    await expect(page.getByText("The country database is from")).toHaveCount(0);
    await expect(page.getByText("GEOIP_DB_PATH")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`analytics-${testInfo.project.name}.png`), fullPage: true });

    await page
      .getByRole("link", { name: `Filter by ${path}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`period=today&page=${encodeURIComponent(path)}`));
    await expect(page.getByRole("link", { name: `Remove filter Page: ${path}` })).toBeVisible();
    const headline = page.getByRole("region", { name: "Headline figures" });
    await expect(headline.getByText("Unique visitors").locator("..")).toHaveText(/^Unique visitors2\D/);
    await expect(headline.getByText("Page views", { exact: true }).locator("..")).toHaveText(/^Page views2\D/);
    const devices = page.getByRole("table", { name: "Devices, by visitors" });
    await expect(devices.getByRole("row")).toHaveCount(3);
    await expect(page.getByRole("table", { name: "Referrer sites, by visitors" })).toContainText("example-referrer.test");
    // Realtime follows the filter: the two visits of this page, not everyone's.
    await expect(page.getByText("in the last 5 minutes")).toHaveText(/^2 visitors in the last 5 minutes$/);
    await expect(page.getByRole("list", { name: "Pages being read" })).toHaveText(new RegExp(`^${path}2$`));

    // Readable at this width: nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
