import { Outlet } from "react-router";
import { AnalyticsTag } from "~/components/site/analytics-tag";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { PrefetchRules } from "~/components/site/prefetch-rules";
import { HTML_ONLY_HANDLE } from "~/lib/ui/hydration";
import { listFooterFeaturedPosts } from "~/services/blog";
import type { Route } from "./+types/layout";

// Every public page is sent as HTML only: no React in the browser, one enhancement script.
export const handle = HTML_ONLY_HANDLE;

export async function loader({ context }: Route.LoaderArgs) {
  let featured: { id: string; title: string }[] = [];
  try {
    featured = await listFooterFeaturedPosts(context.database.db);
  } catch (error) {
    // The footer must not take a page down with it; it then shows its empty sentence.
    context.log.error({ err: error }, "loading footer featured posts failed");
  }
  return { featured, year: new Date().getFullYear() };
}

/** Header and footer around every public page, the optional analytics tag and link prefetching. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Header />
      <Outlet />
      <Footer featured={loaderData.featured} year={loaderData.year} />
      <AnalyticsTag />
      <PrefetchRules />
    </>
  );
}
