/**
 * Where the toasts go so they never cover the controls a page marks with TOASTER_AVOID (an
 * editor's Save draft and Publish): at the bottom of the window as usual, at the top while the
 * marked controls are in the bottom band the toasts would take, and whichever side covers less
 * when both would (a window shorter than the toasts and the controls together).
 */
export const TOASTER_AVOID = "data-toaster-avoid";

export type ToasterSide = "bottom" | "top";
type Box = { top: number; bottom: number; left: number; right: number };

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** `toaster`: the toasts' horizontal extent and height (with their margin); `avoided`: the marked controls' boxes in the window. */
export function toasterSide(viewportHeight: number, toaster: { left: number; right: number; height: number }, avoided: readonly Box[]): ToasterSide {
  const band = (side: ToasterSide): Box =>
    side === "bottom"
      ? { top: viewportHeight - toaster.height, bottom: viewportHeight, left: toaster.left, right: toaster.right }
      : { top: 0, bottom: toaster.height, left: toaster.left, right: toaster.right };
  const covered = (side: ToasterSide) => avoided.reduce((sum, box) => sum + overlap(band(side), box), 0);
  const bottom = covered("bottom");
  if (bottom === 0) return "bottom";
  return covered("top") < bottom ? "top" : "bottom";
}
