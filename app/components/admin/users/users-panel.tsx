import { useFetcher } from "react-router";
import { Card } from "~/components/ui/card";
import type { UserActionResult } from "~/lib/users/user-admin-text";
import { DataTable } from "../data-table";
import { PanelHeader } from "../panel-header";
import { useActionToast } from "../use-action-toast";
import { CreateUserDialog } from "./create-user-dialog";
import { DELETE_FETCHER_KEY } from "./delete-user-dialog";
import { UserRow, type UserRowData } from "./user-row";

const COLUMNS = ["Username", "Email", "Type", "Status", "Created", "Last Login", "Actions"];

export function UsersPanel({ users, currentUserId }: { users: UserRowData[]; currentUserId: string }) {
  useActionToast(useFetcher<UserActionResult>({ key: DELETE_FETCHER_KEY }));
  return (
    <Card>
      <PanelHeader title={`Manage Users (${users.length})`} description="Accounts that can sign in to this dashboard." action={<CreateUserDialog />} />
      <DataTable caption="Admin users" columns={COLUMNS}>
        {users.map((user) => (
          <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
        ))}
      </DataTable>
    </Card>
  );
}
