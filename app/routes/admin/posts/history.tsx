import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { data } from "react-router";
import { PostHistory } from "./history-panel";
import { getEditablePost, listRevisions, revisionChanges } from "~/services/blog/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleRestore, postIdOf } from "./posts.server";
import type { Route } from "./+types/history";

function notFound(): never {
  throw data("Post not found", { status: 404 });
}

/** A post's revisions (who, when, why), what the chosen one changed, and a restore button for each. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, "blog:manage");
  return loadOrUnavailable(context, async () => {
    const db = context.database.db;
    const id = postIdOf(params.postId);
    const post = id ? await getEditablePost(db, id) : null;
    if (!post) notFound();
    const revisions = await listRevisions(db, post.id);
    const asked = postIdOf(new URL(request.url).searchParams.get("revision"));
    const selected = revisions.find((revision) => revision.id === asked) ?? revisions[0] ?? null;
    const changes = selected ? await revisionChanges(db, post.id, selected.id) : null;
    return { post: { id: post.id, title: post.title, version: post.version }, revisions, selectedId: selected?.id ?? null, changes };
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  const id = postIdOf(params.postId);
  if (!id) notFound();
  return handleRestore(request, context, user, id);
}

export default function PostHistoryRoute({ loaderData }: Route.ComponentProps) {
  return <PostHistory {...loaderData} />;
}
