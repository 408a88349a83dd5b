/**
 * Where the toasts go so they never cover the controls a page marks with TOASTER_AVOID (an
 * editor's Save draft and Publish): on their usual side (the bottom of a desktop window, the top
 * of a phone's: on a phone the toasts take the window's whole width, and its bottom is where a
 * list's pager and the last rows' actions are), on the other side while the marked controls are in
 * the band the toasts would take, and whichever side covers less when both would (a window shorter
 * than the toasts and the controls together).
 */
export const TOASTER_AVOID = "data-toaster-avoid";

/** Below this window width the toasts take the whole width (the Toaster's `sm:` breakpoint) and sit at the top. */
export const PHONE_WIDTH = 640;

export type ToasterSide = "bottom" | "top";
type Box = { top: number; bottom: number; left: number; right: number };

/** The toasts' usual side in a window this wide. */
export function usualSide(viewportWidth: number): ToasterSide {
  return viewportWidth < PHONE_WIDTH ? "top" : "bottom";
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** `toaster`: the toasts' horizontal extent and height (with their margin); `avoided`: the marked controls' boxes in the window. */
export function toasterSide(
  viewportHeight: number,
  toaster: { left: number; right: number; height: number },
  avoided: readonly Box[],
  usual: ToasterSide = "bottom",
): ToasterSide {
  const band = (side: ToasterSide): Box =>
    side === "bottom"
      ? { top: viewportHeight - toaster.height, bottom: viewportHeight, left: toaster.left, right: toaster.right }
      : { top: 0, bottom: toaster.height, left: toaster.left, right: toaster.right };
  const covered = (side: ToasterSide) => avoided.reduce((sum, box) => sum + overlap(band(side), box), 0);
  const other: ToasterSide = usual === "bottom" ? "top" : "bottom";
  const there = covered(usual);
  if (there === 0) return usual;
  return covered(other) < there ? other : usual;
}
