import { useSyncExternalStore } from "react";
import { isScrolledPastThreshold } from "~/lib/header-look";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/**
 * Whether the window has scrolled past the header threshold. The server (and the hydration pass)
 * assume the top of the page, so the header renders its initial look without a flash.
 */
export function useScrolledPastThreshold(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPastThreshold(window.scrollY),
    () => false,
  );
}
