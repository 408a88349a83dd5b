import { ENHANCE } from "~/lib/site/enhance-attributes";

/** A page that asks for it (the not-found page) is replaced by its target after its delay. */
export function scheduleRedirect(): void {
  const element = document.querySelector<HTMLElement>(`[${ENHANCE.redirectTo}]`);
  const target = element?.getAttribute(ENHANCE.redirectTo);
  if (!element || !target) return;
  const delay = Number(element.getAttribute(ENHANCE.redirectAfter)) || 0;
  // replace(): the missing address does not stay in the history for Back to return to.
  window.setTimeout(() => window.location.replace(target), delay);
}
