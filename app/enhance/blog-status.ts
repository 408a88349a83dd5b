import { ENHANCE } from "~/lib/site/enhance-attributes";
import { blogPageKind } from "~/lib/site/blog-page-kind";

/** The blog status line shows 'Loading post...' or 'Loading posts...' while the next blog page loads. */
export function enhanceBlogStatus(): void {
  const status = document.querySelector<HTMLElement>(`[${ENHANCE.navigationStatus}]`);
  const pill = status?.firstElementChild as HTMLElement | null | undefined;
  const text = pill?.querySelector<HTMLElement>("[data-status-text]");
  if (!status || !pill || !text) return;
  const show = (kind: "post" | "list" | null) => {
    const message = kind === "post" ? status.dataset.loadingPost : kind === "list" ? status.dataset.loadingPosts : undefined;
    text.textContent = message ?? "";
    pill.hidden = !message;
  };
  document.addEventListener("click", (event) => {
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (anchor.target && anchor.target !== "_self")) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
    show(blogPageKind(url.pathname));
  });
  document.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (form && !event.defaultPrevented) show(blogPageKind(new URL(form.action).pathname));
  });
  // Back from the back-forward cache: nothing is loading any more.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) show(null);
  });
}
