import { randomBytes } from "node:crypto";
import { type Browser, type BrowserContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import { TEST_HOOKS_PATH, TEST_HOOKS_SECRET_HEADER } from "../../server/test-hooks";
import { LocalSmtp } from "../support/local-smtp";
import { expectNoAxeViolations } from "./support/axe";
import { startOwnServer } from "./support/own-server";
import { nextPageView } from "./support/ready";

const VISITOR_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const NOTIFY = "sales@firm.example";
const smtp = new LocalSmtp();
let server: Awaited<ReturnType<typeof startOwnServer>>;
let address = 0;

/** A visitor's browser: an ordinary user agent and an address of its own (the server trusts the loopback proxy), JavaScript on or off. */
async function visitor(browser: Browser, testInfo: TestInfo, javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    userAgent: `${VISITOR_AGENT} ${testInfo.project.name}`,
    viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${++address + (testInfo.project.name === "mobile" ? 100 : 0)}` },
  });
  return { context, page: await context.newPage() };
}

async function staff(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 } });
  const response = await context.request.post(`${TEST_HOOKS_PATH}/session`, {
    headers: { [TEST_HOOKS_SECRET_HEADER]: process.env.E2E_TEST_HOOKS_SECRET ?? "" },
    data: { userType: "admin" },
  });
  const { cookie } = (await response.json()) as { cookie: { name: string; value: string } };
  await context.addCookies([{ ...cookie, url: server.baseURL, httpOnly: true, sameSite: "Strict" }]);
  return context.newPage();
}

type Request = { name: string; email: string; organisation: string; message: string };

function request(label: string): Request {
  const id = randomBytes(3).toString("hex");
  return { name: `Pat ${label}`, email: `pat-${id}@client.example`, organisation: `Org ${label} ${id}`, message: `We need help (${label}).\nThank you.` };
}

async function fillForm(page: Page, lead: Request) {
  await page.getByLabel("Your name").fill(lead.name);
  await page.getByLabel("Work email").fill(lead.email);
  await page.getByLabel("Organisation", { exact: true }).fill(lead.organisation);
  await page.getByLabel("Type of organisation").selectOption("third_party_administrator");
  await page.getByLabel("What would you like to discuss?").selectOption("compliance");
  await page.getByLabel("How can we help?").fill(lead.message);
  await page.getByRole("checkbox", { name: /I agree that the firm may contact me/ }).check();
}

/** The form refuses a request sent within 3 s of being served: a person takes longer. */
const aPersonsPace = (page: Page) => page.waitForTimeout(3_100);

test.describe("Consultation requests: the form, the Leads tab, the mail and the Analytics tab", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await smtp.start();
    server = await startOwnServer({
      env: {
        E2E_TEST_HOOKS: "1",
        E2E_TEST_HOOKS_SECRET: process.env.E2E_TEST_HOOKS_SECRET ?? "",
        LOG_LEVEL: "warn",
        SMTP_URL: smtp.url,
        LEADS_NOTIFY_EMAILS: NOTIFY,
        TRUST_PROXY: "loopback",
        ANALYTICS_TODAY_MAX_AGE_SECONDS: "0",
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp.stop();
  });

  test("with JavaScript on, a visitor from a campaign link sends a request; it reaches the Leads tab, the mail server and the Analytics tab @responsive", async ({
    browser,
  }, testInfo) => {
    const campaign = `e2e-on-${testInfo.project.name}`;
    const landing = `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`;
    const { context, page } = await visitor(browser, testInfo);
    let viewed = nextPageView(page);
    await page.goto(landing);
    await viewed;
    viewed = nextPageView(page);
    await page.getByRole("link", { name: "Request a Consultation" }).first().click();
    await expect(page).toHaveURL(/\/contact#consultation$/);
    await viewed;

    // Refused at the fields, everything typed kept.
    const lead = request(`on ${testInfo.project.name}`);
    await fillForm(page, { ...lead, email: "not-an-email" });
    await page.getByLabel("How can we help?").fill("   ");
    await aPersonsPace(page);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("alert")).toContainText("Your request was not sent");
    await expect(page.getByText("Please enter a valid email address").last()).toBeVisible();
    await expect(page.getByText("Please tell us how we can help.").last()).toBeVisible();
    await expect(page.getByLabel("Organisation", { exact: true })).toHaveValue(lead.organisation);
    await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`contact-errors-${testInfo.project.name}.png`), fullPage: true });

    await page.getByLabel("Work email").fill(lead.email);
    await page.getByLabel("How can we help?").fill(lead.message);
    await aPersonsPace(page);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you: your request is with our team");
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`contact-thanks-${testInfo.project.name}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();

    const mail = await smtp.waitFor(lead.organisation, 30_000);
    expect(mail.envelopeTo).toEqual([NOTIFY]);
    expect(mail.parsed.text).toContain(`campaign ${campaign}`);
    expect(mail.parsed.replyTo?.value[0]?.address).toBe(lead.email);

    const admin = await staff(browser, testInfo);
    await admin.goto("/svcs/admin-dashboard/leads");
    await expect(admin.getByRole("link", { name: /^Leads \d+ new$/ })).toBeVisible();
    const card = admin.getByRole("article", { name: `${lead.name} · ${lead.organisation}` });
    await expect(card).toContainText(`${campaign} (source newsletter, medium email)`);
    await expect(card).toContainText(landing);
    await card.getByText("Message and visit").click();
    await expect(card).toContainText("Pages seen before the request (from the analytics visit)");
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: testInfo.outputPath(`leads-tab-${testInfo.project.name}.png`), fullPage: true });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The mail's link opens this lead alone, its message shown.
    const link = new URL(/Open this request in the Leads tab: (\S+)/.exec(mail.parsed.text ?? "")![1]!);
    await admin.goto(`${link.pathname}${link.search}`);
    await expect(admin.getByRole("article")).toHaveCount(1);
    await expect(card.getByText("Pages seen before the request (from the analytics visit)")).toBeVisible();
    await expect(admin.getByRole("link", { name: "Show all leads" })).toBeVisible();

    await admin.goto("/svcs/admin-dashboard/analytics?period=today");
    const byCampaign = admin.getByRole("table", { name: "Leads by campaign" });
    // One visit from the campaign, one lead: 100 leads per 100 visits.
    await expect(byCampaign.getByRole("row", { name: new RegExp(`^${campaign} `) }).getByRole("cell")).toHaveText([campaign, "1", "1", "100%"]);
    await expect(admin.getByRole("table", { name: "Goals in this period" })).toContainText("Consultation request (lead)");
    await expectNoAxeViolations(admin, { include: "section[aria-labelledby=lead-conversions-heading]" });
    await admin.context().close();
  });

  test("with JavaScript off, the request is sent, answered with the thank-you page and attributed to the campaign's page", async ({ browser }, testInfo) => {
    const campaign = "e2e-js-off";
    const landing = `/services/gtm?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`;
    const { context, page } = await visitor(browser, testInfo, false);
    await page.goto(landing);
    await page.getByRole("link", { name: "Request a Consultation" }).last().click();
    await expect(page).toHaveURL(/\/contact#consultation$/);
    const lead = request("off");
    await fillForm(page, lead);
    await aPersonsPace(page);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await context.close();
    await smtp.waitFor(lead.organisation, 30_000);

    const admin = await staff(browser, testInfo);
    await admin.goto(`/svcs/admin-dashboard/leads?campaign=${campaign}`);
    const card = admin.getByRole("article", { name: `${lead.name} · ${lead.organisation}` });
    await expect(card).toContainText(landing);
    await card.getByText("Message and visit").click();
    await expect(card).toContainText("from the page that showed the form");
    await admin.context().close();
  });

  test("with the mail server stopped the lead is kept, and its mail goes out when the server is back", async ({ browser }, testInfo) => {
    test.setTimeout(200_000);
    await smtp.stop();
    const { context, page } = await visitor(browser, testInfo);
    await page.goto("/contact");
    const lead = request("down");
    await fillForm(page, lead);
    await aPersonsPace(page);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await context.close();

    const admin = await staff(browser, testInfo);
    await admin.goto(`/svcs/admin-dashboard/leads?q=${encodeURIComponent(lead.email)}`);
    await expect(admin.getByRole("article", { name: `${lead.name} · ${lead.organisation}` })).toBeVisible();
    const notice = admin.getByRole("status").filter({ hasText: "waiting to be mailed" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Last error: The mail server refused the connection");
    await expect(notice).not.toContainText("GMT");
    await admin.screenshot({ path: testInfo.outputPath(`leads-mail-down-${testInfo.project.name}.png`), fullPage: true });
    // The admin Home says it too.
    await admin.goto("/svcs/admin-dashboard");
    const item = admin.getByRole("listitem").filter({ hasText: "Lead notifications are not being delivered" });
    await expect(item).toContainText("The mail server refused the connection");
    await expect(item).not.toContainText("ECONNREFUSED");
    await admin.screenshot({ path: testInfo.outputPath(`home-mail-down-${testInfo.project.name}.png`), fullPage: true });
    await admin.context().close();

    await smtp.start();
    // Retried 30 s after the failed attempt, by the send-mail job's next minute.
    const mail = await smtp.waitFor(lead.organisation, 150_000);
    expect(mail.envelopeTo).toEqual([NOTIFY]);
  });

  test("a honeypot-filled and a rate-limited request store nothing and never look like a success", async ({ browser, playwright }, testInfo) => {
    const { context, page } = await visitor(browser, testInfo, false);
    await page.goto("/contact");
    const trapped = request("honeypot");
    await fillForm(page, trapped);
    await page
      .getByRole("form", { name: "Request a Consultation" })
      .locator('input[name="website_url"]')
      .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await aPersonsPace(page);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request not accepted");
    await context.close();

    // Six requests from one address within the hour: the sixth is refused, with the form and its message.
    const api = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.77", Origin: server.baseURL, "User-Agent": VISITOR_AGENT },
    });
    const html = await (await api.get("/contact")).text();
    const token = /name="formToken" value="([^"]+)"/.exec(html)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const send = (lead: Request) =>
      api.post("/contact", {
        form: { ...lead, organisationType: "bank", topic: "other", consent: "yes", formToken: token },
        maxRedirects: 0,
      });
    for (let i = 0; i < 5; i++) expect((await send(request(`burst ${i}`))).status()).toBe(303);
    const limited = request("limited");
    const refused = await send(limited);
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain("Too many requests have been sent from your network");
    await api.dispose();

    const admin = await staff(browser, testInfo);
    for (const lead of [trapped, limited]) {
      await admin.goto(`/svcs/admin-dashboard/leads?q=${encodeURIComponent(lead.email)}`);
      await expect(admin.getByText("No leads match these filters.")).toBeVisible();
    }
    await admin.goto("/svcs/team/forgot-password");
    await expectNoAxeViolations(admin);
    await admin.context().close();
  });
});
