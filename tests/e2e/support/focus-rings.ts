/**
 * Every keyboard-focusable element of the page that is shown, focused in turn, with what is wrong
 * with its focus indicator: none drawn, or no colour of it reaching 3:1 (WCAG 1.4.11) against what
 * it is drawn on. The colours come from computed styles: the indicator's are the outline's and the
 * box-shadow's (a two-colour indicator passes when either reaches 3:1); the backdrop is the
 * element's ancestors' backgrounds composited from the page up, each stop of a gradient taken as
 * its own backdrop (the worst counts); transitions (of the element and its ancestors) are taken at
 * their end. Runs in the page (plain data only); the keyboard must have
 * been used once before, so programmatic focus shows :focus-visible.
 */
export function focusRingProblems(scope: string | null): string[] {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const paint = canvas.getContext("2d", { willReadFrequently: true })!;
  type Rgba = [number, number, number, number];
  /** Any CSS colour (oklch included) as sRGB 0-255 and alpha 0-1, through the canvas. */
  const rgba = (color: string): Rgba => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = "#000";
    paint.fillStyle = color;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const COLOR = /(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;
  const colorsIn = (text: string) => (text.match(COLOR) ?? []).map(rgba);

  /** What an element's outside is painted with: its ancestors' backgrounds over the white page, one backdrop per gradient stop. */
  const backdrops = (element: Element): Rgba[] => {
    const layers: Element[] = [];
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) layers.push(ancestor);
    for (const layer of layers) for (const animation of layer.getAnimations()) animation.finish();
    let under: Rgba[] = [[255, 255, 255, 1]];
    for (const layer of layers.reverse()) {
      const style = getComputedStyle(layer);
      const color = rgba(style.backgroundColor);
      if (color[3] > 0) under = under.map((below) => over(color, below));
      const stops =
        style.backgroundImage.startsWith("linear-gradient") || style.backgroundImage.startsWith("radial-gradient") ? colorsIn(style.backgroundImage) : [];
      if (stops.length) under = stops.flatMap((stop) => under.map((below) => over(stop, below)));
    }
    return under;
  };

  const problems: string[] = [];
  const root = scope ? document.querySelector(scope) : document.body;
  if (!root) return [`nothing matches ${scope}`];
  const focusable = root.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])");
  for (const element of focusable) {
    if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || !element.checkVisibility({ visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    element.focus();
    if (document.activeElement !== element || !element.matches(":focus-visible")) continue;
    // A colour transition (transition-colors covers outline-color) is measured where it ends.
    for (const animation of element.getAnimations()) animation.finish();
    const style = getComputedStyle(element);
    const rings: Rgba[] = [];
    if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2) rings.push(rgba(style.outlineColor));
    if (style.boxShadow !== "none") rings.push(...colorsIn(style.boxShadow).filter((color) => color[3] > 0));
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    if (rings.length === 0) {
      problems.push(`${name}: no focus indicator`);
      continue;
    }
    const worst = Math.min(...backdrops(element).map((backdrop) => Math.max(...rings.map((ring) => contrast(ring, backdrop)))));
    if (worst < 3) problems.push(`${name}: focus indicator ${worst.toFixed(2)}:1 against its backdrop`);
  }
  return problems;
}
