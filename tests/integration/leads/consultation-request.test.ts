import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, auditEvents, leads, mailOutbox, securityEvents } from "~/db/schema";
import { LEAD_MESSAGES as M, LEAD_REFUSALS } from "~/lib/leads/lead-messages";
import { HONEYPOT_FIELD } from "~/lib/security/honeypot";
import * as contactRoute from "~/routes/site/contact";
import { recordBeacon } from "~/services/analytics";
import { issueFormToken, LEAD_MIN_FILL_MS } from "~/services/leads";
import { openMail } from "~/services/mail";
import type { AppServices } from "~/services/platform";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const SITE = "http://localhost:3000";
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type FormAnswer = {
  data: { fieldErrors: Record<string, string>; formError: string | null; values: Record<string, string>; formToken: string };
  init: { status: number };
};

describe("the consultation request form's action", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let address = 0;
  /** Each test posts from its own address, so the per-address limit is its own. */
  const nextIp = () => `198.51.100.${++address}`;

  beforeAll(() => {
    services = createTestServices(database(), {
      SMTP_URL: "smtp://127.0.0.1:9",
      LEADS_NOTIFY_EMAILS: "sales@firm.example, ceo@firm.example",
      SESSION_SECRET: "x".repeat(40),
    });
  });

  const token = (page: string | null = "/contact", referrer: string | null = null, issuedAt = Date.now() - LEAD_MIN_FILL_MS - 1_000) =>
    issueFormToken(services.config.sessionSecret, { issuedAt, page, referrer });

  const valid = (email = `pat-${Math.random().toString(36).slice(2)}@client.example`) => ({
    name: "Pat Doe",
    email,
    organisation: "Acme Benefits",
    organisationType: "third_party_administrator",
    topic: "compliance",
    message: "We need help with our HSA compliance review.\nSecond line.",
    consent: "yes",
    formToken: token(),
  });

  async function post(fields: Record<string, string>, ip = nextIp()) {
    const request = new Request(`${SITE}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, "User-Agent": AGENT },
      body: new URLSearchParams(fields).toString(),
    });
    try {
      return (await contactRoute.action({ request, context: createTestContext(services, { clientIp: ip }), params: {} } as never)) as unknown as FormAnswer;
    } catch (thrown) {
      // A redirect is a thrown Response; the honeypot's refusal a thrown data() answer.
      if (thrown instanceof Response) return thrown;
      if (thrown && typeof thrown === "object" && "init" in thrown) return thrown as FormAnswer;
      throw thrown;
    }
  }
  const leadsFor = (email: string) => db().select().from(leads).where(eq(leads.email, email));

  it("stores a valid request, audits it, queues its notification and redirects to the thank-you page", async () => {
    const fields = valid();
    const answer = (await post(fields)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/contact/thank-you");
    const [lead] = await leadsFor(fields.email);
    expect(lead).toMatchObject({
      name: "Pat Doe",
      organisation: "Acme Benefits",
      topic: "compliance",
      status: "new",
      message: "We need help with our HSA compliance review.\nSecond line.",
    });
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.targetId, lead!.id));
    expect(audit).toMatchObject({ action: "lead_received", targetType: "lead" });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.leadId, lead!.id));
    expect(mail).toMatchObject({ kind: "lead_notification", recipients: ["sales@firm.example", "ceo@firm.example"], status: "pending" });
    const content = openMail(services.config.sessionSecret, mail!.id, mail!.sealed)!;
    expect(content.replyTo).toBe(fields.email);
    expect(content.text).toContain("We need help with our HSA compliance review.");
    expect(content.subject).toBe("New consultation request: Compliance from Acme Benefits");
  });

  it("stores a served form once: posted again later, or twice at the same moment, it is thanked with no second lead, audit or mail", async () => {
    const fields = valid();
    const ip = nextIp();
    expect(((await post(fields, ip)) as Response).headers.get("Location")).toBe("/contact/thank-you");
    // The same token replayed (a script, the back button, a retry after a lost answer).
    const replay = (await post(fields, ip)) as Response;
    expect(replay.status).toBe(303);
    expect(replay.headers.get("Location")).toBe("/contact/thank-you");
    const [lead, ...more] = await leadsFor(fields.email);
    expect(more).toEqual([]);
    expect(lead!.formTokenId).toBeTruthy();
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.leadId, lead!.id))).toHaveLength(1);
    expect(await db().select().from(auditEvents).where(eq(auditEvents.targetId, lead!.id))).toHaveLength(1);

    // A double click: two posts of one form at once; the database's key lets one in.
    const twice = valid();
    const answers = (await Promise.all([post(twice, nextIp()), post(twice, nextIp())])) as Response[];
    expect(answers.map((answer) => [answer.status, answer.headers.get("Location")])).toEqual([
      [303, "/contact/thank-you"],
      [303, "/contact/thank-you"],
    ]);
    const stored = await leadsFor(twice.email);
    expect(stored).toHaveLength(1);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.leadId, stored[0]!.id))).toHaveLength(1);

    // Each form served is its own: two forms filled in alike are two requests.
    const again = { ...fields, formToken: token() };
    expect(((await post(again, ip)) as Response).status).toBe(303);
    expect(await leadsFor(fields.email)).toHaveLength(2);
  });

  it("links the notification to the lead itself in the Leads tab", async () => {
    const fields = valid();
    expect(((await post(fields)) as Response).status).toBe(303);
    const [lead] = await leadsFor(fields.email);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.leadId, lead!.id));
    const content = openMail(services.config.sessionSecret, mail!.id, mail!.sealed)!;
    expect(content.text).toContain(`/svcs/admin-dashboard/leads?lead=${lead!.id}`);
  });

  it.each([
    ["an invalid email", { email: "not-an-email" }, "email", M.emailInvalid],
    ["an empty message", { message: "   " }, "message", M.messageRequired],
    ["an over-long name", { name: "n".repeat(101) }, "name", M.nameLong(100)],
    ["an over-long message", { message: "m".repeat(5_001) }, "message", M.messageLong(5_000)],
    ["a control character", { organisation: "Acme\u0007 Inc" }, "organisation", M.controlCharacters],
    ["a line break in a name", { name: "Pat\r\nBcc: x@evil.example" }, "name", M.controlCharacters],
    ["a NUL byte", { message: "hello\u0000world" }, "message", M.controlCharacters],
    ["a forged topic", { topic: "free-money" }, "topic", M.topicInvalid],
    ["a forged organisation type", { organisationType: "government'; drop table leads" }, "organisationType", M.organisationTypeInvalid],
    ["no consent", { consent: "" }, "consent", M.consentRequired],
    ["a missing name", { name: "" }, "name", M.nameRequired],
  ])("refuses %s with a message at the field, keeps what was typed and stores nothing", async (_case, change, field, message) => {
    const fields = { ...valid(), ...change };
    const answer = (await post(fields)) as FormAnswer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors[field]).toBe(message);
    expect(answer.data.formError).toBe(LEAD_REFUSALS.fixFields);
    expect(answer.data.values.organisation).toBe(fields.organisation.replace(/\u0000/g, ""));
    expect(answer.data.formToken).toMatch(/\./);
    expect(await leadsFor(fields.email)).toEqual([]);
  });

  it("refuses a form sent faster than a person can fill it in, and one without a valid token", async () => {
    const fast = { ...valid(), formToken: token("/contact", null, Date.now()) };
    expect(await post(fast)).toMatchObject({ data: { formError: LEAD_REFUSALS.tooFast }, init: { status: 400 } });
    const forged = { ...valid(), formToken: `${token().split(".")[0]}.forged` };
    expect(await post(forged)).toMatchObject({ data: { formError: LEAD_REFUSALS.expired }, init: { status: 400 } });
    const stale = { ...valid(), formToken: token("/contact", null, Date.now() - 25 * 3_600_000) };
    expect(await post(stale)).toMatchObject({ data: { formError: LEAD_REFUSALS.expired } });
    for (const fields of [fast, forged, stale]) expect(await leadsFor(fields.email)).toEqual([]);
  });

  it("refuses a filled honeypot as a critical incident and stores no lead", async () => {
    const fields = { ...valid(), [HONEYPOT_FIELD]: "https://spam.example" };
    const answer = await post(fields);
    expect((answer as { init: { status: number } }).init.status).toBe(400);
    expect(await leadsFor(fields.email)).toEqual([]);
    const incidents = await db().select().from(securityEvents).where(eq(securityEvents.type, "honeypot_triggered"));
    expect(incidents.some((incident) => incident.details.includes("/contact"))).toBe(true);
  });

  it("limits requests per address and per email address, refusing with 429 and storing nothing", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect(((await post(valid(), ip)) as Response).status).toBe(303);
    const sixth = valid();
    const refused = (await post(sixth, ip)) as FormAnswer;
    expect(refused.init.status).toBe(429);
    expect(refused.data.formError).toMatch(/^Too many requests have been sent from your network\. Please try again in \d+ minutes?, or email us\.$/);
    expect(await leadsFor(sixth.email)).toEqual([]);

    const email = "repeat@client.example";
    for (let i = 0; i < 3; i++) expect(((await post(valid(email))) as Response).status).toBe(303);
    const fourth = (await post(valid(email))) as FormAnswer;
    expect(fourth.init.status).toBe(429);
    expect(fourth.data.formError).toMatch(/for this email address/);
    expect(await leadsFor(email)).toHaveLength(3);
  });

  it("takes the origin from the visitor's analytics visit and counts the generate_lead goal in it", async () => {
    const ip = nextIp();
    const visitor = { ip, userAgent: AGENT, ownHosts: ["localhost:3000"] };
    const landing = "/services/compliance?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027";
    await recordBeacon(db(), { type: "pageview", path: landing, referrer: "https://mail.example.com/inbox" }, visitor);
    await recordBeacon(db(), { type: "pageview", path: "/team", referrer: `${SITE}${landing}` }, visitor);
    await recordBeacon(db(), { type: "pageview", path: "/contact", referrer: `${SITE}/team` }, visitor);
    const fields = valid();
    expect(((await post(fields, ip)) as Response).status).toBe(303);
    const [lead] = await leadsFor(fields.email);
    expect(lead).toMatchObject({
      attribution: "visit",
      landingPage: landing,
      referrer: "https://mail.example.com/inbox",
      source: "mail.example.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring-2027",
      pagesSeen: [landing, "/team", "/contact"],
    });
    const goals = await db().select().from(analyticsEvents).where(eq(analyticsEvents.name, "generate_lead"));
    expect(goals.some((goal) => goal.params.value === 100 && goal.params.currency === "USD" && goal.params.topic === "compliance")).toBe(true);
  });

  it("falls back to the page that showed the form when the analytics has no visit (JavaScript off)", async () => {
    const fields = { ...valid(), formToken: token("/contact", `${SITE}/?utm_source=linkedin&utm_medium=social&utm_campaign=launch`) };
    expect(((await post(fields)) as Response).status).toBe(303);
    const [lead] = await leadsFor(fields.email);
    expect(lead).toMatchObject({
      attribution: "form",
      landingPage: "/?utm_source=linkedin&utm_medium=social&utm_campaign=launch",
      source: null,
      utmSource: "linkedin",
      utmCampaign: "launch",
      pagesSeen: ["/?utm_source=linkedin&utm_medium=social&utm_campaign=launch", "/contact"],
    });
  });

  it("serves the form with a fresh token, the topic of the link, and never to be cached", async () => {
    const answer = (await contactRoute.loader({
      request: new Request(`${SITE}/contact?topic=nbt`, { headers: { Referer: `${SITE}/services/nbt` } }),
      context: createTestContext(services),
      params: {},
    } as never)) as unknown as { data: { form: { formToken: string; values: { topic?: string } } }; init: { headers: Record<string, string> } };
    expect(answer.data.form.values.topic).toBe("nbt");
    expect(answer.init.headers["Cache-Control"]).toBe("no-store");
  });
});
