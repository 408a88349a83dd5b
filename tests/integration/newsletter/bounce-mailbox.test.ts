import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterDeliveries, newsletterSubscribers, newsletterSuppressions } from "~/db/schema";
import { runDueJobs } from "~/services/jobs";
import { advanceSends, listSends, newsletterBouncesJob, PROCESSED_KEYWORD, readBounceMailbox, sendView } from "~/services/newsletter";
import type { AppServices } from "~/services/platform";
import { actorFor } from "../../support/actors";
import { LocalImap } from "../../support/local-imap";
import { LocalSmtp, type ReceivedMail } from "../../support/local-smtp";
import { createTestServices } from "../../support/test-services";
import { startedNewsSend } from "../../support/newsletter-sends";
import { useTestDatabase } from "../../support/use-test-database";

const headerOf = (mail: ReceivedMail) => mail.raw.split(/\r?\n\r?\n/, 1)[0]!;

/** A delivery status notification (RFC 3464) as an MTA writes it, returning the original's headers. */
function dsn(recipient: string, action: string, status: string, originalHeaders: string): string {
  return [
    "From: Mail Delivery System <MAILER-DAEMON@mx.reader.example>",
    "To: news@firm.example",
    "Subject: Undelivered Mail Returned to Sender",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=delivery-status; boundary="dsn-boundary"',
    "",
    "--dsn-boundary",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "I'm sorry to have to inform you that your message could not be delivered.",
    "--dsn-boundary",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.reader.example",
    "Arrival-Date: Sun, 6 Dec 2026 12:00:00 +0000",
    "",
    `Final-Recipient: rfc822; ${recipient}`,
    `Action: ${action}`,
    `Status: ${status}`,
    `Diagnostic-Code: smtp; 550 ${status} <${recipient}>: Recipient address`,
    " rejected: User unknown in virtual mailbox table",
    "",
    "--dsn-boundary",
    "Content-Type: text/rfc822-headers",
    "",
    originalHeaders,
    "--dsn-boundary--",
    "",
  ].join("\r\n");
}

/** A complaint (RFC 5965 ARF) as a mailbox provider's feedback loop sends it, with the whole original. */
function arf(recipient: string | null, original: string): string {
  return [
    "From: Feedback Loop <fbl@isp.example>",
    "To: news@firm.example",
    "Subject: FW: abuse report",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=feedback-report; boundary="arf-boundary"',
    "",
    "--arf-boundary",
    "Content-Type: text/plain",
    "",
    "This is an email abuse report for an email message received from IP 192.0.2.1.",
    "--arf-boundary",
    "Content-Type: message/feedback-report",
    "",
    "Feedback-Type: abuse",
    "User-Agent: SomeGenerator/1.0",
    "Version: 1",
    ...(recipient ? [`Original-Rcpt-To: <${recipient}>`] : []),
    "",
    "--arf-boundary",
    "Content-Type: message/rfc822",
    "Content-Disposition: inline",
    "",
    original,
    "--arf-boundary--",
    "",
  ].join("\r\n");
}

