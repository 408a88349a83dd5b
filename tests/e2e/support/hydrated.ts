import type { Page, Response } from "@playwright/test";

/**
 * Opens `path` and resolves once the page is interactive: the page-view beacon is sent from an
 * effect, so its answer means React has hydrated and clicks will be handled.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const beacon = page.waitForResponse((response) => response.url().endsWith("/api/beacon"));
  const response = await page.goto(path);
  await beacon;
  return response;
}
