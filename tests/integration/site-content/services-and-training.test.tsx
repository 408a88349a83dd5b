import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { servicesContent } from "~/content/services";
import { chsaContent, trainingOverviewContent } from "~/content/training";
import { documentId } from "~/lib/site-content/content-type";
import ServiceRoute, { loader as serviceLoader } from "~/routes/site/service";
import TrainingRoute, { loader as trainingLoader } from "~/routes/site/training";
import TrainingOverviewRoute, { loader as overviewLoader } from "~/routes/site/training-overview";
import type { Actor } from "~/services/auth";
import type { AppServices } from "~/services/platform";
import { saveContent } from "~/services/site-content";
import { actorOf } from "../../support/actors";
import { sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser } from "../../support/factories";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const SITE = "https://www.example.com";

type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };
const copyOf = <Data,>(data: Data) => structuredClone(data) as Mutable<Data>;

type Loader = (args: never) => Promise<unknown>;
type Page = { loader: Loader; Component: React.ComponentType; id: string; path: string };
const TRAINING_PAGE: Page = { loader: trainingLoader as Loader, Component: TrainingRoute as React.ComponentType, id: "training", path: "training/:type" };
const OVERVIEW_PAGE: Page = {
  loader: overviewLoader as Loader,
  Component: TrainingOverviewRoute as React.ComponentType,
  id: "overview",
  path: "training/overview",
};
const SERVICE_PAGE: Page = { loader: serviceLoader as Loader, Component: ServiceRoute as React.ComponentType, id: "service", path: "services/:type" };

describe("services and training pages read their site content", () => {
  const database = useTestDatabase();
  let services: AppServices;
  let editor: Actor;
  let editorCookie: string;

  /** The page at `path` as a visitor gets it: its loader's answer rendered by its route component. */
  async function render(page: Page, path: string, params: Record<string, string>, cookie?: string): Promise<string> {
    const request = new Request(`${SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    const answer: unknown = await page.loader({ request, params, context: createTestContext(services) } as never);
    // A loader that sets headers answers with data(...): the page renders what it wraps.
    const loaderData =
      answer && typeof answer === "object" && "type" in answer && answer.type === "DataWithResponseInit"
        ? (answer as unknown as { data: unknown }).data
        : answer;
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ id: page.id, path: page.path, Component: page.Component }] }]);
    const location = path.replace(/^\/svcs\/preview/, "");
    return renderToString(
      <Stub initialEntries={[location]} hydrationData={{ loaderData: { root: { identity: services.config.identity }, [page.id]: loaderData } }} />,
    );
  }

  beforeAll(async () => {
    services = createTestServices(database(), { SITE_URL: SITE });
    const userId = await createTestUser(database().db, { username: "editor", userType: "moderator" });
    editor = actorOf({ sessionId: "test", userId, username: "editor", email: null, userType: "moderator" });
    editorCookie = await sessionCookieFor(services, userId);
  });

  it("shows a CHSA price change and the hours of coursework on /training/chsa once they are published, and not before", async () => {
    const before = await render(TRAINING_PAGE, "/training/chsa", { type: "chsa" });
    expect(before).toContain("$499");
    expect(before).toContain("Online course");
    // The built-in page states no workload: no hours, and no Course data without them.
    expect(before).not.toContain("hours of coursework");
    expect(before).not.toContain("application/ld+json");

    const chsa = copyOf(chsaContent.documents[0]!.defaults);
    chsa.pricing[0]!.amount = 549;
    chsa.format.workloadHours = 24;
    const drafted = await saveContent(database().db, editor, { id: chsaContent.id, expectedVersion: 0, data: chsa, intent: { kind: "draft" } });
    expect(await render(TRAINING_PAGE, "/training/chsa", { type: "chsa" })).toContain("$499");
    const preview = await render(TRAINING_PAGE, "/svcs/preview/training/chsa", { type: "chsa" }, editorCookie);
    expect(preview).toContain("$549");

    await saveContent(database().db, editor, { id: chsaContent.id, expectedVersion: drafted.version, data: chsa, intent: { kind: "publish" } });
    const after = await render(TRAINING_PAGE, "/training/chsa", { type: "chsa" });
    expect(after).toContain("$549");
    expect(after).not.toContain("$499");
    expect(after).toContain("About 24 hours of coursework");
    expect(after).toContain('"price":549');
    expect(after).toContain('"courseWorkload":"PT24H"');
    expect(after).toContain("$95");
  });

  it("closes the overview, CHSA and HSAe pages with the overview's published contact section", async () => {
    const overview = copyOf(trainingOverviewContent.documents[0]!.defaults);
    overview.contact.heading = "Talk to our trainers";
    overview.cards[0]!.title = "The CHSA credential";
    await saveContent(database().db, editor, { id: trainingOverviewContent.id, expectedVersion: 0, data: overview, intent: { kind: "publish" } });
    const overviewPage = await render(OVERVIEW_PAGE, "/training/overview", {});
    expect(overviewPage).toContain("The CHSA credential");
    expect(overviewPage).toContain("Talk to our trainers");
    expect(await render(TRAINING_PAGE, "/training/hsae", { type: "hsae" })).toContain("Talk to our trainers");
    expect(await render(TRAINING_PAGE, "/training/chsa", { type: "chsa" })).toContain("Talk to our trainers");
  });

  it("shows a service's published title, pictures and benefits on its page, and its title in the other services' related links", async () => {
    const compliance = copyOf(servicesContent.documents.find((document) => document.key === "compliance")!.defaults);
    compliance.title = "Regulatory Compliance";
    compliance.benefits.push({ text: "A compliance calendar for every filing deadline" });
    compliance.headerImage.alt = "An auditor's checklist beside a ledger";
    compliance.features[0]!.picture = { src: "/media/0b9a/review.webp", alt: "Two reviewers comparing a plan document" };
    await saveContent(database().db, editor, {
      id: documentId(servicesContent, "compliance"),
      expectedVersion: 0,
      data: compliance,
      intent: { kind: "publish" },
    });
    const page = await render(SERVICE_PAGE, "/services/compliance", { type: "compliance" });
    expect(page).toContain(">Regulatory Compliance</h1>");
    expect(page).toContain("A compliance calendar for every filing deadline");
    expect(page).toContain('alt="An auditor&#x27;s checklist beside a ledger"');
    expect(page).toMatch(/<img src="\/media\/0b9a\/review\.webp" alt="Two reviewers comparing a plan document" width="\d+" height="\d+"/);
    const gtm = await render(SERVICE_PAGE, "/services/gtm", { type: "gtm" });
    expect(gtm).toContain("Go-to-Market Strategy</h1>");
    expect(gtm).toMatch(/href="\/services\/compliance"[^]*?Regulatory Compliance/);
    expect(gtm).not.toContain("A compliance calendar");
  });
});
