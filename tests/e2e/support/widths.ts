import type { Page } from "@playwright/test";

/** The widths the admin area's walks check: a phone, a small tablet or split window (768-1000 px), a laptop. */
export const WALK_WIDTHS = [375, 800, 1280] as const;

/** Runs `walk` once at each of WALK_WIDTHS, on the page as it stands (no reload between widths). */
export async function atEachWidth(page: Page, walk: (width: number) => Promise<void>): Promise<void> {
  for (const width of WALK_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await walk(width);
  }
}

/** Sideways overflow of the whole page, in pixels (0 when everything fits the viewport's width). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
