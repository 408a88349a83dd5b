import { Link, Outlet, useLocation } from "react-router";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { PreviewNotice } from "~/components/site/preview-notice";
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

/** The site's own header and footer around a public page shown with the saved drafts, and a notice saying so at the top. */
export default function PreviewLayout({ loaderData }: Route.ComponentProps) {
  const publicPath = publicPathOf(useLocation().pathname);
  return (
    <>
      <Header />
      <PreviewNotice>
        <p>Preview with the saved drafts: only signed-in staff can see this page.</p>
        <Link to={publicPath} className="font-semibold text-white underline">
          See the published page
        </Link>
      </PreviewNotice>
      <Outlet />
      <Footer featured={loaderData.featured} year={loaderData.year} content={loaderData.footer} newsletter={loaderData.newsletterSignup.texts} />
    </>
  );
}
