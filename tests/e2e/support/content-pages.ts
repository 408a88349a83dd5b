import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { loadConfig } from "~/services/platform";

/** The identity the e2e web server runs with: the configuration defaults plus its SITE_URL. */
export function serverIdentity(baseURL: string | undefined) {
  return loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "hsa-e2e-cfg-")), SITE_URL: baseURL }).identity;
}

/** Nothing but deliberate scroll regions may be wider than the viewport (checked again until `timeout`, the expect timeout by default). */
export async function expectNoHorizontalOverflow(page: Page, { timeout }: { timeout?: number } = {}) {
  // Polled: while images and the font still load, a line may stand wider for a moment. A failure
  // names the widest elements that stick out, so the cause can be found from the report alone.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement;
          if (scrollWidth <= clientWidth) return "";
          const outside = [...document.body.querySelectorAll("*")]
            .map((element) => ({ element, right: element.getBoundingClientRect().right }))
            .filter(({ right }) => right > clientWidth)
            .sort((a, b) => b.right - a.right)
            .slice(0, 3)
            .map(({ element, right }) => `${element.outerHTML.slice(0, 200)} (right edge ${right.toFixed(1)})`);
          return `${scrollWidth - clientWidth}px wider than ${clientWidth}px: ${outside.join("; ")}`;
        }),
      { timeout },
    )
    .toBe("");
}

export async function expectImagesSized(page: Page) {
  const unsized = await page
    .locator("main img")
    .evaluateAll((images) => images.filter((image) => !image.getAttribute("width") || !image.getAttribute("height")).map((image) => image.getAttribute("src")));
  expect(unsized).toEqual([]);
}

/** Every link that opens a new tab withholds the opener and the referrer. */
export async function expectSafeNewTabLinks(page: Page) {
  const unsafe = await page.locator("a[target=_blank]").evaluateAll((links) =>
    links
      .filter((link) => {
        const rel = (link.getAttribute("rel") ?? "").split(/\s+/);
        return !rel.includes("noopener") || !rel.includes("noreferrer");
      })
      .map((link) => link.getAttribute("href")),
  );
  expect(unsafe).toEqual([]);
}

/** Parsed JSON-LD blocks of the page as served (before any script runs). */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? ""));
}

type AnalyticsEvent = { name: string; params?: Record<string, string | number | boolean> };

/**
 * Records the analytics events named in `names` as the page sends them to our beacon endpoint,
 * and stops links from leaving the page when clicked.
 */
export async function recordAnalytics(page: Page, names: readonly string[]) {
  const events: AnalyticsEvent[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith("/api/beacon")) return;
    const body = request.postDataJSON() as { type?: string; name?: string; params?: AnalyticsEvent["params"] } | null;
    if (body?.type === "event" && body.name && names.includes(body.name)) events.push({ name: body.name, params: body.params });
  });
  await page.evaluate(() => {
    window.addEventListener("click", (event) => event.preventDefault(), { capture: true });
  });
  return () => events;
}
