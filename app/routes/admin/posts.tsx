import { Outlet } from "react-router";
import { PostsPanel } from "~/components/admin/posts/posts-panel";
import { can } from "~/lib/auth/permissions";
import { listAdminPosts } from "~/services/blog";
import { requireAdmin } from "./guard.server";
import { handleListAction } from "./posts.server";
import type { Route } from "./+types/posts";

/** Every account reads the list; only blog:manage changes it (checked again in the blog service). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const posts = await listAdminPosts(context.database.db);
  return { posts, canManage: can(user.userType, "blog:manage") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  return handleListAction(request, context, user);
}

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  return <PostsPanel posts={loaderData.posts} canManage={loaderData.canManage} form={<Outlet />} />;
}
