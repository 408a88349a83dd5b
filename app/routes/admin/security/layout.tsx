import { Outlet } from "react-router";
import { SecuritySubnav } from "./security-subnav";
import { requireAdmin } from "~/routes/admin/guard.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "security:manage");
  return null;
}

/** The Security tab: its sub-tabs, each a page of its own. */
export default function Security() {
  return (
    <div className="space-y-6">
      <SecuritySubnav />
      <Outlet />
    </div>
  );
}
