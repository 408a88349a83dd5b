import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { irsRulesContent } from "~/content/irs-rules";
import { legalContent } from "~/content/legal";
import { type Legislation, legislationContent } from "~/content/legislation";
import { resourcesIndexContent } from "~/content/resources";
import { contributionLimitsContent } from "~/content/resources/contribution-limits";
import { type ProvidersPage, providersContent } from "~/content/resources/providers";
import type { ContentType } from "~/lib/site-content/content-type";
import { documentId } from "~/lib/site-content/content-type";
import HdhpAmounts, { loader as hdhpLoader } from "~/routes/site/hdhp-amounts";
import HsaLegislation, { loader as legislationLoader } from "~/routes/site/hsa-legislation";
import IrsTreasuryRules, { loader as irsRulesLoader } from "~/routes/site/irs-treasury-rules";
import PrivacyPolicy, { loader as privacyLoader } from "~/routes/site/privacy-policy";
import Resource, { loader as resourceLoader } from "~/routes/site/resource";
import Resources, { loader as resourcesLoader } from "~/routes/site/resources";
import type { Actor } from "~/services/auth";
import { expireSiteContentCacheOnChange } from "~/services/publishing";
import type { AppServices } from "~/services/platform";
import { saveContent } from "~/services/site-content";
import { actorOf } from "../../support/actors";
import { getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser } from "../../support/factories";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };

const SITE = "https://www.example.com";

type LoaderArgs = { request: Request; params: Record<string, string>; context: ReturnType<typeof createTestContext> };
type Loader = (args: never) => Promise<unknown>;

