/** A trigger button and the panel it shows (`aria-controls`). */
export type TogglePair = { trigger: HTMLElement; panel: HTMLElement };

export type ToggleGroup = {
  /** Opens `pair`, closing any other of the group first. */
  open(pair: TogglePair): void;
  /** Closes the open panel; with `returnFocus` its trigger takes the focus back. */
  close(returnFocus?: boolean): void;
  current(): TogglePair | null;
};

/** The pairs of `triggers`: each trigger's panel is the element its `aria-controls` names. */
export function pairsOf(triggers: Iterable<HTMLElement>): TogglePair[] {
  const pairs: TogglePair[] = [];
  for (const trigger of triggers) {
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    if (panel) pairs.push({ trigger, panel });
  }
  return pairs;
}

/**
 * Panels of which at most one is open. A trigger's click toggles its panel; Escape closes the open
 * one and returns focus to its trigger; a press outside the trigger and panel closes it.
 */
export function toggleGroup(pairs: readonly TogglePair[], onOpen?: (pair: TogglePair, event: MouseEvent) => void): ToggleGroup {
  let openPair: TogglePair | null = null;
  const group: ToggleGroup = {
    open(pair) {
      if (openPair === pair) return;
      group.close();
      pair.panel.hidden = false;
      pair.trigger.setAttribute("aria-expanded", "true");
      openPair = pair;
    },
    close(returnFocus = false) {
      const pair = openPair;
      if (!pair) return;
      openPair = null;
      pair.panel.hidden = true;
      pair.trigger.setAttribute("aria-expanded", "false");
      if (returnFocus) pair.trigger.focus();
    },
    current: () => openPair,
  };
  for (const pair of pairs) {
    pair.trigger.addEventListener("click", (event) => {
      if (openPair === pair) return group.close();
      group.open(pair);
      onOpen?.(pair, event);
    });
  }
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && openPair) {
      event.preventDefault();
      group.close(true);
    }
  });
  document.addEventListener("pointerdown", (event) => {
    const target = event.target instanceof Node ? event.target : null;
    // A press on another trigger is left to its click, which swaps the panels: closing here would
    // move that trigger before the click lands and swallow it.
    const onTrigger = target && pairs.some((pair) => pair.trigger.contains(target));
    if (openPair && target && !onTrigger && !openPair.panel.contains(target)) group.close();
  });
  // A page restored from the back-forward cache comes back with its panels closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) group.close();
  });
  return group;
}
