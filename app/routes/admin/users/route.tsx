import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { UsersPanel } from "./users-panel";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleUserAction } from "./users.server";
import { accountsWithTwoFactor, isTwoFactorRequired } from "~/services/two-factor/index";
import { listUsers } from "~/services/users/index";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "users:manage");
  const db = context.database.db;
  const read = async () => {
    const users = await listUsers(db);
    const withTwoFactor = await accountsWithTwoFactor(db);
    return {
      requireTwoFactor: await isTwoFactorRequired(db),
      users: users.map((account) => ({
        ...account,
        twoFactor: withTwoFactor.has(account.id),
        createdAt: account.createdAt.toISOString(),
        lastLogin: account.lastLogin?.toISOString() ?? null,
      })),
    };
  };
  return {
    currentUserId: user.userId,
    ...(await loadOrUnavailable(context, read, { label: "user list", fallback: { requireTwoFactor: false, users: [] } })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "users:manage");
  return handleUserAction(request, context, user);
}

export default function ManageUsers({ loaderData }: Route.ComponentProps) {
  return <UsersPanel ok={loaderData.ok} users={loaderData.users} currentUserId={loaderData.currentUserId} requireTwoFactor={loaderData.requireTwoFactor} />;
}
