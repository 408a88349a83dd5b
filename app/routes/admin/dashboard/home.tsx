import { redirect } from "react-router";
import { Card } from "~/components/ui/card";
import { landingPath } from "~/routes/admin/admin-tabs";
import { requireAdmin } from "~/routes/admin/guard.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const landing = landingPath(user.userType);
  if (landing) throw redirect(landing);
  return { username: user.username, userType: user.userType };
}

/** Accounts whose role opens no tab (user type "user") see their account overview. */
export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold text-slate-900">Welcome, {loaderData.username}</h2>
      <p className="mt-2 text-slate-700">
        Your account type is <strong>{loaderData.userType}</strong>, which can view this dashboard. Ask an administrator if you need to manage users or content.
      </p>
    </Card>
  );
}
