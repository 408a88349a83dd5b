import { useFetcher } from "react-router";
import { Card } from "~/components/ui/card";
import type { UserActionResult } from "~/lib/users/user-admin-text";
import { useActionToast } from "../use-action-toast";
import { CreateUserDialog } from "./create-user-dialog";
import { DELETE_FETCHER_KEY } from "./delete-user-dialog";
import { UserRow, type UserRowData } from "./user-row";

const COLUMNS = ["Username", "Email", "Type", "Status", "Created", "Last Login", "Actions"];

export function UsersPanel({ users, currentUserId }: { users: UserRowData[]; currentUserId: string }) {
  useActionToast(useFetcher<UserActionResult>({ key: DELETE_FETCHER_KEY }));
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4 sm:p-5">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Manage Users ({users.length})</h2>
          <p className="text-sm text-slate-600">Accounts that can sign in to this dashboard.</p>
        </div>
        <CreateUserDialog />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Admin users</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2.5 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
