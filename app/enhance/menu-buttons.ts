import { pairsOf, type TogglePair, toggleGroup } from "./toggle-group";

const itemsOf = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];

/**
 * The header's dropdowns as menu buttons (WAI-ARIA APG): click, Enter or Space opens a menu (from
 * the keyboard with its first item focused), ArrowDown/ArrowUp open it on the first/last item and
 * move between items, Home/End jump, Escape closes it back to its button, Tab or a choice closes it.
 */
export function enhanceMenuButtons(root: ParentNode): void {
  const pairs = pairsOf(root.querySelectorAll<HTMLElement>('button[aria-haspopup="menu"]'));
  if (pairs.length === 0) return;
  // A click without pointer coordinates (detail 0) came from Enter or Space.
  const menus = toggleGroup(pairs, (pair, event) => {
    if (event.detail === 0) itemsOf(pair.panel)[0]?.focus();
  });
  const openOn = (pair: TogglePair, which: "first" | "last") => {
    menus.open(pair);
    const items = itemsOf(pair.panel);
    (which === "first" ? items[0] : items[items.length - 1])?.focus();
  };
  for (const pair of pairs) {
    pair.trigger.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        openOn(pair, event.key === "ArrowDown" ? "first" : "last");
      }
    });
    pair.panel.addEventListener("keydown", (event) => {
      const items = itemsOf(pair.panel);
      const index = items.indexOf(document.activeElement as HTMLElement);
      const move: Record<string, number | undefined> = {
        ArrowDown: (index + 1) % items.length,
        ArrowUp: (index - 1 + items.length) % items.length,
        Home: 0,
        End: items.length - 1,
      };
      const next = move[event.key];
      if (next !== undefined) {
        event.preventDefault();
        items[next]?.focus();
      } else if (event.key === "Tab") {
        menus.close();
      }
    });
    pair.panel.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest('[role="menuitem"]')) menus.close();
    });
    pair.panel.addEventListener("focusout", (event) => {
      const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      if (next && !pair.panel.contains(next) && !pair.trigger.contains(next) && menus.current() === pair) menus.close();
    });
  }
}
