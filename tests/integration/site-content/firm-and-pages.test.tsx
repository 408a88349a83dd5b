import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { aphsaContent } from "~/content/aphsa";
import { contactPageContent } from "~/content/contact";
import { footerContent } from "~/content/footer";
import { contactBandContent, homeContent } from "~/content/home";
import { notFoundContent } from "~/content/not-found";
import { seoContent } from "~/content/seo";
import { BUILT_IN_TEAM_MEMBERS, teamContent } from "~/content/team";
import { testimonialsContent } from "~/content/testimonials";
import { srcsetFor } from "~/lib/media/media-urls";
import { documentId } from "~/lib/site-content/content-type";
import * as newsletterRoute from "~/routes/blog/list";
import * as aphsaRoute from "~/routes/site/aphsa";
import * as contactRoute from "~/routes/site/contact";
import * as homeRoute from "~/routes/site/home";
import * as layoutRoute from "~/routes/site/layout";
import * as notFoundRoute from "~/routes/site/not-found";
import * as resourceRoute from "~/routes/site/resource";
import * as serviceRoute from "~/routes/site/service";
import * as teamRoute from "~/routes/site/team";
import { type Actor, SYSTEM_ACTOR } from "~/services/auth";
import { seedDefaultPosts } from "~/services/blog";
import { expireSiteContentCache } from "~/services/publishing";
import type { AppServices } from "~/services/platform";
import { saveContent } from "~/services/site-content";
import { getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser, insertTestMedia } from "../../support/factories";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const SITE = "https://www.example.com";
const MEDIA_PHOTO = `/media/${"a".repeat(64)}/640.webp`;

type Type<Data> = { id: string; documents: readonly { key: string; defaults: Data }[] };
type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };
const defaultsOf = <Data,>(type: Type<Data>, key = type.documents[0]!.key) =>
  structuredClone(type.documents.find((document) => document.key === key)!.defaults) as Mutable<Data>;

/** A loader's answer: what it returned, or the body of the data() it returned with a status. */
async function loaded<T>(promise: Promise<T>): Promise<{ status: number; body: Record<string, unknown> }> {
  const value = (await promise) as unknown as { data?: unknown; init?: { status?: number } | null };
  if (value && typeof value === "object" && "data" in value && "init" in value)
    return { status: value.init?.status ?? 200, body: value.data as Record<string, unknown> };
  return { status: 200, body: value as Record<string, unknown> };
}

/** The page's component rendered as the site renders it, with the root's identity around it. */
function render(Page: ComponentType<{ loaderData: never }>, loaderData: unknown, path = "/"): string {
  const props = { loaderData: loaderData as never, params: {}, matches: [] };
  const Stub = createRoutesStub([{ id: "root", path: "*", Component: () => createElement(Page, props) }]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { identity } } }} />);
}

let identity: AppServices["config"]["identity"];

