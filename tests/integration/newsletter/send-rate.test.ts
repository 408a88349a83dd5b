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
});
