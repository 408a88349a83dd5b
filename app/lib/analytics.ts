/**
 * Client-side analytics events. Until the first-party beacon lands this only announces each event
 * on `window`, so other modules (and tests) can observe it; nothing is sent anywhere yet.
 */
export function trackEvent(name: string, params?: Record<string, string | number | boolean>): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent("analytics:event", { detail: { name, params } }));
}
