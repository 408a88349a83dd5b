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
import { PreviewNotice } from "~/components/site/preview-notice";

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
    <PreviewNotice>
      <p>Preview ({POST_STATUS_LABELS[status]}): only signed-in staff can see this page.</p>
      <a href={href("/svcs/admin-dashboard/posts/:postId/edit", { postId: post.id })} className="font-semibold text-white underline">
        Back to the editor
      </a>
    </PreviewNotice>
  );
  return <PostPageView post={post} related={related} usedFallback={false} notice={notice} />;
}
