import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { consultationFormContent } from "~/content/consultation-form";
import { consultationThanksContent } from "~/content/consultation-thanks";
import { documentId } from "~/lib/site-content/content-type";
import * as aphsaRoute from "~/routes/site/aphsa";
import * as contactRoute from "~/routes/site/contact";
import * as thanksRoute from "~/routes/site/contact-thanks";
import * as serviceRoute from "~/routes/site/service";
import { type Actor, SYSTEM_ACTOR } from "~/services/auth";
import { expireSiteContentCache } from "~/services/publishing";
import type { AppServices } from "~/services/platform";
import { saveContent } from "~/services/site-content";
import { getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser } from "../../support/factories";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const SITE = "https://www.example.com";

type Type<Data> = { id: string; documents: readonly { key: string; defaults: Data }[] };
type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };
const defaultsOf = <Data,>(type: Type<Data>) => structuredClone(type.documents[0]!.defaults) as Mutable<Data>;

/** A loader's answer: what it returned, or the body of the data() it returned with headers. */
async function loaded(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  const value = (await promise) as { data?: unknown; init?: unknown };
  return (value && typeof value === "object" && "data" in value && "init" in value ? value.data : value) as Record<string, unknown>;
}

let identity: AppServices["config"]["identity"];

/** The page's component rendered as the site renders it, with the root's identity around it. */
function render(Page: ComponentType<never>, loaderData: unknown, actionData?: unknown): string {
  const props = { loaderData, actionData, params: {}, matches: [] } as never;
  const Stub = createRoutesStub([{ id: "root", path: "*", Component: () => createElement(Page, props) }]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { identity } } }} />);
}

describe("the consultation form and its thank-you page read the published site content", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let moderator: Actor;
  let staffCookie = "";
  const versions = new Map<string, number>();
  const args = (path: string, params: Record<string, string> = {}, cookie?: string) =>
    ({ request: getRequest(`${SITE}${path}`, cookie), params, context: createTestContext(services) }) as never;

  async function save<Data>(type: Type<Data>, data: Data, intent: "publish" | "draft" = "publish") {
    const id = documentId(type, type.documents[0]!.key);
    const { version } = await saveContent(db(), moderator, { id, expectedVersion: versions.get(id) ?? 0, data, intent: { kind: intent } });
    versions.set(id, version);
    // This process made the change; the blog cache listens for it in the app (NOTIFY), here it is told.
    expireSiteContentCache(db());
  }

  beforeAll(async () => {
    services = createTestServices(database(), { SITE_URL: SITE });
    identity = services.config.identity;
    const userId = await createTestUser(db(), { username: "form_editor", userType: "moderator" });
    moderator = { ...SYSTEM_ACTOR, user: { sessionId: "s", userId, username: "form_editor", email: null, userType: "moderator" } };
    staffCookie = await sessionCookieFor(services, userId);
  });

  it("shows the built-in texts on a fresh database", async () => {
    const html = render(contactRoute.default as never, await loaded(contactRoute.loader(args("/contact"))));
    expect(html).toContain(">Request a Consultation</h2>");
    expect(html).toContain('<option value="compliance">Compliance</option>');
    const thanks = await loaded(thanksRoute.loader(args("/contact/thank-you")));
    expect(thanks.meta).toEqual({ title: "Request received", description: "We have your consultation request.", path: "/contact/thank-you", noindex: true });
    expect(render(thanksRoute.default as never, thanks)).toContain("Thank you: your request is with our team");
  });

  it("a published heading and topic label show on /contact, and the heading on the buttons that lead to the form; the stored values stay", async () => {
    const form = defaultsOf(consultationFormContent);
    form.heading = "Book a Consultation with {firm}";
    form.topic.options.compliance = "A compliance review";
    form.consent.sentence = "Read the {link} first: {firm} keeps your request as it says.";
    form.refusalTitle = "Not sent yet";
    await save(consultationFormContent, form);

    const contact = await loaded(contactRoute.loader(args("/contact")));
    const html = render(contactRoute.default as never, contact);
    expect(html).toContain(`>Book a Consultation with ${identity.siteName}</h2>`);
    expect(html).toContain('<option value="compliance">A compliance review</option>');
    expect(html).not.toContain(">Request a Consultation<");
    expect(html).toContain(`Read the <a href="/privacy-policy"`);
    expect(html).toContain(`>privacy policy</a> first: ${identity.siteName} keeps your request as it says.`);

    const refused = render(contactRoute.default as never, contact, { ...(contact.form as object), formError: "Please correct the fields marked below." });
    expect(refused).toContain('<p class="font-semibold">Not sent yet</p>');

    const service = render(serviceRoute.default as never, await loaded(serviceRoute.loader(args("/services/gtm", { type: "gtm" }))));
    expect(service).toContain(`>Book a Consultation with ${identity.siteName}</a>`);
    const aphsa = render(aphsaRoute.default as never, await loaded(aphsaRoute.loader(args("/aphsa"))));
    expect(aphsa).toContain(`>Book a Consultation with ${identity.siteName}</a>`);
    // Analytics keeps counting the band's clicks under one name, whatever the button says.
    expect(aphsa).toContain("&quot;label&quot;:&quot;Request a Consultation&quot;,&quot;location&quot;:&quot;aphsa&quot;");
  });

  it("a published thank-you page shows its heading, steps and search texts", async () => {
    const thanks = defaultsOf(consultationThanksContent);
    thanks.eyebrow = "Sent";
    thanks.intro = "{firm} has your request.";
    thanks.steps = [{ text: "We call you within two hours." }];
    await save(consultationThanksContent, thanks);

    const data = await loaded(thanksRoute.loader(args("/contact/thank-you")));
    expect(data.meta).toMatchObject({ title: "Sent", description: `${identity.siteName} has your request.`, noindex: true });
    const html = render(thanksRoute.default as never, data);
    expect(html).toContain("We call you within two hours.");
    expect(html).not.toContain("A consultant reads your request today");
  });

  it("a saved draft shows only on the staff preview addresses", async () => {
    await save(consultationFormContent, { ...defaultsOf(consultationFormContent), heading: "Draft heading" }, "draft");
    await save(consultationThanksContent, { ...defaultsOf(consultationThanksContent), title: "Draft thanks" }, "draft");

    expect(render(contactRoute.default as never, await loaded(contactRoute.loader(args("/contact"))))).not.toContain("Draft heading");
    const preview = await loaded(contactRoute.loader(args("/svcs/preview/contact", {}, staffCookie)));
    expect(render(contactRoute.default as never, preview)).toContain(">Draft heading</h2>");
    const thanksPreview = await loaded(thanksRoute.loader(args("/svcs/preview/contact/thank-you", {}, staffCookie)));
    expect(render(thanksRoute.default as never, thanksPreview)).toContain("Draft thanks");
    await expect(thanksRoute.loader(args("/svcs/preview/contact/thank-you"))).rejects.toMatchObject({ status: 302 });
  });
});
