import { data, href } from "react-router";
import { PostPageView } from "~/components/blog/post-page-view";
import { ADMIN_RESPONSE_HEADERS } from "~/lib/admin/admin-headers";
import { postPageMeta } from "~/lib/blog/post-page-meta";
import { POST_STATUS_LABELS } from "~/routes/admin/posts/post-admin-text";
import { identityFromMatches } from "~/lib/identity/root-data";
import { getPostPreview } from "~/services/blog";
import { requireAdmin } from "../admin/guard.server";
import { postIdOf } from "~/routes/admin/posts/posts.server";
import type { Route } from "./+types/post-preview";

/**
 * Staff's preview of any post, drafts included, inside the public layout so it looks exactly as the
 * public page will. Signed-in staff only; never cached (the page cache skips /svcs, and no-store) or indexed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, "dashboard:view");
  const id = postIdOf(params.postId);
  const page = id ? await getPostPreview(context.database.db, id) : null;
  if (!page) throw data("Post not found", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  return data(page, { headers: ADMIN_RESPONSE_HEADERS });
}

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = ({ matches, data }) => (data ? postPageMeta(identityFromMatches(matches), data.post, { forceNoindex: true }) : []);

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post, related, status } = loaderData;
  const notice = (
    <div
      role="note"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-slate-900 px-4 py-2 text-sm text-white"
    >
      <span>Preview ({POST_STATUS_LABELS[status]}): only signed-in staff can see this page.</span>
      <a href={href("/svcs/admin-dashboard/posts/:postId/edit", { postId: post.id })} className="font-semibold underline">
        Back to the editor
      </a>
    </div>
  );
  return <PostPageView post={post} related={related} usedFallback={false} notice={notice} />;
}