describe("the firm's pages, the footer and every page's search texts read the published site content", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let moderator: Actor;
  let staffCookie = "";
  const versions = new Map<string, number>();
  const context = () => createTestContext(services);
  const args = (path: string, params: Record<string, string> = {}, cookie?: string) =>
    ({ request: getRequest(`${SITE}${path}`, cookie), params, context: context() }) as never;

  async function save<Data>(type: Type<Data>, data: Data, intent: "publish" | "draft" = "publish", key?: string) {
    const id = documentId(type, key ?? type.documents[0]!.key);
    const { version } = await saveContent(db(), moderator, { id, expectedVersion: versions.get(id) ?? 0, data, intent: { kind: intent } });
    versions.set(id, version);
    // This process made the change; the blog cache listens for it in the app (NOTIFY), here it is told.
    expireSiteContentCache(db());
  }

  beforeAll(async () => {
    services = createTestServices(database(), { SITE_URL: SITE });
    identity = services.config.identity;
    await insertTestMedia(db(), "a".repeat(64));
    await seedDefaultPosts(db());
    const userId = await createTestUser(db(), { username: "content_editor", userType: "moderator" });
    moderator = { ...SYSTEM_ACTOR, user: { sessionId: "s", userId, username: "content_editor", email: null, userType: "moderator" } };
    staffCookie = await sessionCookieFor(services, userId);
  });

  it("shows the built-in content on a fresh database", async () => {
    const { body } = await loaded(teamRoute.loader(args("/team")));
    expect((body.team as { members: unknown[] }).members).toEqual(BUILT_IN_TEAM_MEMBERS);
    expect(body.meta).toEqual({ title: "Our Team", description: expect.stringContaining(identity.siteName), path: "/team" });
    const html = render(teamRoute.default as never, body);
    expect(html).toContain('alt="Margaret Lindqvist"');
    expect(html).toContain("Let&#x27;s Talk About Your HSA Program");
  });

  it("team: a new member with a photo from the media library shows on /team, with the page's new search title", async () => {
    const team = defaultsOf(teamContent);
    team.members.push({
      name: "Amara Nwosu",
      title: "Senior Consultant",
      bio: "Amara Nwosu joined {firm} in 2026. She leads operations reviews for HSA administrators.",
      image: MEDIA_PHOTO,
      imageAlt: "Amara Nwosu at the firm's office",
      emailLocalPart: "anwosu",
      linkedinPath: "",
    });
    await save(teamContent, team);
    await save(seoContent, { title: "Our People", description: "The people of {firm}." }, "publish", "team");

    const { body } = await loaded(teamRoute.loader(args("/team")));
    expect(body.meta).toEqual({ title: "Our People", description: `The people of ${identity.siteName}.`, path: "/team" });
    const html = render(teamRoute.default as never, body);
    expect(html).toContain('id="member-amara-nwosu"');
    expect(html).toContain(`src="${MEDIA_PHOTO}"`);
    expect(html).toContain(`srcSet="${srcsetFor(MEDIA_PHOTO)}" sizes="10rem"`);
    expect(html).toContain('alt="Amara Nwosu at the firm&#x27;s office"');
    expect(html).toContain(`Amara Nwosu joined ${identity.siteName} in 2026.`);
    expect(html).toContain(`mailto:anwosu@${identity.contactEmail.split("@")[1]}`);
    // No profile given: no LinkedIn button for her, the others keep theirs.
    expect(html.match(/profile of /g)).toHaveLength(3);
  });

  it("home: the hero, cards, testimonials and contact band come from their documents", async () => {
    const home = defaultsOf(homeContent);
    home.hero.headline = "HSA expertise, start to finish";
    home.satisfaction.value = 98;
    home.solutions.cards = home.solutions.cards.slice(0, 2);
    home.solutions.linkLabel = "Read on";
    await save(homeContent, home);
    const testimonials = defaultsOf(testimonialsContent);
    testimonials.testimonials = [{ quote: "They knew {firm}'s rules cold.", author: "Lee Park", title: "COO, Credit Union", image: "" }];
    await save(testimonialsContent, testimonials);
    await save(contactBandContent, { ...defaultsOf(contactBandContent), heading: "Talk to us" });

    const { body } = await loaded(homeRoute.loader(args("/")));
    const html = render(homeRoute.default as never, body);
    expect(html).toContain("HSA expertise, start to finish");
    expect(html).toContain(">98<");
    expect(html.match(/Read on /g)).toHaveLength(2);
    expect(html).toContain(`They knew ${identity.siteName}&#x27;s rules cold.`);
    expect(html).toContain("Show testimonial 1 of 1");
    expect(html).toContain("Talk to us");
    expect(html).not.toContain("Let&#x27;s Talk About Your HSA Program");
  });

  it("contact and APHSA pages", async () => {
    await save(contactPageContent, { ...defaultsOf(contactPageContent), intro: "Write to {firm} any time." });
    const aphsa = defaultsOf(aphsaContent);
    aphsa.focus.clients = [{ name: "Credit unions" }];
    aphsa.hero.image = MEDIA_PHOTO;
    await save(aphsaContent, aphsa);

    const contact = await loaded(contactRoute.loader(args("/contact")));
    expect(render(contactRoute.default as never, contact.body)).toContain(`Write to ${identity.siteName} any time.`);
    const aphsaPage = render(aphsaRoute.default as never, (await loaded(aphsaRoute.loader(args("/aphsa")))).body);
    expect(aphsaPage).toContain("Credit unions");
    expect(aphsaPage).not.toContain("Banks and credit unions");
    expect(aphsaPage).toContain(`src="${MEDIA_PHOTO}"`);
  });

  it("the footer on every page, from the site layout", async () => {
    await save(footerContent, { ...defaultsOf(footerContent), tagline: "{firm}: HSA specialists since 2004." });
    const { body } = await loaded(layoutRoute.loader(args("/team")));
    expect(body.footer).toMatchObject({ tagline: "{firm}: HSA specialists since 2004." });
    expect((body.featured as unknown[]).length).toBe(2);
  });

  it("the 404 page, unknown services and unknown resources, each with a 404 status and noindex search texts", async () => {
    const notFound = defaultsOf(notFoundContent);
    notFound.page.heading = "Nothing here";
    notFound.resource.heading = "No such resource";
    await save(notFoundContent, notFound);
    await save(seoContent, { title: "Lost", description: "Nothing at this address." }, "publish", "not-found");

    const page = await loaded(notFoundRoute.loader(args("/no-such-page")));
    expect(page.status).toBe(404);
    expect(page.body.meta).toEqual({ title: "Lost", description: "Nothing at this address.", path: "/no-such-page", noindex: true });
    expect(render(notFoundRoute.default as never, page.body, "/no-such-page")).toContain("Nothing here");

    const service = await loaded(serviceRoute.loader(args("/services/nope", { type: "nope" })));
    expect(service.status).toBe(404);
    expect(render(serviceRoute.default as never, service.body, "/services/nope")).toContain("Nothing here");

    const resource = await loaded(resourceRoute.loader(args("/resources/nope", { resourceType: "nope" })));
    expect(resource.status).toBe(404);
    expect(resource.body.meta).toMatchObject({ title: "No such resource", noindex: true });
    expect(render(resourceRoute.default as never, resource.body, "/resources/nope")).toContain("No such resource");
  });

  it("the newsletter list's search title and description", async () => {
    await save(seoContent, { title: "HSA News", description: "Weekly HSA news from {firm}." }, "publish", "newsletter");
    for (const path of ["/newsletter", "/blog"]) {
      const { body } = await loaded(newsletterRoute.loader(args(path)));
      expect(body.meta).toEqual({ title: "HSA News", description: `Weekly HSA news from ${identity.siteName}.`, path: "/newsletter" });
    }
  });

  it("a saved draft shows only on the staff preview address", async () => {
    await save(footerContent, { ...defaultsOf(footerContent), tagline: "Draft tagline." }, "draft");
    await save(seoContent, { title: "Team (draft)", description: "Draft description." }, "draft", "team");
    await save(teamContent, { ...defaultsOf(teamContent), hero: { title: "Meet us", subtitle: "Draft." } }, "draft");

    const published = await loaded(teamRoute.loader(args("/team")));
    expect(published.body.meta).toMatchObject({ title: "Our People" });
    expect((published.body.team as { hero: { title: string } }).hero.title).toBe("Our Team");
    expect((await loaded(layoutRoute.loader(args("/team")))).body.footer).toMatchObject({ tagline: "{firm}: HSA specialists since 2004." });

    const preview = await loaded(teamRoute.loader(args("/svcs/preview/team", {}, staffCookie)));
    expect(preview.body.meta).toMatchObject({ title: "Team (draft)", path: "/team" });
    expect((preview.body.team as { hero: { title: string } }).hero.title).toBe("Meet us");
    expect((await loaded(layoutRoute.loader(args("/svcs/preview/team", {}, staffCookie)))).body.footer).toMatchObject({ tagline: "Draft tagline." });

    // Without a staff session the preview address is refused, never shown.
    await expect(teamRoute.loader(args("/svcs/preview/team"))).rejects.toMatchObject({ status: 302 });
  });
});
