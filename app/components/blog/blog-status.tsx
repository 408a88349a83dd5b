import { CircleAlert, LoaderCircle, X } from "~/components/site/icons";
import { TOAST_DURATION_MS } from "~/lib/ui/toast-store";
import { BLOG_MESSAGES } from "~/lib/blog/messages";
import { ENHANCE, flag } from "~/lib/site/enhance-attributes";

/**
 * 'Loading posts...' or 'Loading post...' while the browser fetches the next blog page after a
 * click or a search (app/enhance/blog-status.ts fills it in).
 */
export function BlogNavigationStatus() {
  return (
    <div
      role="status"
      aria-live="polite"
      {...{ [ENHANCE.navigationStatus]: "", "data-loading-post": BLOG_MESSAGES.loadingPost, "data-loading-posts": BLOG_MESSAGES.loadingPosts }}
      className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center"
    >
      <span hidden className="inline-flex items-center gap-2 rounded-full bg-brand-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
        <LoaderCircle aria-hidden className="size-4 animate-spin" /> <span data-status-text="" />
      </span>
    </div>
  );
}

/**
 * When the server could not read the database: the destructive 'Using cached blog posts' toast (shown by the
 * enhancement script for five seconds), and the same notice in the page so it is seen without
 * JavaScript too.
 */
export function FallbackNotice({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <>
      <div
        className="mx-auto mt-6 flex max-w-6xl items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900"
        data-testid="fallback-notice"
      >
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{BLOG_MESSAGES.cachedTitle}</p>
          <p className="text-sm">{BLOG_MESSAGES.cachedDescription}</p>
        </div>
      </div>
      <div
        role="alert"
        hidden
        {...{ [ENHANCE.toast]: String(TOAST_DURATION_MS) }}
        className="fixed right-4 bottom-4 z-[200] flex w-[calc(100%-2rem)] items-start gap-3 rounded-lg border border-red-800 bg-red-700 p-4 text-white shadow-lg sm:max-w-[420px]"
      >
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="grid flex-1 gap-1">
          <p className="text-sm font-semibold">{BLOG_MESSAGES.cachedTitle}</p>
          <p className="text-sm opacity-90">{BLOG_MESSAGES.cachedDescription}</p>
        </div>
        <button type="button" {...flag(ENHANCE.toastClose)} aria-label="Dismiss notification" className="rounded p-1 opacity-80 hover:opacity-100">
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </>
  );
}
