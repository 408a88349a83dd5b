import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema/index";
import { retryDelayMs } from "~/lib/mail/mail-kinds";
import { deliverDueMail, mailStatus, queueMail, sendMailJob } from "~/services/mail";
import { runDueJobs } from "~/services/jobs";
import { LocalSmtp } from "../support/local-smtp";
import { createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

describe("the mail outbox, sent to a real local SMTP server", () => {
  const database = useTestDatabase();
  const smtp = new LocalSmtp();
  beforeAll(async () => {
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  const servicesWith = (env: Record<string, string> = {}) =>
    createTestServices(database(), { SMTP_URL: smtp.url, MAIL_FROM: "site@firm.example", SESSION_SECRET: "s".repeat(40), ...env });

  it("queues a message sealed, sends it as plain text to its recipients only, and marks it sent", async () => {
    const services = servicesWith();
    const now = new Date();
    const id = await queueMail(services.database.db, services.config, {
      kind: "staff_alert",
      to: ["ops@firm.example", "boss@firm.example"],
      subject: "Outbox test one",
      text: "Line one\nLine two",
      now,
    });
    const [row] = await services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(row!.sealed).not.toContain("Line one");
    expect(row!.sealed).not.toContain("Outbox test one");

    expect(await deliverDueMail(services, now)).toEqual({ sent: 1, failed: 0, retrying: 0 });
    const mail = await smtp.waitFor("Outbox test one");
    expect(mail.envelopeTo.sort()).toEqual(["boss@firm.example", "ops@firm.example"]);
    expect(mail.parsed.text?.trim()).toBe("Line one\nLine two");
    expect(mail.parsed.html).toBe(false);
    expect(mail.parsed.from?.text).toContain("site@firm.example");
    const [sent] = await services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(sent!.status).toBe("sent");
    // Sent once: another sweep finds nothing due.
    expect(await deliverDueMail(services, new Date(now.getTime() + 60_000))).toEqual({ sent: 0, failed: 0, retrying: 0 });
  });

  it("carries a calendar part as the iMIP alternative and as an .ics attachment, sealed in the outbox", async () => {
    const services = servicesWith();
    const now = new Date();
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//outbox//EN",
      "METHOD:CANCEL",
      "BEGIN:VEVENT",
      "UID:outbox-calendar@firm.example",
      "SEQUENCE:2",
      "DTSTAMP:20270301T090000Z",
      "DTSTART:20270315T140000Z",
      "DTEND:20270315T143000Z",
      "STATUS:CANCELLED",
      "SUMMARY:Outbox calendar",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const id = await queueMail(services.database.db, services.config, {
      kind: "staff_alert",
      to: ["guest@firm.example"],
      subject: "Outbox calendar part",
      text: "The meeting is cancelled.",
      calendar: { method: "CANCEL", content: ics, filename: "cancel.ics" },
      now,
    });
    const [row] = await services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(row!.sealed).not.toContain("VCALENDAR");

    await deliverDueMail(services, now);
    const mail = await smtp.waitFor("Outbox calendar part");
    expect(mail.parsed.text?.trim()).toBe("The meeting is cancelled.");
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
    const file = mail.parsed.attachments.find((part) => part.contentType === "application/ics");
    expect(file?.filename).toBe("cancel.ics");
    expect(file?.content.toString("utf8")).toBe(ics);
    const alternative = mail.parsed.attachments.find((part) => part.contentType === "text/calendar");
    expect(alternative?.content.toString("utf8")).toContain("UID:outbox-calendar@firm.example");
  });

  it("queues nothing without SMTP_URL", async () => {
    const services = createTestServices(database());
    const id = await queueMail(services.database.db, services.config, {
      kind: "staff_alert",
      to: ["a@firm.example"],
      subject: "x",
      text: "y",
      now: new Date(),
    });
    expect(id).toBeNull();
    expect((await mailStatus(services.database.db, services.config, "staff_alert")).configured).toBe(false);
  });

  it("keeps a message while the server is down and sends it, by the job, once the server is back", async () => {
    const services = servicesWith();
    const now = new Date();
    await smtp.stop();
    const id = await queueMail(services.database.db, services.config, {
      kind: "lead_notification",
      to: ["leads@firm.example"],
      subject: "Down and back",
      text: "kept",
      now,
    });
    expect(await deliverDueMail(services, now)).toEqual({ sent: 0, failed: 0, retrying: 1 });
    const [waiting] = await services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting!.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    const status = await mailStatus(services.database.db, services.config, "lead_notification");
    expect(status).toMatchObject({ configured: true, waiting: 1 });

    // Not due before its back-off has passed.
    expect(await deliverDueMail(services, new Date(now.getTime() + 1_000))).toEqual({ sent: 0, failed: 0, retrying: 0 });
    await smtp.start();
    const later = new Date(now.getTime() + retryDelayMs(1) + 1_000);
    const results = await runDueJobs(services, [sendMailJob], { now: later, instanceId: "test" });
    expect(results[0]!.status).toBe("succeeded");
    expect((await smtp.waitFor("Down and back")).parsed.text?.trim()).toBe("kept");
    const [sent] = await services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends each message once when two instances sweep at the same time", async () => {
    const services = servicesWith();
    const now = new Date();
    for (let i = 0; i < 3; i++) {
      await queueMail(services.database.db, services.config, { kind: "staff_alert", to: ["ops@firm.example"], subject: `Once only ${i}`, text: "x", now });
    }
    const [a, b] = await Promise.all([deliverDueMail(services, now), deliverDueMail(services, now)]);
    expect(a.sent + b.sent).toBe(3);
    await smtp.waitFor("Once only 2");
    expect(smtp.received.filter((mail) => mail.parsed.subject?.startsWith("Once only")).length).toBe(3);
  });

  it("never lets the text of a message add a header or a recipient", async () => {
    const services = servicesWith();
    const now = new Date();
    await queueMail(services.database.db, services.config, {
      kind: "lead_notification",
      to: ["leads@firm.example"],
      subject: "Injection test\r\nBcc: thief@evil.example",
      text: "Hello\r\nBcc: thief@evil.example\r\n\r\n.\r\nMAIL FROM:<x@evil.example>",
      replyTo: "visitor@client.example",
      now,
    });
    await deliverDueMail(services, now);
    const mail = await smtp.waitFor("Injection test");
    expect(mail.envelopeTo).toEqual(["leads@firm.example"]);
    expect(mail.parsed.headers.has("bcc")).toBe(false);
    const headerBlock = mail.raw.split("\r\n\r\n")[0]!;
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    expect(headerBlock).not.toMatch(/^MAIL FROM/im);
    expect(mail.parsed.replyTo?.value).toEqual([{ address: "visitor@client.example", name: "" }]);
  });
  it("shows a subject as it was typed, even text that reads as an encoded word", async () => {
    const services = servicesWith();
    const now = new Date();
    const typed = ["Literal from =?utf-8?B?SGFja2Vk?= Inc", "Literal two =?UTF-8?Q?Caf=C3=A9?= Ünï and a long tail ".padEnd(120, "x")];
    for (const subject of typed)
      await queueMail(services.database.db, services.config, { kind: "lead_notification", to: ["leads@firm.example"], subject, text: "x", now });
    await deliverDueMail(services, now);
    expect((await smtp.waitFor("Literal from")).parsed.subject).toBe(typed[0]);
    expect((await smtp.waitFor("Literal two")).parsed.subject).toBe(typed[1]);
    // A plain subject is left as nodemailer writes it.
    await queueMail(services.database.db, services.config, { kind: "staff_alert", to: ["ops@firm.example"], subject: "Plain subject here", text: "x", now });
    await deliverDueMail(services, now);
    expect((await smtp.waitFor("Plain subject here")).raw).toMatch(/^Subject: Plain subject here\r$/m);
  });

  it("gives every attempt at one message the same Message-ID, so a message sent again is the same message", async () => {
    const services = servicesWith();
    const now = new Date();
    const id = await queueMail(services.database.db, services.config, {
      kind: "lead_notification",
      to: ["leads@firm.example"],
      subject: "Stable id",
      text: "x",
      now,
    });
    await deliverDueMail(services, now);
    const first = await smtp.waitFor("Stable id");
    // A process killed after the server took the message, before the row was marked sent: the row is due again.
    await services.database.db.update(mailOutbox).set({ status: "pending", sentAt: null }).where(eq(mailOutbox.id, id!));
    expect(await deliverDueMail(services, now)).toMatchObject({ sent: 1 });
    await expect.poll(() => smtp.received.filter((mail) => mail.parsed.subject === "Stable id").length).toBe(2);
    const [again, other] = smtp.received.filter((mail) => mail.parsed.subject === "Stable id").slice(1);
    expect(other).toBeUndefined();
    expect(first.parsed.messageId).toBe(`<${id}@firm.example>`);
    expect(again!.parsed.messageId).toBe(first.parsed.messageId);
  });

  it("drains a queue after an outage as fast as the server takes it, and stops at the first batch it does not", async () => {
    const services = servicesWith();
    const now = new Date();
    const queue = async (prefix: string, count: number) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        ids.push(
          (await queueMail(services.database.db, services.config, {
            kind: "staff_alert",
            to: ["ops@firm.example"],
            subject: `${prefix} ${i}`,
            text: "x",
            now,
          }))!,
        );
      }
      return ids;
    };
    const rows = (ids: string[]) => services.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

    await smtp.stop();
    const down = await queue("Backlog", 45);
    // Down: one batch is tried, the rest waits untouched for the next run.
    expect(await deliverDueMail(services, now)).toEqual({ sent: 0, failed: 0, retrying: 20 });
    expect((await rows(down)).filter((row) => row.attempts === 0)).toHaveLength(25);

    await smtp.start();
    const later = new Date(now.getTime() + retryDelayMs(1) + 1_000);
    // Back: one run sends the whole backlog (more than one batch), not 20 a minute.
    expect(await deliverDueMail(services, later)).toEqual({ sent: 45, failed: 0, retrying: 0 });
    expect((await rows(down)).every((row) => row.status === "sent")).toBe(true);
    await smtp.waitFor("Backlog 44");
  });
});
