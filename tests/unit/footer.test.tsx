import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Footer } from "~/components/site/footer";
import { footerContent } from "~/content/footer";
import { loadConfig } from "~/services/platform";

const FOOTER = footerContent.documents[0]!.defaults;
const FOOTER_FEATURED_EMPTY = FOOTER.featuredEmpty;
const identity = loadConfig({ DATA_DIR: "/tmp/footer-test", SESSION_SECRET: "s".repeat(40) }).identity;

function renderFooter(featured: { id: string; title: string }[]) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <Footer featured={featured} year={2026} content={FOOTER} /> }]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { identity } } }} />);
}

describe("Footer", () => {
  it("says how to feature articles when none are featured", () => {
    const html = renderFooter([]);
    expect(html).toContain(FOOTER_FEATURED_EMPTY);
    expect(html).toContain(`${identity.siteName}`);
    expect(html).toContain("All rights reserved.");
  });

  it("links each featured article by id", () => {
    const html = renderFooter([{ id: "7281867c-f802-4391-820e-b40e59be4369", title: "Navigating HSA Compliance in 2024" }]);
    expect(html).toContain('href="/blog/7281867c-f802-4391-820e-b40e59be4369"');
    expect(html).toContain("Navigating HSA Compliance in 2024");
    expect(html).not.toContain(FOOTER_FEATURED_EMPTY);
  });
});
