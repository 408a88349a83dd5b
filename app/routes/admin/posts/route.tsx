import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { PostsPanel } from "./posts-panel";
import { can } from "~/lib/auth/permissions";
import { parseAdminListQuery } from "~/lib/blog/admin-list-query";
import { countTrashedPosts, listAdminPosts, listPostAuthors } from "~/services/blog/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleListAction } from "./posts.server";
import type { Route } from "./+types/route";

/** Every account reads the list; only blog:manage changes it (checked again in the blog service). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const query = parseAdminListQuery(new URL(request.url).searchParams);
  const db = context.database.db;
  const canManage = can(user.userType, "blog:manage");
  const read = async () => {
    const [list, authors, trashed] = await Promise.all([listAdminPosts(db, query), listPostAuthors(db), canManage ? countTrashedPosts(db) : 0]);
    return { ...list, authors, trashed };
  };
  const keptDays = context.config.RETENTION_TRASH_DAYS;
  return { ...(await loadOrUnavailable(context, read)), query, keptDays, canManage, canReset: can(user.userType, "blog:reset") };
}

/**
 * The list loads again after every action's answer, a refusal too (React Router skips it after a
 * 4xx by default): a post deleted elsewhere answers 404, and its row must not stay.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  return handleListAction(request, context, user);
}

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  return <PostsPanel {...loaderData} form={<Outlet />} />;
}
