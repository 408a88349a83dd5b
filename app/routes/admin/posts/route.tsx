import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { Outlet } from "react-router";
import { PostsPanel } from "./posts-panel";
import { can } from "~/lib/auth/permissions";
import { parsePage } from "~/lib/core/page-number";
import { listAdminPosts } from "~/services/blog/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleListAction } from "./posts.server";
import type { Route } from "./+types/route";

/** Every account reads the list; only blog:manage changes it (checked again in the blog service). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const list = await loadOrUnavailable(context, () => listAdminPosts(context.database.db, parsePage(new URL(request.url).searchParams.get("page"))));
  return { ...list, canManage: can(user.userType, "blog:manage") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  return handleListAction(request, context, user);
}

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  return <PostsPanel {...loaderData} form={<Outlet />} />;
}
