import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterDeliveries, newsletterSends } from "~/db/schema";
import { advanceSends } from "~/services/newsletter";
import type { AppServices } from "~/services/platform";
import { LocalSmtp } from "../../support/local-smtp";
import { startedNewsSend } from "../../support/newsletter-sends";
import { createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

describe("a newsletter send keeps its configured rate, and the outbox sends each minute's share within that minute's step", () => {
  const database = useTestDatabase();
  const smtp = new LocalSmtp();
  let services: AppServices;

  beforeAll(async () => {
    await smtp.start();
    services = createTestServices(database(), {
      SMTP_URL: smtp.url,
      SESSION_SECRET: "r".repeat(40),
      MAIL_FROM: "news@firm.example",
      NEWSLETTER_SEND_PER_MINUTE: "5",
      SMTP_MAX_CONNECTIONS: "3",
    });
  });
  afterAll(() => smtp.stop());

  it("hands out at most NEWSLETTER_SEND_PER_MINUTE a minute, every one of them delivered by the step that handed it", async () => {
    const readers = Array.from({ length: 12 }, (_, i) => `reader${i}@example.com`);
    // Steps in the recent past: what they queue is due for the outbox at once.
    const start = new Date(Date.now() - 10 * 60_000);
    const send = await startedNewsSend(database().db, readers, "Rate test", start);
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1_000);
    const receivedRate = () => smtp.received.filter((mail) => mail.parsed.subject === "Rate test");

    await advanceSends(services, at(0));
    expect(receivedRate()).toHaveLength(5);
    // Within the same minute: no room left, nothing more goes out.
    await advanceSends(services, at(30));
    expect(receivedRate()).toHaveLength(5);
    await advanceSends(services, at(61));
    expect(receivedRate()).toHaveLength(10);
    await advanceSends(services, at(122));
    expect(receivedRate()).toHaveLength(12);
    await advanceSends(services, at(183));

    const addresses = receivedRate().flatMap((mail) => mail.envelopeTo);
    expect(addresses.sort()).toEqual([...readers].sort());
    const states = await database().db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, send.id));
    expect(states.every((row) => row.state === "sent")).toBe(true);
    const [done] = await database().db.select().from(newsletterSends).where(eq(newsletterSends.id, send.id));
    expect(done!.status).toBe("sent");
  });

  it("waits the few seconds until the previous hand-over's minute is over rather than skip a step, but not longer than told", async () => {
    const readers = Array.from({ length: 15 }, (_, i) => `waiter${i}@example.com`);
    // The previous hand-over, 55 s ago: a step now finds no room for about 5 s more.
    const previous = new Date(Date.now() - 55_000);
    const send = await startedNewsSend(database().db, readers, "Wait test", previous);
    const receivedWait = () => smtp.received.filter((mail) => mail.parsed.subject === "Wait test");
    await advanceSends(services, previous);
    expect(receivedWait()).toHaveLength(5);

    // As the job's step: the room opens within the 15 s it may wait, so it waits and hands the next five.
    await advanceSends(services, new Date(), undefined, { waitForRoomMs: 15_000 });
    expect(receivedWait()).toHaveLength(10);
    const handed = await database().db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, send.id));
    const times = [...new Set(handed.map((row) => row.queuedAt.getTime()))].sort();
    expect(times).toHaveLength(2);
    // Never more than the configured five in any minute: the second five went exactly a minute after the first.
    expect(times[1]! - times[0]!).toBeGreaterThan(60_000);

    // Right after a hand-over the room opens only in a minute, longer than the step may wait: it hands nothing.
    await advanceSends(services, new Date(), undefined, { waitForRoomMs: 15_000 });
    expect(receivedWait()).toHaveLength(10);
  });

  it("hands each recipient over once, and a minute's share once, when two steps run at the same moment (two instances)", async () => {
    const readers = Array.from({ length: 8 }, (_, i) => `twice${i}@example.com`);
    const start = new Date(Date.now() - 5 * 60_000);
    const send = await startedNewsSend(database().db, readers, "Two steps", start);
    await Promise.all([advanceSends(services, start), advanceSends(services, start)]);
    await advanceSends(services, new Date(start.getTime() + 61_000));
    await advanceSends(services, new Date(start.getTime() + 122_000));
    const handed = await database().db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, send.id));
    const mails = smtp.received.filter((mail) => mail.parsed.subject === "Two steps");
    // Every recipient of the send (this file's earlier readers are subscribed to news too) got exactly one mail, its own delivery's message.
    expect(mails).toHaveLength(handed.length);
    expect(new Set(mails.flatMap((mail) => mail.envelopeTo)).size).toBe(handed.length);
    expect(mails.map((mail) => mail.parsed.messageId).sort()).toEqual(handed.map((row) => `<${row.outboxId}@firm.example>`).sort());
    // The two steps of the first minute together handed over the minute's five, no more.
    expect(handed).toHaveLength(15);
  });
});
