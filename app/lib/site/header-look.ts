import type { PagePath } from "./public-paths";

/**
 * Pages whose top is light, so the header is opaque white there even before scrolling.
 * Literals: the enhancement script runs this.
 */
export const OPAQUE_HEADER_PATHS: readonly string[] = ["/", "/team"] satisfies readonly PagePath[];

/** The header turns opaque once the page has scrolled more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

/** True once the page has scrolled more than the header threshold. */
export function isScrolledPastThreshold(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD_PX;
}

/** Opaque white on light-topped pages and once scrolled; otherwise a dark translucent bar. */
export function headerIsOpaque(pathname: string, scrolled: boolean): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return scrolled || OPAQUE_HEADER_PATHS.includes(normalized);
}
