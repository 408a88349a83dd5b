import { UsersPanel } from "~/components/admin/users/users-panel";
import { requireAdmin } from "./guard.server";
import { handleUserAction } from "~/routes/admin/users.server";
import { listUsers } from "~/services/users";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdmin(request, context, "users:manage");
  const users = await listUsers(context.database.db);
  return {
    currentUserId: actor.userId,
    users: users.map((user) => ({ ...user, createdAt: user.createdAt.toISOString(), lastLogin: user.lastLogin?.toISOString() ?? null })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdmin(request, context, "users:manage");
  return handleUserAction(request, context, actor);
}

export default function ManageUsers({ loaderData }: Route.ComponentProps) {
  return <UsersPanel users={loaderData.users} currentUserId={loaderData.currentUserId} />;
}
