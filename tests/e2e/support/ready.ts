import type { Page, Response } from "@playwright/test";

/**
 * Opens `path` and resolves once the page is interactive: the enhancement script sends the
 * page-view beacon after it has set up every other behaviour, so its answer means clicks will be
 * handled.
 */
export async function gotoReady(page: Page, path: string): Promise<Response | null> {
  const beacon = page.waitForResponse((response) => response.url().endsWith("/api/beacon") && response.request().postDataJSON()?.type === "pageview");
  const response = await page.goto(path);
  await beacon;
  return response;
}
