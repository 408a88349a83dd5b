import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { dkimRecordOf } from "~/services/newsletter";
import { SYSTEM_ACTOR } from "~/services/auth";
import { createUser } from "~/services/users";
import { LocalSmtp } from "../support/local-smtp";
import { expectNoAxeViolations } from "./support/axe";
import { nuErrors, savePages } from "./support/nu-checker";
import { startOwnServer } from "./support/own-server";
import { editorPath } from "./support/site-content";

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const EDITOR = { username: "newsletter_editor", password: "Quiet-Harbor-Lamp-71", email: "editor@firm.example" };
const VISITOR_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const smtp = new LocalSmtp();
let server: Awaited<ReturnType<typeof startOwnServer>>;
let address = 0;

async function visitor(browser: Browser, testInfo: TestInfo, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    userAgent: VISITOR_AGENT,
    viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${++address + (testInfo.project.name === "mobile" ? 100 : 0)}` },
  });
  return { context, page: await context.newPage() };
}

/** The newest mail to `email` whose subject has `subject`, among those received after the first `since` mails; waits for it. */
async function mailTo(email: string, subject: string, since = 0, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.received
      .slice(since)
      .filter((mail) => mail.envelopeTo.includes(email) && mail.parsed.subject?.includes(subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no "${subject}" mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs up from a post page's form (which a cached page serves without a token), confirms on /subscribe, then from the mail. */
async function subscribeFromPost(page: Page, email: string, testInfo: TestInfo, name: string, javaScriptEnabled: boolean) {
  await page.goto("/newsletter");
  await page.locator("main a[href^='/newsletter/']").first().click();
  const block = page.getByRole("region", { name: "Subscribe to our newsletter" });
  await block.getByLabel("Email address").fill(email);
  await block.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole("alert")).toContainText("One more step");
  const main = page.getByRole("main");
  await expect(main.getByLabel("Email address")).toHaveValue(email);
  // axe runs in the page: it can scan only where JavaScript runs (the other visitor's pass scans the same pages).
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`subscribe-step-${name}.png`), fullPage: true });
  // The form is refused within 3 s of being served: a person takes longer.
  await page.waitForTimeout(3_100);
  await main.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");

  const mail = await mailTo(email, "Confirm your subscription");
  const link = /(https?:\/\/\S+\/subscribe\/confirm\?token=\S+)/.exec(mail.parsed.text ?? "")![1]!;
  await page.goto(link);
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are subscribed");
}

test.describe("The newsletter: sign-up with and without JavaScript, a post sent as mail, one-click unsubscribe", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    smtp.port = Number(process.env.E2E_SMTP_PORT ?? 0);
    await smtp.start();
    server = await startOwnServer({
      prepare: async (database) => {
        await createUser(
          database.db,
          SYSTEM_ACTOR,
          { username: EDITOR.username, email: EDITOR.email, password: EDITOR.password, userType: "admin" },
          new Date(),
        );
      },
      env: {
        LOG_LEVEL: "warn",
        SMTP_URL: smtp.url,
        MAIL_FROM: "news@firm.example",
        MAIL_DKIM_SELECTOR: "e2e",
        MAIL_DKIM_PRIVATE_KEY: PEM,
        TRUST_PROXY: "loopback",
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp.stop();
  });

  test("a reader subscribes without JavaScript, another with it; staff are blocked without a postal address, test, send; one click unsubscribes @responsive", async ({
    browser,
  }, testInfo) => {
    const tag = testInfo.project.name;
    const noJs = `nojs-${tag}@reader.example`;
    const withJs = `js-${tag}@reader.example`;
    const off = await visitor(browser, testInfo, false);
    await subscribeFromPost(off.page, noJs, testInfo, `nojs-${tag}`, false);
    await off.context.close();
    const on = await visitor(browser, testInfo, true);
    await subscribeFromPost(on.page, withJs, testInfo, `js-${tag}`, true);
    await on.context.close();

    // Staff: sign in through the form (this account has an address for the test send).
    const staffContext = await browser.newContext({ baseURL: server.baseURL, viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 } });
    const admin = await staffContext.newPage();
    await admin.goto("/svcs/team");
    await admin.getByLabel("Username").fill(EDITOR.username);
    await admin.getByLabel("Password", { exact: true }).fill(EDITOR.password);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await expect(admin).toHaveURL(/\/svcs\/admin-dashboard/);

    await admin.goto("/svcs/admin-dashboard/subscribers");
    await expect(admin.getByText(withJs, { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: testInfo.outputPath(`subscribers-${tag}.png`), fullPage: true });
    const firstPost = admin.getByRole("link", { name: /Send to subscribers/ }).first();
    const postTitle = ((await firstPost.textContent()) ?? "").replace(/^.*Send to subscribers:\s*/, "").trim();
    await firstPost.click();
    await expect(admin.getByRole("heading", { name: /Send “/ })).toBeVisible();
    for (const topic of ["articles", "news", "webinars", "certification"]) await admin.getByLabel(topic, { exact: true }).check();
    // Click counting is off unless ticked (decision 085).
    await expect(admin.getByLabel("Count clicks on the links")).not.toBeChecked();
    await admin.getByLabel("Count clicks on the links").check();
    await admin.getByRole("button", { name: /Prepare send|Save topics/ }).click();
    const check = admin.getByRole("list", { name: "Pre-send check" });
    await expect(check).toContainText("Postal address");
    await expect(check.getByRole("listitem").filter({ hasText: "Postal address" })).toContainText("Fails");
    await admin.getByRole("button", { name: "Send a test to myself" }).click();
    await expect(check.getByRole("listitem").filter({ hasText: "DKIM signature" })).toContainText("Pass");
    await expect(admin.getByRole("button", { name: /^Send to \d+ subscribers$/ })).toBeDisabled();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: testInfo.outputPath(`send-blocked-${tag}.png`), fullPage: true });

    // The postal address, in Site Content → Newsletter.
    const sendPage = admin.url();
    await admin.goto(editorPath("newsletter"));
    await expect(admin.getByRole("button", { name: "Publish now" })).toBeEnabled();
    await admin.getByLabel("Postal address").fill("Meridian HSA Consulting\n100 Main Street, Suite 4\nSpringfield, IL 62701");
    await admin.getByRole("button", { name: "Publish now" }).click();
    await expect(admin.getByText("Published", { exact: false }).first()).toBeVisible();
    await admin.goto(sendPage);
    // The earlier test send (without the address) is in the sink too: wait for this one.
    const mailsBefore = smtp.received.length;
    await admin.getByRole("button", { name: "Send a test to myself" }).click();
    await expect(check.getByRole("listitem").filter({ hasText: "Postal address" })).toContainText("Pass");
    const test = await mailTo(EDITOR.email, "[Test]", mailsBefore);
    expect(test.parsed.text).toContain("100 Main Street, Suite 4");
    const send = admin.getByRole("button", { name: /^Send to \d+ subscribers$/ });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(admin.getByText(/Progress: \d+ sent/)).toBeVisible();

    const received = await mailTo(noJs, postTitle, 0, 60_000);
    await mailTo(withJs, postTitle, 0, 60_000);
    const dkim = await dkimVerify(Buffer.from(received.raw), { resolver: async () => [[dkimRecordOf(PEM)]] });
    expect(dkim.results[0]!.status.result).toBe("pass");
    const listUnsubscribe = received.parsed.headerLines.find((line) => line.key === "list-unsubscribe")!.line;
    const oneClick = /<(http[^>]+one-click[^>]+)>/.exec(listUnsubscribe)![1]!;
    expect(received.parsed.headerLines.find((line) => line.key === "list-unsubscribe-post")!.line).toContain("List-Unsubscribe=One-Click");

    // A counted link leads through the site to where it points, and the send page counts it.
    const counted = /href="(https?:\/\/[^"]+\/n\/c\/[^"]+)"/.exec(String(received.parsed.html))![1]!.replaceAll("&amp;", "&");
    await admin.goto(counted);
    expect(admin.url()).not.toContain("/n/c/");
    await admin.goto(sendPage);
    await expect(admin.getByRole("list", { name: "Clicks per link" })).toContainText("1");

    // The mailbox provider's POST: no cookie, no Origin, the token alone.
    const answer = await fetch(oneClick, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(200);
    // The Nu checker on the pages the mails open, as served: confirming (the first reader's link is
    // used up, so this is its "already confirmed" page) and choosing topics or leaving.
    const confirmLink = /(https?:\/\/\S+\/subscribe\/confirm\?token=\S+)/.exec((await mailTo(noJs, "Confirm your subscription")).parsed.text ?? "")![1]!;
    const topicsLink = new RegExp(`(https?://\\S+/unsubscribe\\?\\S+)`).exec(received.parsed.text ?? "")![1]!;
    const nuDirectory = mkdtempSync(path.join(os.tmpdir(), "hsa-nu-newsletter-"));
    await savePages(staffContext.request, [confirmLink, topicsLink], nuDirectory);
    expect(await nuErrors(nuDirectory)).toEqual([]);
    await admin.goto("/svcs/admin-dashboard/subscribers?status=unsubscribed");
    await expect(admin.getByText(noJs)).toBeVisible();
    // The delete dialog loads when first opened (issue 43): it names the address, and deleting removes the row.
    await admin.getByRole("button", { name: `Delete ${noJs}` }).click();
    const confirmDelete = admin.getByRole("dialog", { name: "Delete Subscriber" });
    await expect(confirmDelete).toContainText(noJs);
    await confirmDelete.getByRole("button", { name: "Delete Subscriber" }).click();
    await expect(admin.getByText("Subscriber deleted", { exact: true })).toBeVisible();
    await expect(admin.getByRole("row").filter({ hasText: noJs })).toHaveCount(0);
    await staffContext.close();
  });
});
