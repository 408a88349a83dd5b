import { useLocation } from "react-router";
import { PageLink } from "~/components/site/page-link";
import { HeroBackdrop } from "~/components/site/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { mergeClasses } from "~/lib/ui/merge-classes";
import type { NotFoundContent } from "~/content/not-found";
import { NOT_FOUND_CODE, NOT_FOUND_HREFS, notFoundTarget, REDIRECT_DELAY_MS } from "~/lib/site/not-found-redirect";
import { ENHANCE } from "~/lib/site/enhance-attributes";

/** The 404 page: it sends the visitor home (or, for old newsletter links, to the blog) after a moment. */
export function NotFoundPage({ content }: { content: NotFoundContent["page"] }) {
  const { pathname } = useLocation();
  const target = notFoundTarget(pathname);
  // The enhancement script (app/enhance/redirect.ts) follows these after the delay.
  const redirect = { [ENHANCE.redirectTo]: NOT_FOUND_HREFS[target], [ENHANCE.redirectAfter]: String(REDIRECT_DELAY_MS) };
  return (
    <main id="main" {...redirect} className="relative isolate flex min-h-[70vh] overflow-hidden items-center bg-brand-900 pt-28 pb-20 text-white">
      <HeroBackdrop />
      <div className="mx-auto max-w-2xl px-4 text-center">
        <p className="text-7xl font-bold tracking-tight text-emerald-300 sm:text-8xl">{NOT_FOUND_CODE}</p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{content.heading}</h1>
        <p className="mt-4 text-lg text-slate-200" role="status">
          {target === "blog" ? content.redirectingBlog : content.redirectingHome}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <PageLink to={NOT_FOUND_HREFS.home} className={mergeClasses(buttonVariants({ size: "lg" }), "bg-white text-brand-900 hover:bg-brand-50")}>
            {content.homeButton}
          </PageLink>
          <PageLink
            to={NOT_FOUND_HREFS.blog}
            className={mergeClasses(buttonVariants({ size: "lg", variant: "outline" }), "border-white bg-transparent text-white hover:bg-white/10")}
          >
            {content.blogButton}
          </PageLink>
        </div>
      </div>
    </main>
  );
}
