import { ENHANCE } from "~/lib/site/enhance-attributes";
import { pairsOf, toggleGroup } from "./toggle-group";

/** Cards whose button shows a description panel: one open at a time (see toggleGroup). */
export function enhancePopovers(): void {
  const pairs = pairsOf(document.querySelectorAll<HTMLElement>(`[${ENHANCE.popoverTrigger}]`));
  if (pairs.length > 0) toggleGroup(pairs);
}
