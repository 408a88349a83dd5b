import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { HdhpAmountsPage } from "~/components/site/hdhp-amounts-page";
import { loadConfig } from "~/services/platform";
import { describe, expect, it } from "vitest";
import { ContributionLimitsResource } from "~/components/site/resource-contribution-limits";
import { calculatorContent } from "~/content/contribution-calculator";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import { resourcesIndexContent } from "~/content/resources";
import { contributionLimitsContent } from "~/content/resources/contribution-limits";
import { hdhpAmountsContent } from "~/content/resources/hdhp-amounts";
import { FOOTER_LINK_GROUPS, MENU_ENTRIES } from "~/content/navigation";
import { seoContent, seoKeyFor } from "~/content/seo";
import { sitemapEntries } from "~/lib/seo/sitemap";
import { figuresInForce } from "~/lib/site-content/figures-in-force";
import { CONTRIBUTION_CALCULATOR_PATH } from "~/lib/site/public-paths";

const CALCULATOR_LINK = { label: "Contribution Calculator", href: "/resources/contribution-calculator" };
const LINK_TEXT = calculatorContent.documents[0]!.defaults.linkText;

describe("the way to the calculator", () => {
  it("is in the Resources menu and the footer's Resources column", () => {
    const menu = MENU_ENTRIES.find((entry) => entry.kind === "dropdown" && entry.id === "resources");
    expect(menu?.kind === "dropdown" && menu.links).toContainEqual(CALCULATOR_LINK);
    expect(FOOTER_LINK_GROUPS.find((group) => group.title === "Resources")?.links).toContainEqual(CALCULATOR_LINK);
  });

  it("is in the sitemap with its own title and description", () => {
    expect(sitemapEntries([], new Map()).map((entry) => entry.path)).toContain(CONTRIBUTION_CALCULATOR_PATH);
    const key = seoKeyFor(CONTRIBUTION_CALCULATOR_PATH);
    expect(seoContent.documents.find((document) => document.key === key)?.defaults.title).toBe("HSA Contribution Calculator");
  });

  it("is linked from the contribution-limits and HDHP pages", () => {
    const figures = figuresInForce(BUILT_IN_FIGURES_YEARS, "2026-11-27");
    const identity = loadConfig({ DATA_DIR: "/tmp/calculator-links-test", SESSION_SECRET: "s".repeat(40) }).identity;
    const renderPage = (page: () => React.ReactElement) => {
      const Stub = createRoutesStub([{ id: "root", path: "/", Component: page }]);
      return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { identity } } }} />);
    };
    const limits = renderPage(() => (
      <ContributionLimitsResource content={contributionLimitsContent.documents[0]!.defaults} figures={figures} calculatorLink={LINK_TEXT} />
    ));
    expect(limits).toContain('href="/resources/contribution-calculator"');
    const hdhp = renderPage(() => (
      <HdhpAmountsPage
        content={hdhpAmountsContent.documents[0]!.defaults}
        index={resourcesIndexContent.documents[0]!.defaults}
        figures={figures}
        calculatorLink={LINK_TEXT}
      />
    ));
    expect(hdhp).toContain('href="/resources/contribution-calculator"');
  });
});
