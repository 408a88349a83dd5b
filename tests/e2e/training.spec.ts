import { type Browser, type BrowserContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import { TEST_HOOKS_PATH, TEST_HOOKS_SECRET_HEADER } from "../../server/test-hooks";
import { SITE_TIME_ZONE } from "~/lib/core/dates";
import { LocalSmtp } from "../support/local-smtp";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { nuErrors, savePages } from "./support/nu-checker";
import { startOwnServer } from "./support/own-server";

const smtp = new LocalSmtp();
let server: Awaited<ReturnType<typeof startOwnServer>>;
let address = 0;
const HOUR = 3_600_000;

async function visitor(browser: Browser, javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    javaScriptEnabled,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${++address}` },
  });
  return { context, page: await context.newPage() };
}

async function staff(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
  const response = await context.request.post(`${TEST_HOOKS_PATH}/session`, {
    headers: { [TEST_HOOKS_SECRET_HEADER]: process.env.E2E_TEST_HOOKS_SECRET ?? "" },
    data: { userType: "admin" },
  });
  const { cookie } = (await response.json()) as { cookie: { name: string; value: string } };
  await context.addCookies([{ ...cookie, url: server.baseURL, httpOnly: true, sameSite: "Strict" }]);
  return context.newPage();
}

/** A datetime-local value in UTC, `hours` from now. */
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString().slice(0, 16);
const linkIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+${path}[^\\s]+`).exec(text)![0]!;

/** Screenshots at phone and desktop widths; with JavaScript on, the page is also checked for sideways scrolling. */
async function shoot(page: Page, testInfo: TestInfo, name: string, javaScriptEnabled = true) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    if (javaScriptEnabled) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

async function register(browser: Browser, sessionUrl: string, name: string, email: string, javaScriptEnabled = true) {
  const { context, page } = await visitor(browser, javaScriptEnabled);
  await page.goto(sessionUrl);
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("checkbox", { name: /I agree to be contacted/ }).check();
  await page.waitForTimeout(3_100); // the form refuses what is sent within 3 s of being served
  await page.getByRole("button", { name: /Register|Join the waitlist/ }).click();
  return { context, page };
}

test.describe("Training: a two-seat session from registration to a verified certificate", () => {
  test.describe.configure({ mode: "serial", timeout: 600_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    smtp.port = Number(process.env.E2E_SMTP_PORT ?? 0);
    await smtp.start();
    server = await startOwnServer({
      env: {
        E2E_TEST_HOOKS: "1",
        E2E_TEST_HOOKS_SECRET: process.env.E2E_TEST_HOOKS_SECRET ?? "",
        LOG_LEVEL: "warn",
        SMTP_URL: smtp.url,
        TRUST_PROXY: "loopback",
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp.stop();
  });

  test("staff add a session; three register, one waits, one cancels, the offer is taken; attendance, certificates, /verify", async ({ browser }, testInfo) => {
    const admin = await staff(browser);
    await admin.goto("/svcs/admin-dashboard/training");
    await admin.getByLabel("Title").fill("CHSA Live Review");
    // Chosen from a list, the firm's zone already chosen.
    await expect(admin.getByLabel(/^Time zone/)).toHaveValue(SITE_TIME_ZONE);
    await admin.getByLabel(/^Time zone/).selectOption("UTC");
    await admin.getByLabel("Starts").fill(inHours(48));
    await admin.getByLabel("Ends").fill(inHours(48 + 100 / 60));
    await admin.getByLabel("Registration closes").fill(inHours(47));
    await admin.getByLabel("Seats").fill("2");
    await admin.getByLabel(/^Price/).fill("$149");
    await admin.getByLabel(/^Joining details/).fill("https://webinar.example/j/42");
    await admin.getByRole("button", { name: "Add session" }).click();
    await expect(admin.getByRole("status")).toContainText("Session added");
    await expectNoAxeViolations(admin);

    // The course page lists it with its seats; joining details stay private.
    const { context: browsing, page } = await visitor(browser);
    await page.goto("/training/chsa");
    const card = page.getByRole("listitem").filter({ hasText: "CHSA Live Review" });
    await expect(card).toContainText("2 seats left");
    await expect(page.getByText("webinar.example")).toHaveCount(0);
    await card.getByRole("link", { name: /Register/ }).click();
    const sessionUrl = page.url();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, "training-session");
    await browsing.close();

    const ann = await register(browser, sessionUrl, "Ann Archer", "ann@example.com");
    await expect(ann.page.getByRole("status")).toContainText("You are registered");
    await ann.context.close();
    const bob = await register(browser, sessionUrl, "Bob Baker", "bob@example.com", false);
    await expect(bob.page.getByRole("status")).toContainText("You are registered");
    await bob.context.close();
    const cy = await register(browser, sessionUrl, "Cy Carter", "cy@example.com");
    await expect(cy.page.getByRole("status")).toContainText("You are on the waitlist");
    await expectNoAxeViolations(cy.page);
    await cy.context.close();

    // Registrants are leads: the Leads tab lists them under Training, with what they registered for.
    await admin.goto("/svcs/admin-dashboard/leads?q=cy%40example.com");
    const cyLead = admin.getByRole("article").filter({ hasText: "Cy Carter" });
    await expect(cyLead).toContainText("Training & Certification");
    await expect(cyLead).toContainText("Joined the waitlist for the training session CHSA Live Review");

    // Ann cancels from her mail; Cy's offer arrives and she takes the seat.
    const annMail = await smtp.waitFor("Registered: CHSA Live Review", 30_000);
    expect(annMail.raw).toContain("METHOD:REQUEST");
    const cancel = await visitor(browser);
    await cancel.page.goto(linkIn(annMail.parsed.text!, "/training/registration/"));
    await expectNoAxeViolations(cancel.page);
    await cancel.page.getByRole("button", { name: "Cancel my registration" }).click();
    await expect(cancel.page.getByRole("status")).toContainText("cancelled");
    await cancel.context.close();
    const offer = await smtp.waitFor("A seat is free: CHSA Live Review", 30_000);
    expect(offer.envelopeTo).toEqual(["cy@example.com"]);
    const take = await visitor(browser);
    const registrationPage = linkIn(offer.parsed.text!, "/training/registration/");
    await take.page.goto(registrationPage);
    await expect(take.page.getByRole("status")).toContainText("A seat is held for you");
    await shoot(take.page, testInfo, "training-offer");
    await take.page.getByRole("button", { name: "Take the seat" }).click();
    await expect(take.page.getByRole("status")).toContainText("The seat is yours");
    // The Nu checker on the new public pages as served: the course's sessions, a session's form, a registration.
    const nuDirectory = mkdtempSync(path.join(os.tmpdir(), "hsa-nu-training-"));
    await savePages(take.context.request, ["/training/chsa", sessionUrl, registrationPage], nuDirectory);
    expect(await nuErrors(nuDirectory)).toEqual([]);
    await take.context.close();

    // The session took place (staff record its real times), attendance is imported, certificates issued.
    await admin.goto("/svcs/admin-dashboard/training");
    await admin.getByRole("link", { name: "CHSA Live Review" }).click();
    // The list has its own Starts field (Add session): fill only once the session's page is there.
    await expect(admin.getByRole("heading", { name: "Change the session" })).toBeVisible();
    // On a whole minute, as the form keeps it: attendance from the start to the end is the whole session.
    const start = new Date(Math.floor((Date.now() - 6 * HOUR) / 60_000) * 60_000);
    const iso = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString().slice(0, 19) + "Z";
    await admin.getByLabel("Starts").fill(start.toISOString().slice(0, 16));
    await admin.getByLabel("Ends").fill(new Date(start.getTime() + 100 * 60_000).toISOString().slice(0, 16));
    await admin.getByLabel("Registration closes").fill(new Date(start.getTime() - HOUR).toISOString().slice(0, 16));
    await admin.getByRole("button", { name: "Save session" }).click();
    await expect(admin.getByText("Session saved").first()).toBeVisible();
    const csv = `Name,User Email,Join Time,Leave Time\nBob,bob@example.com,${iso(0)},${iso(100)}\nCy,cy@example.com,${iso(-5)},${iso(95)}\n`;
    await admin.getByLabel("Attendance report (CSV)").setInputFiles({ name: "report.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await admin.getByRole("button", { name: "Import" }).click();
    await expect(admin.getByText("Minutes recorded for 2 registrants").first()).toBeVisible();
    await admin.getByRole("button", { name: "Issue certificates" }).click();
    await expect(admin.getByText("2 issued and mailed").first()).toBeVisible();
    await expectNoAxeViolations(admin);
    await shoot(admin, testInfo, "training-admin-session");

    const bobCertificate = await smtp.waitFor("Your certificate", 30_000);
    const bobCode = /Certificate code: (\S+)/.exec(bobCertificate.parsed.text!)![1]!;
    const pdf = await admin.request.get(linkIn(bobCertificate.parsed.text!, "/training/certificate/"));
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    // A stranger checks it at /verify.
    const check = await visitor(browser);
    const holder = bobCertificate.envelopeTo[0] === "bob@example.com" ? "Bob Baker" : "Cy Carter";
    await check.page.goto("/verify");
    await check.page.getByLabel("Holder's full name").fill(holder);
    await check.page.getByLabel("Certificate code").fill(bobCode);
    await check.page.getByRole("button", { name: "Verify" }).click();
    await expect(check.page.getByRole("status")).toContainText("Valid certificate");
    await expect(check.page.getByRole("status")).toContainText(holder === "Bob Baker" ? "2 CPE credits" : "1 CPE credit (");
    await expectNoAxeViolations(check.page);
    await shoot(check.page, testInfo, "verify-valid");

    // Staff revoke it; /verify says so.
    await admin.goto("/svcs/admin-dashboard/training/certificates");
    await admin.getByLabel(`Reason to revoke ${bobCode}`).fill("Issued in error");
    await admin.getByRole("button", { name: "Revoke" }).first().click();
    await expect(admin.getByText("Certificate revoked").first()).toBeVisible();
    await check.context.close();
    // Checked again without JavaScript: the page is a plain form.
    const again = await visitor(browser, false);
    await again.page.goto("/verify");
    await again.page.getByLabel("Holder's full name").fill(holder);
    await again.page.getByLabel("Certificate code").fill(bobCode);
    await again.page.getByRole("button", { name: "Verify" }).click();
    await expect(again.page.getByRole("status")).toContainText("Revoked certificate");
    await shoot(again.page, testInfo, "verify-revoked", false);
    await again.context.close();
  });
});