describe("resources, rules and legal pages read their site content", () => {
  const database = useTestDatabase();
  let services: AppServices;
  let staff: Actor;
  let staffCookie: string;
  let stopWatching: () => Promise<void>;

  beforeAll(async () => {
    services = createTestServices(database(), { SITE_URL: SITE });
    // As the app does: a publish is announced, and every cached read of the content is renewed.
    stopWatching = await expireSiteContentCacheOnChange(database());
    const userId = await createTestUser(database().db, { username: "editor", userType: "moderator", email: "editor@example.com" });
    staff = actorOf({ sessionId: "test", userId, username: "editor", email: "editor@example.com", userType: "moderator" });
    staffCookie = await sessionCookieFor(services, userId);
  });
  afterAll(() => stopWatching());

  /** The loader's data for a path (a preview address needs the staff cookie). */
  async function load(loader: Loader, path: string, params: Record<string, string> = {}, cookie?: string) {
    const args: LoaderArgs = { request: getRequest(`${SITE}${path}`, cookie), params, context: createTestContext(services) };
    const result = (await loader(args as never)) as Record<string, unknown>;
    return ("data" in result && "init" in result ? result.data : result) as Record<string, unknown>;
  }

  /** The page as the server renders it (without React's text separators), from its route module's component and its loader's data. */
  async function page(loader: Loader, Page: ComponentType<never>, path: string, params: Record<string, string> = {}, cookie?: string) {
    const loaderData = await load(loader, path, params, cookie);
    const Component = Page as unknown as ComponentType<{ loaderData: unknown; params: unknown }>;
    const Stub = createRoutesStub([{ id: "root", path: "*", Component: () => <Component loaderData={loaderData} params={params} /> }]);
    const html = renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { identity: services.config.identity } } }} />);
    return html.replaceAll("<!-- -->", "");
  }

  /** Publishes `change` applied to the document's built-in content, as staff would in the admin form. */
  async function publish<Data>(type: ContentType<Data>, change: (data: Mutable<Data>) => void, { key, now }: { key?: string; now?: Date } = {}) {
    const document = type.documents.find((entry) => entry.key === (key ?? type.documents[0]!.key))!;
    const data = structuredClone(document.defaults) as Mutable<Data>;
    change(data);
    const id = documentId(type, document.key);
    await saveContent(database().db, staff, { id, expectedVersion: 0, data, intent: { kind: "publish" } }, now);
  }

  it("legislation: shows the day the bills were reviewed, which a publish alone does not move and staff set in the content", async () => {
    const before = await page(legislationLoader, HsaLegislation, "/hsa-legislation");
    expect(before).toContain('Bills reviewed on <time dateTime="2026-11-27">November 27, 2026</time>');
    expect(before).not.toContain("Last updated");

    await publish(
      legislationContent,
      (data) => {
        data.senateBills.push({
          number: "S. 9999",
          title: "HSA Test Expansion Act",
          sponsor: { name: "Pat Example", party: "I", state: "ME" },
          introduced: "2026-11-20",
          summary: "Would let the test suite contribute to an HSA.",
          url: "https://www.congress.gov/bill/119th-congress/senate-bill/9999",
        });
      },
      { now: new Date("2026-12-02T15:30:00Z") },
    );
    const after = await page(legislationLoader, HsaLegislation, "/hsa-legislation");
    expect(after).toContain('Bills reviewed on <time dateTime="2026-11-27">November 27, 2026</time>');
    expect(after).not.toContain("December 2, 2026");
    expect(after).toContain("HSA Test Expansion Act");
    expect(after).toContain("Pat Example (I-ME)");
    expect(after).toContain("Senate Bills (8)");

    const reviewed = { ...((await load(legislationLoader, "/hsa-legislation")).content as Legislation), reviewedOn: "2026-12-03" };
    await saveContent(database().db, staff, {
      id: documentId(legislationContent, legislationContent.documents[0]!.key),
      expectedVersion: 1,
      data: reviewed,
      intent: { kind: "publish" },
    });
    const afterReview = await page(legislationLoader, HsaLegislation, "/hsa-legislation");
    expect(afterReview).toContain('Bills reviewed on <time dateTime="2026-12-03">December 3, 2026</time>');
  });

  it("IRS rules: a new notice shows under its year, and once featured, among the resource page's key notices", async () => {
    await publish(irsRulesContent, (data) => {
      data.guidance.unshift({
        year: 2027,
        citation: "Notice 2027-1",
        kind: "Notice",
        title: "A notice from the test suite",
        description: "Published through the content service.",
        url: "https://www.irs.gov/pub/irs-drop/n-27-01.pdf",
        featured: true,
      });
      data.publications[2]!.featured = true;
    });
    const rules = await page(irsRulesLoader, IrsTreasuryRules, "/irs-treasury-rules-regulations");
    expect(rules).toContain('id="guidance-2027"');
    expect(rules).toMatch(/id="notice-2027-1"[^]*A notice from the test suite/);
    expect(rules.indexOf('id="guidance-2027"')).toBeLessThan(rules.indexOf('id="guidance-2026"'));

    const resource = await page(resourceLoader, Resource, "/resources/irs-treasury", { resourceType: "irs-treasury" });
    expect(resource).toContain('href="/irs-treasury-rules-regulations#notice-2027-1"');
    expect(resource).toContain("Publication 15-B, Employer&#x27;s Tax Guide to Fringe Benefits");
    // Oldest first: the 2027 notice closes the list.
    expect(resource.indexOf("#notice-2026-5")).toBeLessThan(resource.indexOf("#notice-2027-1"));
  });

  it("resources: the index's cards and contact section, and a resource page's own content", async () => {
    await publish(resourcesIndexContent, (data) => {
      data.title = "HSA Library";
      data.cards[0]!.title = "The Learning Center";
      data.contactHeading = "Questions About the Rules?";
    });
    await publish(providersContent, (data) => {
      data.providers.push({ name: "Example Custodian", description: "A provider added by staff.", website: "https://custodian.example.com" });
    });

    const index = await page(resourcesLoader, Resources, "/resources");
    expect(index).toContain("HSA Library");
    expect(index).toContain("The Learning Center");
    expect(index).toContain("Questions About the Rules?");

    const providers = await page(resourceLoader, Resource, "/resources/providers", { resourceType: "providers" });
    expect(providers).toContain("Example Custodian");
    expect(providers).toContain('href="https://custodian.example.com"');
    // The breadcrumb and the closing section come from the index.
    expect(providers).toMatch(/href="\/resources"[^>]*>HSA Library</);
    expect(providers).toContain("Questions About the Rules?");
  });

  it("contribution limits and HDHP amounts: the page's words from their documents, the amounts from the figures", async () => {
    await publish(contributionLimitsContent, (data) => {
      data.currentHeading = "Limits in force for {year}";
      data.hdhpLinkLabel = "See the HDHP amounts";
    });
    const limits = await page(resourceLoader, Resource, "/resources/contribution-limits", { resourceType: "contribution-limits" });
    expect(limits).toMatch(/Limits in force for 20\d\d/);
    expect(limits).toContain("See the HDHP amounts");
    expect(limits).toContain("$1,000");
    // The catch-up beside the year's revenue procedure names the law that sets it instead.
    expect(limits).toMatch(
      /set by statute and not adjusted for inflation: <a href="https:\/\/uscode\.house\.gov\/[^"]*"[^>]*>26 U\.S\.C\. §223\(b\)\(3\)\(B\)<\/a>/,
    );

    const hdhp = await page(hdhpLoader, HdhpAmounts, "/resources/hdhp-amounts");
    expect(hdhp).toContain("Minimum Annual Deductible");
    expect(hdhp).toContain("Rev. Proc. 2026-24");
    expect(hdhp).toContain("Questions About the Rules?");
  });

  it("privacy policy: a published section is sanitized, numbered, listed in the contents, with the address as a mail link", async () => {
    await publish(
      legalContent,
      (data) => {
        data.effectiveDate = "2026-12-01";
        data.sections.push({
          heading: "Children's Privacy",
          body: '<p>Write to {privacyEmail}.</p><script>alert("x")</script><p onclick="x()">No tracking.</p>',
        });
      },
      { key: "privacy-policy" },
    );
    const html = await page(privacyLoader, PrivacyPolicy, "/privacy-policy");
    const { privacyEmail } = services.config.identity;
    expect(html).toContain("Effective date: December 1, 2026");
    expect(html).toContain('<a href="#children-s-privacy"');
    expect(html).toContain(`<a href="mailto:${privacyEmail}">${privacyEmail}</a>`);
    expect(html).toContain("<p>No tracking.</p>");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("onclick");
    // Numbered after the built-in sections.
    const builtInSections = legalContent.documents.find((document) => document.key === "privacy-policy")!.defaults.sections.length;
    expect(html).toContain(`${builtInSections + 1}.</span>Children&#x27;s Privacy`);
  });

  it("a staff preview shows a saved draft; the public page keeps the published content", async () => {
    const id = documentId(providersContent, providersContent.documents[0]!.key);
    const draft = structuredClone(providersContent.documents[0]!.defaults) as Mutable<ProvidersPage>;
    draft.title = "Providers (draft)";
    const current = await database()
      .db.query.contentDocuments.findFirst({ where: (table, { eq }) => eq(table.id, id) })
      .then((row) => row?.version ?? 0);
    await saveContent(database().db, staff, { id, expectedVersion: current, data: draft, intent: { kind: "draft" } });

    const preview = await page(resourceLoader, Resource, "/svcs/preview/resources/providers", { resourceType: "providers" }, staffCookie);
    expect(preview).toContain("Providers (draft)");
    const published = await page(resourceLoader, Resource, "/resources/providers", { resourceType: "providers" });
    expect(published).not.toContain("Providers (draft)");
    expect(published).toContain("Example Custodian");
  });
});
