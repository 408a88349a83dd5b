import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe-core on the page as it is now. Legacy mode runs axe in the page itself; the default mode
 * also opens a blank page to merge every frame's results, which doubled each scan's time (1.6 s
 * against 0.8 s on a service page). What legacy mode gives up is scanning cross-origin frames, and
 * the site has none: its CSP (default-src 'self') would not load one.
 */
export function axeScan(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** No axe violation on the page, or within `include` (a CSS selector) when given; each one named with its elements. */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  const scan = axeScan(page);
  const { violations } = await (include ? scan.include(include) : scan).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""}`).join(", ")}`),
  ).toEqual([]);
}
