import { data } from "react-router";
import { PostForm, type PostFormValues } from "~/components/admin/posts/post-form";
import { todayIsoDate } from "~/lib/core/dates";
import { getEditablePost } from "~/services/blog";
import { listMedia } from "~/services/media";
import { requireAdmin } from "./guard.server";
import { handleSave, postIdOf } from "./posts.server";
import type { Route } from "./+types/post-editor";

/** A new post starts as the spec says: type news, category Industry Trends, dated today. */
function newPostValues(): PostFormValues {
  return { title: "", date: todayIsoDate(), type: "news", category: "Industry Trends", image: "", featured: false, excerpt: "", tags: [], content: "" };
}

function notFound(): never {
  throw data("Post not found", { status: 404 });
}

/** The post form, for a new post (/posts/new) or an existing one (/posts/:postId/edit). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  const library = await listMedia(context.database.db, user);
  if (!params.postId) return { post: null, initial: newPostValues(), library };
  const id = postIdOf(params.postId);
  const post = id ? await getEditablePost(context.database.db, id) : null;
  if (!post) notFound();
  return {
    post: { id: post.id, version: post.version, status: post.status, publishAt: post.publishAt },
    initial: {
      title: post.title,
      date: post.date,
      type: post.type,
      category: post.category,
      image: post.image ?? "",
      featured: post.featured,
      excerpt: post.excerpt,
      tags: post.tags,
      content: post.content,
    },
    library,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  if (!params.postId) return handleSave(request, context, user, null);
  const id = postIdOf(params.postId);
  if (!id) notFound();
  return handleSave(request, context, user, id);
}

export default function PostEditor({ loaderData }: Route.ComponentProps) {
  // Keyed by post: opening another post starts a fresh form.
  return <PostForm key={loaderData.post?.id ?? "new"} post={loaderData.post} initial={loaderData.initial} library={loaderData.library} />;
}
