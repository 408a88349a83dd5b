import { Outlet } from "react-router";
import { AnalyticsTag } from "~/components/site/analytics-tag";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { PrefetchRules } from "~/components/site/prefetch-rules";
import { HTML_ONLY_HANDLE } from "~/lib/ui/hydration";
import { siteFrameData } from "./site-frame.server";
import type { Route } from "./+types/layout";

// Every public page is sent as HTML only: no React in the browser, one enhancement script.
export const handle = HTML_ONLY_HANDLE;

export function loader({ request, context }: Route.LoaderArgs) {
  return siteFrameData(request, context);
}

/** Header and footer around every public page, the optional analytics tag and link prefetching. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Header />
      <Outlet />
      <Footer featured={loaderData.featured} year={loaderData.year} content={loaderData.footer} newsletter={loaderData.newsletterSignup.texts} />
      <AnalyticsTag />
      <PrefetchRules />
    </>
  );
}
