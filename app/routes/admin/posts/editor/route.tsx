import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { data } from "react-router";
import { PostForm } from "./post-form";
import { NEW_POST_DRAFT_KEY } from "~/lib/blog/autosave";
import { newPostFormValues, postFormValuesOf } from "~/lib/blog/post-form-values";
import { siteToday, todayIsoDate } from "~/lib/core/dates";
import { hsaFiguresContent } from "~/content/hsa-figures";
import { confirmedFiguresWarnings, publishedContent } from "~/services/site-content";
import { getAutosave, getEditablePost } from "~/services/blog/index";
import { listMedia } from "~/services/media/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handlePendingChanges, handleSave, postIdOf } from "../posts.server";
import { LifecyclePanel } from "~/routes/admin/+shared/lifecycle-panel";
import { lifecyclePanelData } from "~/routes/admin/+shared/lifecycle.server";
import type { Route } from "./+types/route";

function notFound(): never {
  throw data("Post not found", { status: 404 });
}

/** The post form, for a new post (/posts/new) or an existing one (/posts/:postId/edit), with the user's unsaved work if any. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  return loadOrUnavailable(context, async () => {
    const db = context.database.db;
    const library = await listMedia(db, user);
    // The figures check compares the text with the published HSA figures, as the public pages show them.
    const figures = { years: (await publishedContent(db, hsaFiguresContent, undefined, context.log)).value.years, today: siteToday() };
    if (!params.postId) {
      return {
        userId: user.userId,
        post: null,
        initial: newPostFormValues(todayIsoDate()),
        autosave: await getAutosave(db, user.userId, NEW_POST_DRAFT_KEY),
        library,
        figures,
        lifecycle: null,
      };
    }
    const id = postIdOf(params.postId);
    const post = id ? await getEditablePost(db, id) : null;
    if (!post) notFound();
    const initial = postFormValuesOf(post);
    const confirmed = (await confirmedFiguresWarnings(db, { subjectType: "post", subjectId: post.id })).get(`post:${post.id}`);
    return {
      userId: user.userId,
      post: {
        id: post.id,
        slug: post.slug,
        version: post.version,
        status: post.status,
        publishAt: post.publishAt,
        hasPendingChanges: post.hasPendingChanges ?? false,
        pendingPublishAt: post.pendingPublishAt ?? null,
      },
      initial,
      autosave: await getAutosave(db, user.userId, post.id),
      library,
      figures: { ...figures, confirmed: [...(confirmed ?? [])] },
      lifecycle: await lifecyclePanelData(db, user, "post", post.id),
    };
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  if (!params.postId) return handleSave(request, context, user, null);
  const id = postIdOf(params.postId);
  if (!id) notFound();
  // The notice of unpublished changes posts its own intents here; the form's save names none.
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "publish-changes" || intent === "discard-changes") return handlePendingChanges(request, context, user, id);
  return handleSave(request, context, user, id);
}

export default function PostEditor({ loaderData }: Route.ComponentProps) {
  const { post, initial, autosave, userId } = loaderData;
  // Keyed by post: opening another post starts a fresh form and panel. The two keys differ: siblings
  // sharing a key are not told apart, and the form of the post left behind stayed on screen.
  return (
    <>
      <PostForm
        key={`form-${post?.id ?? "new"}`}
        post={post}
        initial={initial}
        autosave={autosave}
        userId={userId}
        library={loaderData.library}
        figures={loaderData.figures}
      />
      {loaderData.lifecycle ? <LifecyclePanel key={`lifecycle-${post?.id}`} data={loaderData.lifecycle} /> : null}
    </>
  );
}
