import { lazy, Suspense, useEffect } from "react";
import { data, Outlet, useRouteError, useRouteLoaderData, href } from "react-router";
import { AdminPageError } from "~/components/admin/lazy-admin-page-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { toast } from "~/components/ui/toaster";
import { adminHeaders } from "~/lib/admin/admin-headers";
import { tabsFor } from "~/routes/admin/admin-tabs";
import { WELCOME_TOAST } from "~/routes/admin/sign-in/welcome-text";
import { can } from "~/lib/auth/permissions";
import { identityFromMatches } from "~/lib/identity/root-data";
import { takeWelcome } from "~/services/auth/index";
import { scheduledBackupFailure } from "~/services/backups/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { frameHintCookie, readFrameHint } from "~/routes/admin/session-cookie.server";
import { DATABASE_UNAVAILABLE } from "~/lib/admin/database-unavailable";
import { scheduledPublishingFailure } from "~/services/publishing";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { loginHistoryReadable, securityAlertsFor } from "~/services/security/index";
import { countNewLeads } from "~/services/leads/index";
import { LOGIN_HISTORY_DATABASE_ERROR } from "~/lib/security/login-history";
import { SITE_ALERT_TEXT, type SecurityAlerts } from "~/lib/security/security-alerts";
import type { ActionResult } from "~/lib/admin/action-result";
import { acknowledgeSecurityAlerts } from "~/services/users/index";
import { failure, reply } from "~/routes/admin/action.server";
import { readForm } from "~/routes/read-form.server";
import type { Route } from "./+types/layout";

export const headers = adminHeaders;

// What the frame shows only now and then (a failed run's notice, an outage, an error) loads when
// shown, not with every page (issue 43). The server renders it in place (the admin's render waits
// for all); hydration keeps that HTML until the code is there.
const BackupFailureNotice = lazy(() => import("~/routes/admin/backups/backup-failure-notice").then((module) => ({ default: module.BackupFailureNotice })));
const PublishFailureNotice = lazy(() => import("~/routes/admin/posts/publish-failure-notice").then((module) => ({ default: module.PublishFailureNotice })));
const DatabaseUnavailableNotice = lazy(() =>
  import("~/components/admin/database-unavailable-notice").then((module) => ({ default: module.DatabaseUnavailableNotice })),
);

export const meta: Route.MetaFunction = ({ matches }) => {
  const identity = identityFromMatches(matches);
  return [{ title: `Admin Dashboard | ${identity?.siteName ?? ""}` }, { name: "robots", content: "noindex, nofollow" }];
};

/** No alert, banner or notice: what the frame shows while the database cannot say more. */
function quiet() {
  const alerts: SecurityAlerts = { violations: [], critical: false, siteWide: [] };
  return { alerts, databaseError: null, backupFailure: null, publishFailure: null };
}

/**
 * The frame while the database is down: the header, the tabs and Log out of the account the last
 * frame showed (a signed hint, never trusted for access), around the page's outage notice.
 */
async function outageFrame(request: Request, context: Route.LoaderArgs["context"]) {
  const hint = await readFrameHint(context.config, request);
  return {
    outage: true,
    user: hint,
    tabs: hint ? tabsFor(hint.userType).map(({ id, label, path }) => ({ id, label, path })) : [],
    welcome: false,
    ...quiet(),
  };
}

async function isOutage(thrown: unknown): Promise<boolean> {
  return thrown instanceof Response && thrown.status === DATABASE_UNAVAILABLE.status && (await thrown.clone().text()) === DATABASE_UNAVAILABLE.description;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The account page stays open to an account that must still enrol in two-factor.
  const enrolling = new URL(request.url).pathname === href("/svcs/admin-dashboard/account");
  try {
    const user = await requireAdmin(request, context, "dashboard:view", { enrolling, frame: true });
    const db = context.database.db;
    const now = new Date();
    const mustEnrol = user.twoFactor.required && !user.twoFactor.enabled;
    const welcome = await loadOrUnavailable(context, () => takeWelcome(db, user.sessionId));
    // New leads wait for an answer: their count rides on the Leads tab wherever staff are.
    const newLeads = can(user.userType, "leads:manage") ? await countNewLeads(db).catch(() => 0) : 0;
    const frame = {
      outage: false,
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
      publishFailure: can(user.userType, "blog:manage") ? await scheduledPublishingFailure(db, now).catch(() => null) : null,
    };
    const remember = await frameHintCookie(context.config, request, frame.user);
    return data(frame, { headers: remember ? { "Set-Cookie": remember } : {} });
  } catch (thrown) {
    if (await isOutage(thrown)) return data(await outageFrame(request, context), { status: DATABASE_UNAVAILABLE.status });
    throw thrown;
  }
}

/** The Security Alert banner's Acknowledge button: every account may acknowledge its own alerts. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "dashboard:view", { enrolling: true });
  const form = await readForm(request, context);
  const intent = "acknowledge-alerts";
  if (form.get("intent") !== intent) return reply<ActionResult>({ intent: "unknown", ok: false, toast: SITE_ALERT_TEXT.acknowledgeFailed });
  try {
    await acknowledgeSecurityAlerts(context.database.db, user.actor, new Date());
    return reply<ActionResult>({ intent, ok: true, toast: SITE_ALERT_TEXT.acknowledged });
  } catch (error) {
    return failure<ActionResult>(context, error, { intent, fallback: SITE_ALERT_TEXT.acknowledgeFailed });
  }
}

type FrameNotices = { backupFailure: { at: string; error: string } | null; publishFailure: { at: string } | null };

/** The tabs' notices across the admin area: the failed scheduled backup (admins) or publishing run (those who manage posts), until a later run succeeds. */
function notices({ backupFailure, publishFailure }: FrameNotices) {
  if (!backupFailure && !publishFailure) return null;
  return (
    <Suspense fallback={null}>
      {backupFailure ? <BackupFailureNotice {...backupFailure} /> : null}
      {publishFailure ? <PublishFailureNotice {...publishFailure} /> : null}
    </Suspense>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { welcome } = loaderData;
  useEffect(() => {
    if (welcome) toast({ ...WELCOME_TOAST, variant: "success" });
  }, [welcome]);
  return (
    <AdminShell user={loaderData.user} tabs={loaderData.tabs} alerts={loaderData.alerts} databaseError={loaderData.databaseError} notices={notices(loaderData)}>
      {loaderData.outage ? (
        <Suspense fallback={null}>
          <DatabaseUnavailableNotice />
        </Suspense>
      ) : (
        <Outlet />
      )}
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
    <AdminShell user={shell.user} tabs={shell.tabs} alerts={shell.alerts} databaseError={shell.databaseError} notices={notices(shell)}>
      {message}
    </AdminShell>
  );
}
