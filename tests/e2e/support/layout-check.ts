/** Viewport widths the sweep visits: every 80 px from 320 to 1920, and both sides of the 768 px breakpoint. */
export const SWEEP_WIDTHS: readonly number[] = [...new Set([...Array.from({ length: 21 }, (_, step) => 320 + step * 80), 768, 769])].sort((a, b) => a - b);

/**
 * What is wrong with the layout at the current width, as readable lines (empty when nothing is):
 * the page scrolls sideways; a header element sticks out of the header or of the viewport; a
 * header element's text overflows its box (deliberate ellipses aside); the header is taller than
 * `maxHeaderHeight`. Runs in the page, so it takes plain data only.
 */
export function layoutProblems(maxHeaderHeight: number): string[] {
  function* ancestorsWithin(element: Element, container: Element) {
    for (let ancestor = element.parentElement; ancestor && ancestor !== container; ancestor = ancestor.parentElement) yield ancestor;
  }
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
  const header = document.querySelector("body header");
  if (!header) return [...problems, "no header"];
  const bar = header.getBoundingClientRect();
  if (bar.height > maxHeaderHeight + 0.5) problems.push(`header is ${bar.height}px tall (design: ${maxHeaderHeight}px)`);
  const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
  for (const element of header.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    // A closed menu (the content of a closed <details>) is not shown, whatever box it would have.
    if (box.width === 0 || box.height === 0 || element.closest("[hidden], details:not([open]) > :not(summary)")) continue;
    // Inside a sideways-scrolling strip (the admin tabs on phones) only the strip must fit.
    const scrolledAway = [...ancestorsWithin(element, header)].some((ancestor) => ["auto", "scroll"].includes(getComputedStyle(ancestor).overflowX));
    if (!scrolledAway && (box.left < -0.5 || box.right > root.clientWidth + 0.5))
      problems.push(`${describe(element)} sticks out of the viewport (${Math.round(box.left)}-${Math.round(box.right)})`);
    if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5) problems.push(`${describe(element)} sticks out of the header`);
    const style = getComputedStyle(element);
    if (!(element instanceof HTMLElement) || style.textOverflow === "ellipsis" || element.tagName === "svg") continue;
    const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (!hasText) continue;
    if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
      problems.push(`${describe(element)}: text overflows its box`);
  }
  return problems;
}
