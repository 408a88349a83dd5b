import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema/index";
import { deliverDueMail, queueMail } from "~/services/mail";
import type { AppServices } from "~/services/platform";
import { createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

/** The connections the outbox may open (SMTP_MAX_CONNECTIONS in these tests). */
const CONNECTIONS = 3;

/**
 * A real SMTP server (smtp-server) that counts what the outbox does to it: the sessions open at
 * once, and the messages in their DATA phase at once. It holds each message's reply until
 * CONNECTIONS messages are waiting together (then answers them all), or a fallback of 1.5 s has
 * passed: an outbox that sends side by side is answered at once and is seen with CONNECTIONS
 * messages in flight; one that sends one message after another is seen with one, however fast or
 * slow the machine is.
 */
class CountingSmtp {
  open = 0;
  mostOpen = 0;
  sessions = new Set<string>();
  inData = 0;
  mostInData = 0;
  received: { messageId: string; to: string[] }[] = [];
  private held: (() => void)[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  reset() {
    this.mostOpen = this.open;
    this.mostInData = 0;
    this.sessions.clear();
    this.received.length = 0;
  }

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onConnect: (session, callback) => {
        this.open++;
        this.mostOpen = Math.max(this.mostOpen, this.open);
        this.sessions.add(session.id);
        callback();
      },
      onClose: () => {
        this.open--;
      },
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("gone@")) return callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.inData++;
          this.mostInData = Math.max(this.mostInData, this.inData);
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const answer = () => {
            clearTimeout(fallback);
            this.inData--;
            void simpleParser(Buffer.concat(chunks)).then((parsed) => {
              this.received.push({ messageId: parsed.messageId ?? "", to });
              callback();
            }, callback);
          };
          const fallback = setTimeout(() => {
            this.held = this.held.filter((waiting) => waiting !== answer);
            answer();
          }, 1_500);
          this.held.push(answer);
          if (this.held.length >= CONNECTIONS) for (const waiting of this.held.splice(0)) waiting();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    this.port = (server.server.address() as AddressInfo).port;
  }

  /** Also when start never ran (an earlier hook failed): that failure is the one to read. */
  stop() {
    const server = this.server;
    return server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
  }
}

describe("the outbox sends a batch side by side over pooled SMTP connections", () => {
  const database = useTestDatabase();
  const smtp = new CountingSmtp();
  let services: AppServices;

  beforeAll(async () => {
    await smtp.start();
    services = createTestServices(database(), {
      SMTP_URL: smtp.url,
      SMTP_MAX_CONNECTIONS: String(CONNECTIONS),
      MAIL_FROM: "site@firm.example",
      SESSION_SECRET: "c".repeat(40),
    });
  });
  afterAll(() => smtp.stop());
  beforeEach(() => smtp.reset());

  async function queue(prefix: string, recipients: string[], now: Date) {
    const ids: string[] = [];
    for (const [i, to] of recipients.entries())
      ids.push((await queueMail(services.database.db, services.config, { kind: "newsletter_post", to: [to], subject: `${prefix} ${i}`, text: "x", now }))!);
    return ids;
  }

  it("has up to SMTP_MAX_CONNECTIONS messages in flight at once, never more connections, and closes them when done", async () => {
    const now = new Date();
    const ids = await queue(
      "Side by side",
      Array.from({ length: 24 }, (_, i) => `reader${i}@example.com`),
      now,
    );
    expect(await deliverDueMail(services, now)).toEqual({ sent: 24, failed: 0, retrying: 0 });
    expect(smtp.mostInData).toBe(CONNECTIONS);
    expect(smtp.mostOpen).toBeLessThanOrEqual(CONNECTIONS);
    // Connections are reused: far fewer sessions than messages.
    expect(smtp.sessions.size).toBeLessThan(24);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<${id}@firm.example>`).sort());
    const rows = await services.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((row) => row.status === "sent" && row.lockedUntil === null && row.attempts === 1)).toBe(true);
    // The pool is closed once the run is over: no connection idles until the next one.
    await expect.poll(() => smtp.open).toBe(0);
  });

  it("fails only the refused message of a batch sent side by side; the others are sent over the same connections", async () => {
    const now = new Date();
    const recipients = Array.from({ length: 12 }, (_, i) => (i === 5 ? "gone@example.com" : `reader${i}@example.com`));
    const ids = await queue("One refused", recipients, now);
    expect(await deliverDueMail(services, now)).toEqual({ sent: 11, failed: 1, retrying: 0 });
    expect(smtp.mostInData).toBe(CONNECTIONS);
    const rows = await services.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    const refused = rows.filter((row) => row.status === "failed");
    expect(refused.map((row) => row.recipients)).toEqual([["gone@example.com"]]);
    expect(refused[0]!.refusedAt).toBeInstanceOf(Date);
    expect(refused[0]!.lastError).toContain("550");
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(11);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(recipients.filter((to) => to !== "gone@example.com").sort());
    // Nothing refused is due again.
    expect(await deliverDueMail(services, new Date(now.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0, retrying: 0 });
  });

  it("sends each message once when two instances drain more than a batch at the same time", async () => {
    const now = new Date();
    const ids = await queue(
      "Two instances",
      Array.from({ length: 50 }, (_, i) => `reader${i}@example.com`),
      now,
    );
    const [a, b] = await Promise.all([deliverDueMail(services, now), deliverDueMail(services, now)]);
    expect(a.sent + b.sent).toBe(50);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<${id}@firm.example>`).sort());
    // Two runs in one process share one pool: still no more connections than configured.
    expect(smtp.mostOpen).toBeLessThanOrEqual(CONNECTIONS);
  });
});
