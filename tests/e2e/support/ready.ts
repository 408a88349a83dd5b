import type { Page, Response } from "@playwright/test";

/**
 * Resolves with the answer to the next page-view beacon. The enhancement script sends it after it
 * has set up every other behaviour, so it means the page is interactive: on public pages (which are
 * not hydrated) a click before it would reach plain HTML only.
 */
export function nextPageView(page: Page): Promise<Response> {
  return page.waitForResponse((response) => response.url().endsWith("/api/beacon") && response.request().postDataJSON()?.type === "pageview");
}

/** Opens `path` and resolves once the page is interactive (see nextPageView). */
export async function gotoReady(page: Page, path: string): Promise<Response | null> {
  const ready = nextPageView(page);
  const response = await page.goto(path);
  await ready;
  return response;
}
