import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ContributionLimitsResource } from "~/components/site/resource-contribution-limits";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import { contributionLimitsContent } from "~/content/resources/contribution-limits";
import { figuresInForce } from "~/lib/site-content/figures-in-force";
import { loadConfig } from "~/services/platform";

const PAGE = contributionLimitsContent.documents[0]!.defaults;
const identity = loadConfig({ DATA_DIR: "/tmp/contribution-limits-test", SESSION_SECRET: "s".repeat(40) }).identity;

function limitsPageOn(today: string) {
  const figures = figuresInForce(BUILT_IN_FIGURES_YEARS, today);
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => <ContributionLimitsResource content={PAGE} figures={figures} calculatorLink="Calculator" /> },
  ]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { identity } } }} />);
}

/** The "Historical Limits" table's section, from its heading on. */
const historySection = (html: string) => html.slice(html.indexOf('id="historical-limits"'));

describe("the contribution limits page around the filing deadline", () => {
  it("on January 5, 2027 keeps 2026 as a year one can still contribute for, with its deadline, and not among the historical limits", () => {
    const html = limitsPageOn("2027-01-05");
    expect(html).toContain("2027 Current Year Limits");
    expect(html).toContain("2026 limits: contributions open until April 15, 2027");
    expect(html).toContain("The 2026 tax year has ended, but contributions for it can still be made until the tax filing deadline, April 15, 2027");
    expect(historySection(html)).toContain(">2025<");
    expect(historySection(html)).not.toContain(">2026<");
  });

  it("on the deadline day it is still open; the day after, 2026 is historical", () => {
    expect(limitsPageOn("2027-04-15")).toContain("2026 limits: contributions open until April 15, 2027");
    const after = limitsPageOn("2027-04-16");
    expect(after).not.toContain("contributions open until");
    expect(historySection(after)).toContain(">2026<");
  });

  it("shows no open year in the middle of a year", () => {
    expect(limitsPageOn("2026-12-06")).not.toContain("contributions open until");
  });
});

describe("the still-open year's words, added after pages were stored", () => {
  it("fill in with the built-in words for a stored document saved before them, so it stays on the page", () => {
    const { stillOpenEyebrow: _eyebrow, stillOpenHeading: _heading, stillOpenNote: _note, ...storedBefore } = PAGE;
    const parsed = contributionLimitsContent.schema.safeParse(storedBefore);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(PAGE);
  });

  it("keep the slots the page fills", () => {
    const parsed = contributionLimitsContent.schema.safeParse({ ...PAGE, stillOpenHeading: "Last year's limits" });
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["stillOpenHeading"]);
  });
});
