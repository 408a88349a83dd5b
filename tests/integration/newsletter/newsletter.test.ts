import { generateKeyPairSync } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, mailOutbox, newsletterDeliveries, newsletterSends, newsletterSubscribers, newsletterSuppressions } from "~/db/schema";
import { newsletterContent } from "~/content/newsletter";
import * as oneClickRoute from "~/routes/newsletter/one-click";
import { LEAD_MIN_FILL_MS } from "~/services/leads";
import { issueFormToken } from "~/services/leads";
import { deliverDueMail } from "~/services/mail";
import {
  advanceSends,
  confirmSubscription,
  ConfirmAgainError,
  dkimRecordOf,
  keepTopics,
  prepareSend,
  sendTest,
  sendView,
  startSend,
  subscribe,
} from "~/services/newsletter";
import type { AppServices } from "~/services/platform";
import { saveContent } from "~/services/site-content";
import { actorFor } from "../../support/actors";
import { createTestPost } from "../../support/factories";
import { LocalSmtp } from "../../support/local-smtp";
import { createTestContext, createTestServices } from "../../support/test-services";
import { startedNewsSend } from "../../support/newsletter-sends";
import { useTestDatabase } from "../../support/use-test-database";

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const ADDRESS = "Meridian HSA Consulting\n100 Main Street, Suite 4\nSpringfield, IL 62701";

