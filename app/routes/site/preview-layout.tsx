import { Link, Outlet, useLocation } from "react-router";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { ADMIN_RESPONSE_HEADERS } from "~/lib/admin/admin-headers";
import { HTML_ONLY_HANDLE } from "~/lib/ui/hydration";
import { requireAdmin } from "../admin/guard.server";
import { siteFrameData } from "./site-frame.server";
import { publicPathOf } from "./preview-paths";
import type { Route } from "./+types/preview-layout";

export const handle = HTML_ONLY_HANDLE;

/** Staff only; never cached (the page cache skips /svcs, and no-store) or indexed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "dashboard:view");
  return siteFrameData(request, context);
}

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

/** The site's own header and footer around a public page shown with the saved drafts, and a notice saying so. */
export default function PreviewLayout({ loaderData }: Route.ComponentProps) {
  const publicPath = publicPathOf(useLocation().pathname);
  return (
    <>
      <Header />
      <Outlet />
      <Footer featured={loaderData.featured} year={loaderData.year} content={loaderData.footer} newsletter={loaderData.newsletterSignup.texts} />
      <div
        role="note"
        className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-slate-900 px-4 py-2 text-sm text-white"
      >
        <span>Preview with the saved drafts: only signed-in staff can see this page.</span>
        <Link to={publicPath} className="font-semibold underline">
          See the published page
        </Link>
      </div>
    </>
  );
}