describe("the bounce mailbox (a real IMAP server): delivery status notifications and complaints", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const smtp = new LocalSmtp();
  const imap = new LocalImap();
  let services: AppServices;

  beforeAll(async () => {
    await Promise.all([smtp.start(), imap.start()]);
    services = createTestServices(database(), {
      SMTP_URL: smtp.url,
      SESSION_SECRET: "i".repeat(40),
      SITE_URL: "https://www.firm.example",
      MAIL_FROM: "news@firm.example",
      NEWSLETTER_BOUNCE_IMAP_URL: imap.url,
    });
  }, 30_000);
  afterAll(async () => {
    await Promise.all([smtp.stop(), imap.stop()]);
  });

  it("suppresses a permanent failure as bounced and an abuse report as complained, counts them in the send's figures, and reads no report twice", async () => {
    const now = new Date();
    const readers = ["gone@reader.example", "angry@reader.example", "slow@reader.example", "fine@reader.example"];
    const send = await startedNewsSend(db(), readers, "Bounce test", now);
    await advanceSends(services, now);
    // The next step copies the outbox's outcome: every mail was accepted.
    await advanceSends(services, new Date(now.getTime() + 1_000));
    const mailTo = (email: string) => smtp.received.find((mail) => mail.envelopeTo.includes(email))!;
    expect(readers.map((email) => Boolean(mailTo(email)))).toEqual([true, true, true, true]);

    await imap.deliver(dsn("gone@reader.example", "failed", "5.1.1", headerOf(mailTo("gone@reader.example"))));
    await imap.deliver(arf("angry@reader.example", mailTo("angry@reader.example").raw));
    // A delay is not a bounce; a report about an address never mailed (forged, or not a newsletter) changes nothing.
    await imap.deliver(dsn("slow@reader.example", "delayed", "4.4.1", headerOf(mailTo("slow@reader.example"))));
    await imap.deliver(dsn("stranger@elsewhere.example", "failed", "5.1.1", "From: news@firm.example\r\nTo: stranger@elsewhere.example\r\nSubject: x"));
    await imap.deliver("From: someone@reader.example\r\nTo: news@firm.example\r\nSubject: Out of office\r\n\r\nBack on Monday.\r\n");

    // Through the jobs mechanism: the slot is claimed once, the run recorded.
    const later = new Date(now.getTime() + 5 * 60_000);
    const [result] = await runDueJobs(services, [newsletterBouncesJob], { now: later });
    expect(result).toMatchObject({ job: "newsletter-bounces", status: "succeeded" });
    const [again] = await runDueJobs(services, [newsletterBouncesJob], { now: later });
    expect(again).toMatchObject({ status: "skipped" });

    const statuses = await db().select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status }).from(newsletterSubscribers);
    expect(Object.fromEntries(statuses.map((row) => [row.email, row.status]))).toEqual({
      "gone@reader.example": "bounced",
      "angry@reader.example": "complained",
      "slow@reader.example": "active",
      "fine@reader.example": "active",
    });
    const suppressed = await db().select().from(newsletterSuppressions);
    expect(suppressed.map((row) => `${row.email}:${row.reason}`).sort()).toEqual(["angry@reader.example:complained", "gone@reader.example:bounced"]);
    expect(suppressed.find((row) => row.reason === "bounced")!.detail).toContain("5.1.1");
    const deliveries = await db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, send.id));
    expect(deliveries.filter((row) => row.state === "bounced").map((row) => row.email)).toEqual(["gone@reader.example"]);
    expect(deliveries.filter((row) => row.complainedAt).map((row) => row.email)).toEqual(["angry@reader.example"]);

    const admin = await actorFor(db(), "bounce-admin", "admin");
    const view = await sendView(services, admin, send.id);
    expect(view.progress).toMatchObject({ sent: 3, bounced: 1, complained: 1 });
    const [figures] = await listSends(db(), admin);
    expect(figures).toMatchObject({ sent: 3, bounced: 1, complained: 1 });

    // Every message was flagged, so the next run reads none of them again.
    const flags = await imap.flags();
    expect(flags).toHaveLength(5);
    for (const found of flags) expect(found).toEqual(expect.arrayContaining(["\\Seen", PROCESSED_KEYWORD]));
    expect(await readBounceMailbox(services, new Date(later.getTime() + 5 * 60_000))).toEqual({ read: 0, bounced: 0, complained: 0, ignored: 0 });

    // A complaint naming no recipient is matched by the signed token in the original's List-Unsubscribe header.
    await imap.deliver(arf(null, mailTo("fine@reader.example").raw));
    expect(await readBounceMailbox(services, new Date(later.getTime() + 10 * 60_000))).toEqual({ read: 1, bounced: 0, complained: 1, ignored: 0 });
    const [fine] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "fine@reader.example"));
    expect(fine).toMatchObject({ status: "complained" });
  }, 60_000);
});
