import { useEffect } from "react";
import { Outlet, useRouteError, useRouteLoaderData, href } from "react-router";
import { AdminPageError } from "~/components/admin/admin-page-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { toast } from "~/components/ui/toaster";
import { adminHeaders } from "~/lib/admin/admin-headers";
import { tabsFor } from "~/routes/admin/admin-tabs";
import { BackupFailureNotice } from "~/routes/admin/backups/backup-failure-notice";
import { LOGIN_TEXT } from "~/routes/admin/sign-in/login-text";
import { can } from "~/lib/auth/permissions";
import { identityFromMatches } from "~/lib/identity/root-data";
import { takeWelcome } from "~/services/auth/index";
import { scheduledBackupFailure } from "~/services/backups/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { loginHistoryReadable, securityAlertsFor } from "~/services/security/index";
import { countNewLeads } from "~/services/leads/index";
import { LOGIN_HISTORY_DATABASE_ERROR } from "~/lib/security/login-history";
import type { Route } from "./+types/layout";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const identity = identityFromMatches(matches);
  return [{ title: `Admin Dashboard | ${identity?.siteName ?? ""}` }, { name: "robots", content: "noindex, nofollow" }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // The account page stays open to an account that must still enrol in two-factor.
  const enrolling = new URL(request.url).pathname === href("/svcs/admin-dashboard/account");
  const user = await requireAdmin(request, context, "dashboard:view", { enrolling, frame: true });
  const db = context.database.db;
  const now = new Date();
  const mustEnrol = user.twoFactor.required && !user.twoFactor.enabled;
  const welcome = await loadOrUnavailable(context, () => takeWelcome(db, user.sessionId));
  // New leads wait for an answer: their count rides on the Leads tab wherever staff are.
  const newLeads = can(user.userType, "leads:manage") ? await countNewLeads(db).catch(() => 0) : 0;
  return {
    user: { username: user.username, userType: user.userType },
    // An account that must still enrol sees no tabs: each would send it back to its account page.
    tabs: mustEnrol
      ? []
      : tabsFor(user.userType).map(({ id, label, path }) => ({ id, label, path, ...(id === "leads" && newLeads ? { badge: newLeads } : {}) })),
    welcome,
    alerts: await loadOrUnavailable(context, () => securityAlertsFor(db, user.username, now, { siteWide: can(user.userType, "security:manage") })),
    // The connection test reads the login history; a failure is told above every tab.
    databaseError: (await loginHistoryReadable(db)) ? null : LOGIN_HISTORY_DATABASE_ERROR,
    backupFailure: can(user.userType, "backups:manage") ? await scheduledBackupFailure(context, user.actor, now).catch(() => null) : null,
  };
}

/** The tabs' notices across the admin area: the failed scheduled backup, for admins, until a later backup succeeds. */
function notices(backupFailure: { at: string; error: string } | null) {
  return backupFailure ? <BackupFailureNotice {...backupFailure} /> : null;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { welcome } = loaderData;
  useEffect(() => {
    if (welcome) toast({ ...LOGIN_TEXT.welcome, variant: "success" });
  }, [welcome]);
  return (
    <AdminShell
      user={loaderData.user}
      tabs={loaderData.tabs}
      alerts={loaderData.alerts}
      databaseError={loaderData.databaseError}
      notices={notices(loaderData.backupFailure)}
    >
      <Outlet />
    </AdminShell>
  );
}

/** Errors of a tab stay inside the admin frame (and keep the admin headers: no-store, noindex). */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("routes/admin/dashboard/layout");
  const message = <AdminPageError error={error} />;
  if (!shell)
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-16">
        {message}
      </main>
    );
  return (
    <AdminShell user={shell.user} tabs={shell.tabs} alerts={shell.alerts} databaseError={shell.databaseError} notices={notices(shell.backupFailure)}>
      {message}
    </AdminShell>
  );
}
