import { useEffect } from "react";
import { Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { toast } from "~/components/ui/toaster";
import { adminHeaders } from "~/lib/admin-headers";
import { ADMIN_PATHS } from "~/lib/admin-paths";
import { landingPath, tabsFor } from "~/lib/admin-tabs";
import { LOGIN_TEXT } from "~/lib/login-text";
import { identityFromMatches } from "~/lib/root-data";
import { requireAdmin } from "~/services/auth.server";
import { securityAlertsFor } from "~/services/security-events.server";
import { takeWelcome } from "~/services/sessions.server";
import type { Route } from "./+types/dashboard";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const identity = identityFromMatches(matches);
  return [{ title: `Admin Dashboard | ${identity?.siteName ?? ""}` }, { name: "robots", content: "noindex, nofollow" }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const db = context.database.db;
  const now = new Date();
  // The index redirects to the first tab; the welcome toast waits for the page that stays.
  const redirecting = new URL(request.url).pathname === ADMIN_PATHS.dashboard && landingPath(user.userType) !== null;
  const welcome = redirecting ? false : await takeWelcome(db, user.sessionId);
  return {
    user: { username: user.username, userType: user.userType },
    tabs: tabsFor(user.userType).map(({ id, label, path }) => ({ id, label, path })),
    welcome,
    alerts: await securityAlertsFor(db, user.username, now),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { welcome } = loaderData;
  useEffect(() => {
    if (welcome) toast({ ...LOGIN_TEXT.welcome, variant: "success" });
  }, [welcome]);
  return (
    <AdminShell user={loaderData.user} tabs={loaderData.tabs} alerts={loaderData.alerts}>
      <Outlet />
    </AdminShell>
  );
}
