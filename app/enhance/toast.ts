import { ENHANCE } from "~/lib/site/enhance-attributes";

/** Shows the page's toast, if it has one, for its duration; its close button dismisses it sooner. */
export function showToast(): void {
  const toast = document.querySelector<HTMLElement>(`[${ENHANCE.toast}]`);
  if (!toast) return;
  const duration = Number(toast.getAttribute(ENHANCE.toast)) || 0;
  let timer = 0;
  const dismiss = () => (toast.hidden = true);
  // Like any toast, it waits while the pointer or focus is on it.
  const pause = () => window.clearTimeout(timer);
  const resume = () => (timer = window.setTimeout(dismiss, duration));
  toast.hidden = false;
  toast.querySelector(`[${ENHANCE.toastClose}]`)?.addEventListener("click", dismiss);
  toast.addEventListener("pointerenter", pause);
  toast.addEventListener("pointerleave", resume);
  toast.addEventListener("focusin", pause);
  toast.addEventListener("focusout", resume);
  resume();
}
