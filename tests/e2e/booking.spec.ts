import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import { TEST_HOOKS_PATH, TEST_HOOKS_SECRET_HEADER } from "../../server/test-hooks";
import { inviteOf, manageLinkOf } from "../support/booking-fixtures";
import { LocalSmtp } from "../support/local-smtp";
import { expectNoAxeViolations } from "./support/axe";
import { nuErrors, savePages } from "./support/nu-checker";
import { startOwnServer } from "./support/own-server";

const NOTIFY = "sales@firm.example";
const smtp = new LocalSmtp();
let server: Awaited<ReturnType<typeof startOwnServer>>;
let address = 0;

async function visitor(browser: Browser, testInfo: TestInfo, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
    javaScriptEnabled,
    timezoneId: "America/Los_Angeles",
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${++address + (testInfo.project.name === "mobile" ? 100 : 0)}` },
  });
  return { context, page: await context.newPage() };
}

/** axe runs inside the page, so a page seen without JavaScript is scanned at the same address in a visitor's page that has it. */
async function expectNoAxeViolationsAt(browser: Browser, testInfo: TestInfo, url: string) {
  const { context, page } = await visitor(browser, testInfo, true);
  await page.goto(url);
  await expectNoAxeViolations(page);
  await context.close();
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

async function answer(page: Page, who: { name: string; email: string; organisation: string }) {
  await page.getByLabel("Your name").fill(who.name);
  await page.getByLabel("Work email").fill(who.email);
  await page.getByLabel("Organisation", { exact: true }).fill(who.organisation);
  await page.getByLabel("Type of organisation").selectOption("bank");
  await page.getByLabel("What would you like to discuss?").selectOption("compliance");
  await page.getByLabel("How can we help?").fill("Our HSA program review.");
  await page.getByRole("checkbox", { name: /I agree that the firm may contact me/ }).check();
  // The form refuses a request sent within 3 s of being served: a person takes longer.
  await page.waitForTimeout(3_100);
}

const pacific = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", hour: "numeric", minute: "2-digit" }).format(new Date(iso));

test.describe("Booking a consultation: New York hours, a Los Angeles visitor, invites and the mail's links", () => {
  test.describe.configure({ mode: "serial", timeout: 360_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    if (process.env.E2E_SMTP_PORT) smtp.port = Number(process.env.E2E_SMTP_PORT);
    await smtp.start();
    server = await startOwnServer({
      env: {
        E2E_TEST_HOOKS: "1",
        E2E_TEST_HOOKS_SECRET: process.env.E2E_TEST_HOOKS_SECRET ?? "",
        LOG_LEVEL: "warn",
        SMTP_URL: smtp.url,
        LEADS_NOTIFY_EMAILS: NOTIFY,
        TRUST_PROXY: "loopback",
        // The Analytics tab reads today from the raw rows, so the booking just made is counted.
        ANALYTICS_TODAY_MAX_AGE_SECONDS: "0",
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp.stop();
  });

  test("staff set hours in New York time; a Los Angeles visitor books without and with JavaScript, reschedules and cancels from the mail @responsive", async ({
    browser,
  }, testInfo) => {
    const project = testInfo.project.name;
    const admin = await staff(browser, testInfo);
    await admin.goto("/svcs/admin-dashboard/consultations");
    const form = admin.getByRole("form").first();
    if (!(await form.isVisible())) await admin.locator("details summary").first().click();
    await form.getByRole("checkbox", { name: "Takes consultations" }).check();
    await form.getByLabel("Time zone of the hours").selectOption("America/New_York");
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) await form.getByLabel(day).fill("09:00-17:00");
    await form.getByLabel("Minimum notice (minutes)").fill("60");
    await form.getByLabel("At most a day").fill("20");
    await form.getByRole("button", { name: /^Save hours of/ }).click();
    await expect(admin.getByText("Consultation hours saved", { exact: true })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: testInfo.outputPath(`consultations-tab-${project}.png`), fullPage: true });

    // Without JavaScript: the zone is chosen in the list and the times reload.
    const off = await visitor(browser, testInfo, false);
    await off.page.goto("/contact");
    await off.page.getByRole("link", { name: /Book a consultation directly/ }).click();
    await expect(off.page.getByRole("heading", { level: 1 })).toHaveText("Book a Consultation");
    await off.page.getByLabel("Show times in").selectOption("America/Los_Angeles");
    await off.page.getByRole("button", { name: "Show times" }).click();
    await expect(off.page.getByRole("group", { name: /Choose a time \(America\/Los Angeles\)/ })).toBeVisible();
    const firstSlot = off.page.locator('input[name="slot"]').first();
    const slotValue = (await firstSlot.getAttribute("value"))!;
    // New York's 09:00–17:00 is 06:00–14:00 in Los Angeles: never a time outside it.
    const label = pacific(slotValue);
    expect(Number(label.split(":")[0]) + (label.endsWith("PM") && !label.startsWith("12") ? 12 : 0)).toBeGreaterThanOrEqual(6);
    await off.page.locator(`label[for="${await firstSlot.getAttribute("id")}"]`).click();
    await expect(firstSlot).toBeChecked();
    const visitorOff = { name: `Val Off ${project}`, email: `val-off-${project}@client.example`, organisation: `Acme Off ${project}` };
    await answer(off.page, visitorOff);
    await off.page.getByRole("button", { name: "Book this time" }).click();
    await expect(off.page).toHaveURL(/\/consultation\/booked\?t=/);
    await expect(off.page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is booked");
    await expect(off.page.locator("[data-booked-time]")).toContainText(label);
    await expect(off.page.locator("[data-booked-time]")).toContainText("America/Los Angeles");
    await expectNoAxeViolationsAt(browser, testInfo, off.page.url());
    await off.page.screenshot({ path: testInfo.outputPath(`booked-${project}.png`), fullPage: true });
    const bookedPage = off.page.url();

    const booked = await smtp.waitFor(`Your consultation is booked: `, 30_000);
    const mailFor = (email: string, subject: string) => smtp.received.find((mail) => mail.envelopeTo.includes(email) && mail.parsed.subject?.includes(subject));
    await expect.poll(() => mailFor(visitorOff.email, "is booked")).toBeTruthy();
    const offMail = mailFor(visitorOff.email, "is booked")!;
    void booked;
    const invite = inviteOf(offMail);
    expect(invite).toMatchObject({ method: "REQUEST", sequence: 0 });
    expect(invite.start.toISOString()).toBe(new Date(slotValue).toISOString());
    expect(offMail.parsed.subject).toContain(label);

    // The reschedule link of the mail, without JavaScript: another time, then the updated invite.
    await off.page.goto(
      manageLinkOf(offMail, "Reschedule")
        .toString()
        .replace(/^https?:\/\/[^/]+/, ""),
    );
    await expect(off.page.locator("[data-booking-time]")).toContainText(label);
    await expectNoAxeViolationsAt(browser, testInfo, off.page.url());
    // The Nu checker on the new pages as served: the times in the visitor's zone, the booked page, the mail's page.
    const nuDirectory = mkdtempSync(path.join(os.tmpdir(), "hsa-nu-booking-"));
    await savePages(off.context.request, ["/consultation/book?zone=America%2FLos_Angeles", bookedPage, off.page.url()], nuDirectory);
    expect(await nuErrors(nuDirectory)).toEqual([]);
    const moveTo = off.page.locator('#reschedule input[name="slot"]').nth(2);
    const movedValue = (await moveTo.getAttribute("value"))!;
    await off.page.locator(`label[for="${await moveTo.getAttribute("id")}"]`).click();
    await off.page.getByRole("button", { name: "Move to this time" }).click();
    await expect(off.page.getByRole("status")).toContainText("Your consultation is moved");
    await expect.poll(() => mailFor(visitorOff.email, "has moved"), { timeout: 30_000 }).toBeTruthy();
    const moved = inviteOf(mailFor(visitorOff.email, "has moved")!);
    expect(moved).toMatchObject({ method: "REQUEST", uid: invite.uid, sequence: 1 });
    expect(moved.start.toISOString()).toBe(new Date(movedValue).toISOString());

    // Then the cancel link: CANCEL with the same UID; the link reused afterwards says so.
    await off.page.goto(
      manageLinkOf(offMail, "Cancel")
        .toString()
        .replace(/^https?:\/\/[^/]+/, ""),
    );
    await off.page.getByRole("button", { name: "Cancel the consultation" }).click();
    await expect(off.page.getByRole("status")).toContainText("Your consultation is cancelled");
    await expect.poll(() => mailFor(visitorOff.email, "is cancelled"), { timeout: 30_000 }).toBeTruthy();
    expect(inviteOf(mailFor(visitorOff.email, "is cancelled")!)).toMatchObject({ method: "CANCEL", uid: invite.uid, sequence: 2, status: "CANCELLED" });
    await off.page.goto(
      manageLinkOf(offMail, "Reschedule")
        .toString()
        .replace(/^https?:\/\/[^/]+/, ""),
    );
    await expect(off.page.getByRole("button", { name: "Move to this time" })).toHaveCount(0);
    await off.page.screenshot({ path: testInfo.outputPath(`manage-cancelled-${project}.png`), fullPage: true });
    await off.context.close();

    // With JavaScript: the browser's zone (Los Angeles) is taken without a choice.
    const on = await visitor(browser, testInfo, true);
    // Arriving from a campaign's link: the booking is its lead, counted for the campaign.
    const campaign = `e2e-booking-${project}`;
    await on.page.goto(`/consultation/book?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await expect(on.page).toHaveURL(/zone=America%2FLos_Angeles/);
    await expect(on.page.getByRole("group", { name: /Choose a time \(America\/Los Angeles\)/ })).toBeVisible();
    const onSlot = on.page.locator('input[name="slot"]').nth(1);
    const onValue = (await onSlot.getAttribute("value"))!;
    await on.page.locator(`label[for="${await onSlot.getAttribute("id")}"]`).click();
    const visitorOn = { name: `Val On ${project}`, email: `val-on-${project}@client.example`, organisation: `Acme On ${project}` };
    await answer(on.page, visitorOn);
    await expectNoAxeViolations(on.page);
    await on.page.screenshot({ path: testInfo.outputPath(`book-${project}.png`), fullPage: true });
    expect(await on.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await on.page.getByRole("button", { name: "Book this time" }).click();
    await expect(on.page).toHaveURL(/\/consultation\/booked\?t=/);
    await expect(on.page.locator("[data-booked-time]")).toContainText(pacific(onValue));
    await expect.poll(() => mailFor(visitorOn.email, "is booked"), { timeout: 30_000 }).toBeTruthy();
    expect(inviteOf(mailFor(visitorOn.email, "is booked")!).start.toISOString()).toBe(new Date(onValue).toISOString());
    await on.context.close();

    // The bookings are leads in the Leads tab, with their time.
    await admin.goto("/svcs/admin-dashboard/leads");
    const card = admin.getByRole("article", { name: `${visitorOn.name} · ${visitorOn.organisation}` });
    await expect(card).toContainText("Consultation:");
    await expect(card).toContainText("Booked");
    await expect(admin.getByRole("article", { name: `${visitorOff.name} · ${visitorOff.organisation}` })).toContainText("Cancelled");
    await expectNoAxeViolations(admin);
    await expect(card).toContainText(`${campaign} (source newsletter, medium email)`);
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(card).toContainText("Confirmed");
    await admin.screenshot({ path: testInfo.outputPath(`leads-booking-${project}.png`), fullPage: true });

    // Analytics counts it for its campaign, as the consultation goal.
    await admin.goto("/svcs/admin-dashboard/analytics?period=today");
    await expect(admin.getByRole("table", { name: "Leads by campaign" }).getByRole("row", { name: new RegExp(`^${campaign} `) })).toBeVisible();
    await expect(admin.getByRole("table", { name: "Goals in this period" })).toContainText("Consultation request (lead)");
  });
});
