import { ENHANCE } from "~/lib/site/enhance-attributes";

const linksOf = (menu: HTMLDetailsElement) => [...menu.querySelectorAll<HTMLAnchorElement>("a[href]")];
const summaryOf = (menu: HTMLDetailsElement) => menu.querySelector<HTMLElement>(":scope > summary")!;

/**
 * The header's menus are native disclosures (<details>): they open and their links work without
 * JavaScript. This adds what the disclosure navigation pattern (WAI-ARIA APG) expects around them:
 * at most one open, closed on Escape (focus back to its summary), on a choice, on a press outside
 * and when focus moves out of it (so it never covers the element that has focus, WCAG 2.4.11), and
 * the arrow keys, Home and End between a dropdown's links. `onToggle` hears every opening and closing.
 */
export function enhanceDisclosures(root: ParentNode, onToggle: (menu: HTMLDetailsElement) => void): void {
  const menus = [...root.querySelectorAll<HTMLDetailsElement>(`details[${ENHANCE.disclosure}]`)];
  if (menus.length === 0) return;
  const close = (menu: HTMLDetailsElement, returnFocus = false) => {
    if (!menu.open) return;
    menu.open = false;
    if (returnFocus) summaryOf(menu).focus();
  };

  for (const menu of menus) {
    menu.addEventListener("toggle", () => {
      if (menu.open) for (const other of menus) if (other !== menu) close(other);
      onToggle(menu);
    });
    menu.addEventListener("focusout", (event) => {
      // Focus moving to something outside the menu closes it; focus lost to nothing (a press on
      // plain text, the window losing focus) does not.
      const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      if (next && !menu.contains(next)) close(menu);
    });
    menu.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) close(menu);
    });
    menu.addEventListener("keydown", (event) => {
      if (!menu.open) return;
      const links = linksOf(menu);
      const index = links.indexOf(document.activeElement as HTMLAnchorElement);
      const onSummary = document.activeElement === summaryOf(menu);
      const move: Record<string, number | undefined> = {
        ArrowDown: onSummary ? 0 : index >= 0 ? (index + 1) % links.length : undefined,
        ArrowUp: onSummary ? links.length - 1 : index >= 0 ? (index - 1 + links.length) % links.length : undefined,
        Home: index >= 0 ? 0 : undefined,
        End: index >= 0 ? links.length - 1 : undefined,
      };
      const next = move[event.key];
      if (next !== undefined) {
        event.preventDefault();
        links[next]?.focus();
      }
    });
  }

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = menus.find((menu) => menu.open);
    if (!open) return;
    event.preventDefault();
    close(open, true);
  });
  document.addEventListener("pointerdown", (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of menus) if (target && !menu.contains(target)) close(menu);
  });
  // A page restored from the back-forward cache comes back with its menus closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const menu of menus) close(menu);
  });
}
