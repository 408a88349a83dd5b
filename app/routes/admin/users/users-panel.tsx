import { useFetcher, useNavigation, href } from "react-router";
import { Card } from "~/components/ui/card";
import { USER_COLUMNS, USER_TOASTS, type UserActionResult } from "./user-admin-text";
import { DataTable } from "~/components/admin/data-table";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { CreateUserDialog } from "./create-user-dialog";
import { DELETE_FETCHER_KEY } from "./fetcher-keys";
import { useUserListFeedback } from "./use-user-list-feedback";
import { RequireTwoFactorSetting } from "./require-two-factor-setting";
import { UserRow, type UserRowData } from "./user-row";

const COLUMNS = Object.values(USER_COLUMNS);

export function UsersPanel({
  ok,
  users,
  currentUserId,
  requireTwoFactor,
}: {
  ok: boolean;
  users: UserRowData[];
  currentUserId: string;
  requireTwoFactor: boolean;
}) {
  useActionToast(useFetcher<UserActionResult>({ key: DELETE_FETCHER_KEY }));
  useUserListFeedback({ ok, count: users.length });
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === href("/svcs/admin-dashboard/users");
  return (
    <Card>
      <PanelHeader title={`Manage Users (${users.length})`} description="Accounts that can sign in to this dashboard." action={<CreateUserDialog />} />
      {ok ? <RequireTwoFactorSetting required={requireTwoFactor} /> : null}
      <DataTable
        caption="Admin users"
        cardsBelow="lg"
        columns={COLUMNS}
        region={{ label: "Admin users", busy: loading }}
        message={ok ? null : USER_TOASTS.connectionError.description}
      >
        {users.map((user) => (
          <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
        ))}
      </DataTable>
    </Card>
  );
}
