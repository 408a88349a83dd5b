import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterLinkClicks, newsletterSends, newsletterSubscribers } from "~/db/schema";
import * as clickRoute from "~/routes/newsletter/click";
import { advanceSends, listSends, prepareSend, sendView } from "~/services/newsletter";
import { type AppServices, issueSignedLink } from "~/services/platform";
import { actorFor } from "../../support/actors";
import { createTestPost } from "../../support/factories";
import { LocalSmtp, type ReceivedMail } from "../../support/local-smtp";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const SITE = "https://www.firm.example";

describe("click counting on a send: first-party redirects, per link, only when staff turn it on", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const smtp = new LocalSmtp();
  let services: AppServices;

  beforeAll(async () => {
    await smtp.start();
    services = createTestServices(database(), { SMTP_URL: smtp.url, SESSION_SECRET: "c".repeat(40), SITE_URL: SITE, MAIL_FROM: "news@firm.example" });
  });
  afterAll(() => smtp.stop());

  const follow = async (url: string) => {
    const token = decodeURIComponent(new URL(url).pathname.replace(/^\/n\/c\//, ""));
    return (await clickRoute.loader({ request: new Request(url), context: createTestContext(services), params: { token } } as never)) as Response;
  };

  async function sendTo(email: string, postId: string, countClicks: boolean, subject: string): Promise<{ id: string; mail: ReceivedMail }> {
    const now = new Date();
    const [send] = await db()
      .insert(newsletterSends)
      .values({ postId, subject, topics: ["news"], status: "sending", createdBy: "test", createdAt: now, startedAt: now, recipientCount: 1, countClicks })
      .returning();
    await advanceSends(services, now);
    return { id: send!.id, mail: await smtp.waitFor(subject) };
  }

  it("leaves the links alone by default, and when on sends each web link through a counted redirect that leads only where it was signed for", async () => {
    const now = new Date();
    await db()
      .insert(newsletterSubscribers)
      .values({
        email: "reader@example.com",
        status: "active",
        topics: ["news"],
        consentText: "test",
        consentedAt: new Date(now.getTime() - 60_000),
        confirmedAt: new Date(now.getTime() - 60_000),
        createdAt: now,
        updatedAt: now,
      });
    const post = await createTestPost(db(), {
      title: "Clicks",
      content:
        '<p><a href="/resources/hdhp-amounts?year=2027&amp;kind=family">Amounts</a> and <a href="https://www.irs.gov/publications/p969">Publication 969</a>.</p>',
      type: "news",
    });
    const admin = await actorFor(db(), "clicks-admin", "admin");

    // Staff choose it when preparing the send; off unless they do.
    const draftId = await prepareSend(services, admin, post.id, ["news"]);
    expect((await sendView(services, admin, draftId)).countClicks).toBe(false);
    await prepareSend(services, admin, post.id, ["news"], undefined, { countClicks: true });
    expect((await sendView(services, admin, draftId)).countClicks).toBe(true);

    // Off: the mail (read with mailparser) carries the plain links.
    const plain = await sendTo("reader@example.com", post.id, false, "Clicks");
    expect(plain.mail.parsed.html).toContain(`href="${SITE}/resources/hdhp-amounts?year=2027&amp;kind=family"`);
    expect(plain.mail.parsed.html).toContain('href="https://www.irs.gov/publications/p969"');
    expect(`${plain.mail.parsed.html}${plain.mail.parsed.text}`).not.toContain("/n/c/");

    // On: every web link of the post (and the button to it) is a counted redirect; the unsubscribe links are not.
    smtp.received.length = 0;
    const counted = await sendTo("reader@example.com", post.id, true, "Clicks");
    const html = String(counted.mail.parsed.html);
    const redirects = [...html.matchAll(/href="(https:\/\/www\.firm\.example\/n\/c\/[^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
    expect(redirects.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toContain('href="https://www.irs.gov/publications/p969"');
    expect(html).toMatch(/href="https:\/\/www\.firm\.example\/unsubscribe\?token=/);
    const listUnsubscribe = counted.mail.parsed.headerLines.find((line) => line.key === "list-unsubscribe")!.line;
    expect(listUnsubscribe).toContain("/unsubscribe/one-click?token=");
    expect(listUnsubscribe).not.toContain("/n/c/");
    expect(counted.mail.parsed.text).toContain(`${SITE}/n/c/`);

    const destinations: string[] = [];
    for (const redirect of redirects) {
      const answer = await follow(redirect);
      expect(answer.status).toBe(302);
      destinations.push(answer.headers.get("Location")!);
    }
    expect(destinations).toEqual(expect.arrayContaining([`${SITE}/resources/hdhp-amounts?year=2027&kind=family`, "https://www.irs.gov/publications/p969"]));
    const irs = redirects[destinations.indexOf("https://www.irs.gov/publications/p969")]!;
    await follow(irs);

    const view = await sendView(services, admin, counted.id);
    expect(view.links.find((link) => link.url === "https://www.irs.gov/publications/p969")).toEqual({
      url: "https://www.irs.gov/publications/p969",
      clicks: 2,
    });
    const figures = await listSends(db(), admin);
    expect(figures.find((send) => send.id === counted.id)!.clicks).toBe(redirects.length + 1);
    expect(figures.find((send) => send.id === plain.id)!.clicks).toBeNull();

    // A tampered token (another destination under the same signature) or one signed with another secret is refused, and counts nothing.
    const token = decodeURIComponent(new URL(irs).pathname.slice("/n/c/".length));
    const [, signature] = token.split(".");
    const payload = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString("utf8")) as { s: string; e: number };
    const evil = Buffer.from(JSON.stringify({ ...payload, s: JSON.stringify([counted.id, "https://evil.example/"]) })).toString("base64url");
    const tampered = await follow(`${SITE}/n/c/${evil}.${signature}`);
    expect(tampered.status).toBe(400);
    expect(tampered.headers.get("Location")).toBeNull();
    const foreign = issueSignedLink("x".repeat(40), "newsletter-click", JSON.stringify([counted.id, "https://evil.example/"]), new Date(Date.now() + 60_000));
    expect((await follow(`${SITE}/n/c/${foreign}`)).status).toBe(400);
    const rows = await db().select().from(newsletterLinkClicks).where(eq(newsletterLinkClicks.sendId, counted.id));
    expect(rows.map((row) => row.url)).not.toContain("https://evil.example/");
    expect(rows.reduce((sum, row) => sum + row.clicks, 0)).toBe(redirects.length + 1);
  }, 60_000);
});
