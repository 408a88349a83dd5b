import { data } from "react-router";
import { PostPageView } from "~/components/blog/post-page-view";
import { NotFoundPage } from "~/components/site/not-found-page";
import { formatDateTime } from "~/lib/core/dates";
import { identityFromMatches } from "~/lib/identity/root-data";
import { PREVIEW_RESPONSE_HEADERS } from "~/lib/publishing/preview-headers";
import { pageMeta } from "~/lib/seo/seo";
import { openPreviewLink, previewPageOf } from "~/services/publishing";
import { notFoundPage } from "./not-found.server";
import type { Route } from "./+types/preview-link";
import { PreviewNotice } from "~/components/site/preview-notice";

/**
 * A draft shown to someone without an account through a preview link (/p/<token>). An unknown,
 * expired or revoked token, or a document that is gone, answers the not-found page with 404 and
 * the same headers, so a guess learns nothing.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const db = context.database.db;
  const link = await openPreviewLink(db, params.token ?? "");
  const page = link ? await previewPageOf(db, link) : null;
  if (!link || !page) return data({ found: false as const, ...(await notFoundPage(request, context)) }, { status: 404, headers: PREVIEW_RESPONSE_HEADERS });
  return data({ found: true as const, page, expiresAt: link.expiresAt.toISOString() }, { headers: PREVIEW_RESPONSE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PREVIEW_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    identity: identityFromMatches(matches),
    title: data?.found ? `Preview: ${data.page.kind === "post" ? data.page.post.title : data.page.label}` : data?.meta.title,
    description: "",
    path: location.pathname,
    noindex: true,
  });

/** Says it is a preview, and until when the link works. */
function PreviewBanner({ expiresAt, pinned }: { expiresAt: string; pinned: boolean }) {
  return (
    <PreviewNotice>
      <p>
        <strong>Preview, not published.</strong> {pinned ? "This is the version the link was made for." : "This shows the latest draft."} The link stops working
        on {formatDateTime(new Date(expiresAt))} UTC.
      </p>
    </PreviewNotice>
  );
}

export default function PreviewLinkPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFoundPage content={loaderData.notFound} />;
  const { page, expiresAt } = loaderData;
  const banner = <PreviewBanner expiresAt={expiresAt} pinned={page.pinnedVersion !== null} />;
  if (page.kind === "post") return <PostPageView post={page.post} related={page.related} usedFallback={false} notice={banner} />;
  return (
    <main id="main">
      {banner}
      <section className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-sm text-slate-700">{page.typeLabel}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{page.label}</h1>
        <p className="mt-2 text-sm text-slate-700">Shown on: {page.pages.join(", ")}</p>
        <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
          {page.values.map((value, index) => (
            <div key={index} className="grid gap-1 py-2 sm:grid-cols-[16rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold text-slate-800">{value.label}</dt>
              <dd className="text-sm break-words whitespace-pre-line text-slate-900">{value.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}