describe("the newsletter: double opt-in, a post sent as mail, one-click unsubscribe, suppression", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const smtp = new LocalSmtp();
  let services: AppServices;
  let ip = 0;
  const nextIp = () => `203.0.113.${++ip}`;
  const token = () => issueFormToken(services.config.sessionSecret, { issuedAt: Date.now() - LEAD_MIN_FILL_MS - 1_000, page: "/subscribe", referrer: null });

  beforeAll(async () => {
    await smtp.start();
    services = createTestServices(database(), {
      SMTP_URL: smtp.url,
      SESSION_SECRET: "n".repeat(40),
      SITE_URL: "https://www.firm.example",
      MAIL_FROM: "news@firm.example",
      MAIL_DKIM_SELECTOR: "mail2026",
      MAIL_DKIM_PRIVATE_KEY: PEM,
    });
  });
  afterAll(() => smtp.stop());

  async function mailTo(email: string, subject: string) {
    for (let tries = 0; tries < 200; tries++) {
      const found = smtp.received.filter((received) => received.envelopeTo.includes(email) && received.parsed.subject?.includes(subject)).at(-1);
      if (found) return found;
      await deliverDueMail(services);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no "${subject}" mail to ${email}`);
  }

  async function subscribeAndConfirm(email: string, topics: string[]) {
    await subscribe(services, { email, topics, formToken: token() }, { ip: nextIp() });
    await deliverDueMail(services);
    const found = await mailTo(email, "Confirm your subscription");
    const link = /https:\/\/www\.firm\.example\/subscribe\/confirm\?token=(\S+)/.exec(found.parsed.text ?? "")!;
    await confirmSubscription(services, link[1], { ip: "198.51.100.77" });
    return link[1]!;
  }

  it("refuses a sign-up without a fresh form token (shown again to send once more), and one without a topic", async () => {
    await expect(subscribe(services, { email: "a@reader.example", topics: ["news"] }, { ip: nextIp() })).rejects.toBeInstanceOf(ConfirmAgainError);
    await expect(subscribe(services, { email: "a@reader.example", topics: [], formToken: token() }, { ip: nextIp() })).rejects.toMatchObject({
      fieldErrors: { topics: "Choose at least one topic" },
    });
    await expect(subscribe(services, { email: "not an address", topics: ["news"], formToken: token() }, { ip: nextIp() })).rejects.toMatchObject({
      fieldErrors: { email: expect.any(String) },
    });
    expect(await db().select().from(newsletterSubscribers)).toEqual([]);
  });

  it("keeps the consent proof and starts the subscription only from the mailed single-use link", async () => {
    const consentIp = nextIp();
    await subscribe(services, { email: " Reader@Example.COM ", topics: ["news", "webinars", "bogus"], formToken: token() }, { ip: consentIp });
    const [pending] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(pending).toMatchObject({ status: "pending", topics: ["news", "webinars"], consentIp, confirmedAt: null });
    expect(pending!.consentText).toContain("I agree to receive the newsletter topics I chose from Meridian HSA Consulting");
    await deliverDueMail(services);
    const mail = await smtp.waitFor("Confirm your subscription");
    expect(mail.envelopeTo).toEqual(["reader@example.com"]);
    const link = /\/subscribe\/confirm\?token=(\S+)/.exec(mail.parsed.text ?? "")![1]!;
    // The mail in the outbox is sealed: the link is not readable there.
    expect(JSON.stringify(await db().select().from(mailOutbox))).not.toContain(link);

    await confirmSubscription(services, link, { ip: "198.51.100.9" });
    const [active] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(active).toMatchObject({ status: "active", confirmIp: "198.51.100.9", confirmNonce: null });
    expect(active!.confirmedAt).toBeInstanceOf(Date);
    await expect(confirmSubscription(services, link, { ip: "198.51.100.9" })).rejects.toMatchObject({ message: "This link has already been used." });
    await expect(confirmSubscription(services, `${link}x`, { ip: "198.51.100.9" })).rejects.toMatchObject({ status: 400 });
  });

  it("blocks a send until the pre-send check passes, then sends the post once to each subscriber, DKIM-signed with both unsubscribe headers", async () => {
    const admin = await actorFor(db(), "sender", "admin");
    admin.user.email = "sender@firm.example";
    await subscribeAndConfirm("second@example.com", ["news"]);
    await subscribeAndConfirm("articles-only@example.com", ["articles"]);
    const post = await createTestPost(db(), {
      title: "HSA limits for 2027",
      content: '<p>The new limits are out. <a href="/resources/hdhp-amounts">See the amounts</a>.</p>',
      type: "news",
    });

    const sendId = await prepareSend(services, admin, post.id, ["news"]);
    let view = await sendView(services, admin, sendId);
    expect(view.passes).toBe(false);
    expect(view.check.find((item) => item.id === "postal-address")).toMatchObject({ ok: false });
    expect(view.check.find((item) => item.id === "recipients")).toMatchObject({ ok: true, detail: expect.stringContaining("2 subscribers") });
    await expect(startSend(services, admin, sendId)).rejects.toMatchObject({ status: 409 });

    const editor = await actorFor(db(), "editor", "admin");
    await saveContent(db(), editor, {
      id: "newsletter",
      expectedVersion: 0,
      data: { ...newsletterContent.documents[0]!.defaults, postalAddress: ADDRESS },
      intent: { kind: "publish" },
    });
    view = await sendView(services, admin, sendId);
    expect(view.check.find((item) => item.id === "postal-address")).toMatchObject({ ok: true });
    expect(view.check.find((item) => item.id === "dkim")).toMatchObject({ ok: false, detail: expect.stringContaining("test") });

    await sendTest(services, admin, sendId);
    view = await sendView(services, admin, sendId);
    expect(view.check.filter((item) => !item.ok)).toEqual([]);
    expect(view.passes).toBe(true);
    const test = await mailTo("sender@firm.example", "[Test] HSA limits for 2027");
    expect(test.envelopeTo).toEqual(["sender@firm.example"]);

    await startSend(services, admin, sendId);
    await advanceSends(services);
    await mailTo("reader@example.com", "HSA limits for 2027");
    await mailTo("second@example.com", "HSA limits for 2027");
    const mails = smtp.received.filter((received) => received.parsed.subject === "HSA limits for 2027");
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["reader@example.com", "second@example.com"]);

    const mail = mails.find((received) => received.envelopeTo[0] === "second@example.com")!;
    const parsed = await simpleParser(mail.raw);
    const listUnsubscribe = parsed.headerLines.find((line) => line.key === "list-unsubscribe")!.line;
    expect(listUnsubscribe).toMatch(/<https:\/\/www\.firm\.example\/unsubscribe\/one-click\?token=[^>]+>/);
    expect(listUnsubscribe).toMatch(/<mailto:[^>]+\?subject=unsubscribe>/);
    expect(parsed.headerLines.find((line) => line.key === "list-unsubscribe-post")!.line).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(parsed.html).toContain('href="https://www.firm.example/resources/hdhp-amounts"');
    expect(parsed.text).toContain("100 Main Street, Suite 4");
    expect(parsed.text).toContain("not tax, legal or investment advice");
    const dkim = await dkimVerify(Buffer.from(mail.raw), { resolver: async () => [[dkimRecordOf(PEM)]] });
    expect(dkim.results[0]!.status.result).toBe("pass");
    expect(
      dkim.results[0]!.signingHeaders!.keys.toLowerCase()
        .split(":")
        .map((key) => key.trim()),
    ).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post", "from", "subject"]));

    // Restart-safe: more steps find everyone handed over once, and the send is done.
    await advanceSends(services);
    const deliveries = await db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, sendId));
    expect(deliveries.map((delivery) => delivery.state).sort()).toEqual(["sent", "sent"]);
    expect((await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "newsletter_post"))).length).toBe(2);
    const [send] = await db().select().from(newsletterSends).where(eq(newsletterSends.id, sendId));
    expect(send).toMatchObject({ status: "sent", recipientCount: 2 });
    expect((await db().select().from(auditEvents)).map((event) => event.action)).toEqual(
      expect.arrayContaining(["newsletter_test_sent", "newsletter_send_started"]),
    );
    await expect(startSend(services, admin, sendId)).rejects.toMatchObject({ status: 409 });

    // One click from the header: a POST with no cookie and the signed token unsubscribes at once.
    const oneClick = /<(https:[^>]+)>/.exec(listUnsubscribe)![1]!;
    const answer = (await oneClickRoute.action({
      request: new Request(oneClick, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
      context: createTestContext(services),
      params: {},
    } as never)) as Response;
    expect(answer.status).toBe(200);
    const [left] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "second@example.com"));
    expect(left).toMatchObject({ status: "unsubscribed" });
    expect(await db().select().from(newsletterSuppressions).where(eq(newsletterSuppressions.email, "second@example.com"))).toHaveLength(1);
    expect((await sendView(services, admin, sendId)).progress).toMatchObject({ sent: 2, waiting: 0, failed: 0, unsubscribed: 1 });
    const forged = (await oneClickRoute.action({
      request: new Request(oneClick.replace(/token=.{4}/, "token=AAAA"), { method: "POST", body: "List-Unsubscribe=One-Click" }),
      context: createTestContext(services),
      params: {},
    } as never)) as Response;
    expect(forged.status).toBe(400);

    // The next send leaves the suppressed address out.
    const next = await createTestPost(db(), { title: "Second news", content: "<p>More.</p>", type: "news" });
    const nextSend = await prepareSend(services, admin, next.id, ["news"]);
    expect((await sendView(services, admin, nextSend)).check.find((item) => item.id === "recipients")!.detail).toContain("1 subscriber ");
  });

  it("lets a subscriber keep some topics, and leaving every topic is leaving", async () => {
    const link = await subscribeAndConfirm("topics@example.com", ["news", "webinars"]);
    expect(link).toBeTruthy();
    const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "topics@example.com"));
    const { unsubscribeToken } = await import("~/services/newsletter");
    const unsubscribe = unsubscribeToken(services.config.sessionSecret, row!.id, null, new Date());
    expect(await keepTopics(services, unsubscribe, ["webinars"])).toBe("kept");
    expect((await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row!.id)))[0]).toMatchObject({
      status: "active",
      topics: ["webinars"],
    });
    expect(await keepTopics(services, unsubscribe, [])).toBe("left");
    expect((await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row!.id)))[0]).toMatchObject({ status: "unsubscribed" });
  });
});

describe("a permanent refusal at send time", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let server: SMTPServer;
  let services: AppServices;
  const delivered: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("gone@")) return callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          delivered.push(...session.envelope.rcptTo.map((to) => to.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    services = createTestServices(database(), { SMTP_URL: `smtp://127.0.0.1:${port}`, SESSION_SECRET: "b".repeat(40), MAIL_FROM: "news@firm.example" });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("suppresses the address as bounced and never retries it", async () => {
    const now = new Date();
    const send = await startedNewsSend(db(), ["gone@example.com", "here@example.com"], "Refusal test", now);
    await advanceSends(services, now);
    await advanceSends(services, new Date(now.getTime() + 1_000));
    expect(delivered).toEqual(["here@example.com"]);
    const [gone] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "gone@example.com"));
    expect(gone).toMatchObject({ status: "bounced" });
    const [suppressed] = await db().select().from(newsletterSuppressions).where(eq(newsletterSuppressions.email, "gone@example.com"));
    expect(suppressed).toMatchObject({ reason: "bounced", detail: expect.stringContaining("550") });
    const [refusedMail] = await db().select().from(mailOutbox).where(eq(mailOutbox.status, "failed"));
    expect(refusedMail).toMatchObject({ attempts: 1 });
    expect(refusedMail!.refusedAt).toBeInstanceOf(Date);
    const states = await db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, send.id));
    expect(states.map((row) => `${row.email}:${row.state}`).sort()).toEqual(["gone@example.com:bounced", "here@example.com:sent"]);
  });
});
