import { data, useLocation } from "react-router";
import { PageLink } from "~/components/site/page-link";
import { HeroBackdrop } from "~/components/site/page-hero";
import { Button } from "~/components/ui/button";
import {
  NOT_FOUND_BLOG_LINK,
  NOT_FOUND_CODE,
  NOT_FOUND_HEADING,
  NOT_FOUND_HOME_LINK,
  notFoundRedirectHref,
  notFoundRedirectMessage,
  notFoundTarget,
  REDIRECT_DELAY_MS,
} from "~/content/not-found";
import { NOT_FOUND_META } from "~/content/seo";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { resolvePageMeta } from "~/services/site";
import { identityFromMatches } from "~/lib/identity/root-data";
import { pageMeta } from "~/lib/seo/seo";
import type { Route } from "./+types/not-found";

export function loader({ context }: Route.LoaderArgs) {
  return data({ meta: resolvePageMeta(context.config.identity, "/404", NOT_FOUND_META) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    identity: identityFromMatches(matches),
    title: data?.meta.title,
    description: data?.meta.description ?? "",
    path: location.pathname,
    noindex: true,
  });

export default function NotFound() {
  const { pathname } = useLocation();
  const target = notFoundTarget(pathname);
  // The enhancement script (app/enhance/redirect.ts) follows these after the delay.
  const redirect = { [ENHANCE.redirectTo]: notFoundRedirectHref(target), [ENHANCE.redirectAfter]: String(REDIRECT_DELAY_MS) };
  return (
    <main id="main" {...redirect} className="relative isolate flex min-h-[70vh] overflow-hidden items-center bg-brand-900 pt-28 pb-20 text-white">
      <HeroBackdrop />
      <div className="mx-auto max-w-2xl px-4 text-center">
        <p className="text-7xl font-bold tracking-tight text-emerald-300 sm:text-8xl">{NOT_FOUND_CODE}</p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{NOT_FOUND_HEADING}</h1>
        <p className="mt-4 text-lg text-slate-200" role="status">
          {notFoundRedirectMessage(target)}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-brand-900 hover:bg-brand-50">
            <PageLink to={NOT_FOUND_HOME_LINK.href}>{NOT_FOUND_HOME_LINK.label}</PageLink>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white/10">
            <PageLink to={NOT_FOUND_BLOG_LINK.href}>{NOT_FOUND_BLOG_LINK.label}</PageLink>
          </Button>
        </div>
      </div>
    </main>
  );
}
