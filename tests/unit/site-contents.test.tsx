import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ContributionLimitsResource } from "~/components/site/resource-contribution-limits";
import { SiteSections, siteContents } from "~/components/site/site-contents";
import { contactBandContent, homeContent } from "~/content/home";
import { hsaFiguresContent } from "~/content/hsa-figures";
import { contributionLimitsContent } from "~/content/resources/contribution-limits";
import { teamContent } from "~/content/team";
import { testimonialsContent } from "~/content/testimonials";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { figuresInForce } from "~/lib/site-content/figures-in-force";
import { StaticMarkupProvider } from "~/lib/ui/static-markup";
import Home from "~/routes/site/home";
import Team from "~/routes/site/team";
import { loadConfig } from "~/services/platform";

const identity = loadConfig({ DATA_DIR: "/tmp/site-contents-test", SESSION_SECRET: "s".repeat(40) }).identity;
const defaults = <T,>(type: { documents: readonly { defaults: T }[] }) => type.documents[0]!.defaults;

function render(Page: ComponentType, htmlOnly: boolean, rootIdentity = identity) {
  const Stub = createRoutesStub([{ id: "root", path: "*", Component: Page }]);
  const page = <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { identity: rootIdentity } } }} />;
  return htmlOnly ? renderToString(<StaticMarkupProvider value={renderToString}>{page}</StaticMarkupProvider>) : renderToString(page);
}

/** useId's ids differ between a render in place and one apart (which has its own prefix); everything else must not. */
const withoutUseIds = (html: string) => html.replace(/_[a-z-]*R_[a-z0-9]+_/g, "<id>");

const homeLoaderData = {
  meta: { title: "Home", description: "The firm" },
  home: defaults(homeContent),
  testimonials: defaults(testimonialsContent).testimonials,
  contactBand: defaults(contactBandContent),
};
const HomePage = () => <Home {...({ loaderData: homeLoaderData } as unknown as Parameters<typeof Home>[0])} />;
const TeamPage = () => (
  <Team {...({ loaderData: { team: defaults(teamContent), contactBand: defaults(contactBandContent) } } as unknown as Parameters<typeof Team>[0])} />
);
const figures = (today: string) => figuresInForce(defaults(hsaFiguresContent).years, today);
const LimitsPage = ({ today }: { today: string }) => (
  <main>
    <ContributionLimitsResource content={defaults(contributionLimitsContent)} figures={figures(today)} calculatorLink="Estimate yours" />
  </main>
);

describe("siteContents", () => {
  let renders = 0;
  const GREETING = siteContents(({ text }: { text: string }) => {
    renders += 1;
    const fill = useFillIdentity();
    return (
      <p>
        {fill(text)} <a href={`mailto:${useIdentity().contactEmail}`}>Write</a>
      </p>
    );
  });
  const Greeting = ({ text }: { text: string }) => <SiteSections contents={GREETING} props={{ text }} />;

  it("renders once per variant of the props and the identity, with the identity provided", () => {
    renders = 0;
    const first = render(() => <Greeting text="Welcome to {firm}" />, true);
    expect(first).toContain(`Welcome to ${identity.siteName}`);
    expect(first).toContain(`mailto:${identity.contactEmail}`);
    expect(render(() => <Greeting text="Welcome to {firm}" />, true)).toBe(first);
    expect(renders).toBe(1);
    expect(render(() => <Greeting text="Welcome to {firm}" />, true, { ...identity, contactEmail: "hello@moved.example" })).toContain(
      "mailto:hello@moved.example",
    );
    expect(renders).toBe(2);
    expect(render(() => <Greeting text="Welcome to {firm}" />, false)).toBe(first);
    expect(renders).toBe(3);
  });
});

describe("a public page's sections rendered once on HTML-only pages (site contents)", () => {
  it.each([
    ["home", HomePage],
    ["team", TeamPage],
    ["contribution limits", () => <LimitsPage today="2026-11-27" />],
  ] as const)("%s: the same markup as rendered in place, first and again", (_name, Page) => {
    const inPlace = withoutUseIds(render(Page, false));
    expect(inPlace).toContain('class="contents"');
    expect(withoutUseIds(render(Page, true))).toBe(inPlace);
    expect(withoutUseIds(render(Page, true))).toBe(inPlace);
  });

  it("follows what they are rendered from: the figures in force on the day, and the firm's identity", () => {
    const before = render(() => <LimitsPage today="2026-12-31" />, true);
    const after = render(() => <LimitsPage today="2027-01-01" />, true);
    expect(before).toContain("2026 Current Year Limits");
    expect(after).toContain("2027 Current Year Limits");
    expect(after).not.toContain("2026 Current Year Limits");
    const moved = render(TeamPage, true, { ...identity, contactEmail: "hello@moved.example" });
    expect(moved).toContain("mailto:hello@moved.example");
    expect(render(TeamPage, true)).not.toContain("hello@moved.example");
  });

  it("gives the ids useId makes inside them a prefix of their own, so they cannot collide with the page's", () => {
    const html = render(() => <LimitsPage today="2026-11-27" />, true);
    const labelledBy = /role="region" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toMatch(/^_?limits-/);
    expect(html.split(`id="${labelledBy}"`)).toHaveLength(2);
  });
});

describe("the home page's hero", () => {
  it("offers the e-mail address once, with the prompt staff edit in Site Content", () => {
    const edited = { ...homeLoaderData, home: { ...homeLoaderData.home, hero: { ...homeLoaderData.home.hero, emailPrompt: "Prefer mail? Write to" } } };
    const EditedHome = () => <Home {...({ loaderData: edited } as unknown as Parameters<typeof Home>[0])} />;
    const html = render(EditedHome, true);
    const hero = html.slice(0, html.indexOf("</section>"));
    expect(hero.match(/Or email us/g) ?? []).toEqual([]);
    expect(hero.match(/Prefer mail\? Write to/g)).toHaveLength(1);
    expect(hero.match(/href="mailto:/g)).toHaveLength(1);
  });
});
