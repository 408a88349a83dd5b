import { CircleAlert, LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { toast } from "~/components/ui/toaster";
import { BLOG_MESSAGES } from "~/lib/blog/messages";

const isPostPath = (pathname: string) => /^\/(newsletter|blog)\/[^/]+\/?$/.test(pathname);
const isListPath = (pathname: string) => /^\/(newsletter|blog)\/?$/.test(pathname);

/** 'Loading posts...' or 'Loading post...' while a client-side navigation to the blog waits. */
export function BlogNavigationStatus() {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const message = target === null ? null : isPostPath(target) ? BLOG_MESSAGES.loadingPost : isListPath(target) ? BLOG_MESSAGES.loadingPosts : null;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center">
      {message ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-brand-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
          <LoaderCircle aria-hidden className="size-4 animate-spin" /> {message}
        </span>
      ) : null}
    </div>
  );
}

/**
 * When the server could not read the database: the spec's destructive toast in the browser, and
 * the same notice in the page so it is seen without JavaScript too.
 */
export function FallbackNotice({ active }: { active: boolean }) {
  useEffect(() => {
    if (active) toast({ title: BLOG_MESSAGES.cachedTitle, description: BLOG_MESSAGES.cachedDescription, variant: "destructive" });
  }, [active]);
  if (!active) return null;
  return (
    <div className="mx-auto mt-6 flex max-w-6xl items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900" data-testid="fallback-notice">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{BLOG_MESSAGES.cachedTitle}</p>
        <p className="text-sm">{BLOG_MESSAGES.cachedDescription}</p>
      </div>
    </div>
  );
}
