import { CircleUser, LogOut, ShieldCheck } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Form, NavLink, href, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { ActionResult } from "~/lib/admin/action-result";
import { useIdentity } from "~/lib/identity/root-data";
import type { SecurityAlerts } from "~/lib/security/security-alerts";
import type { UserType } from "~/lib/users/user-types";
import { ACKNOWLEDGE_ALERTS_FETCHER_KEY } from "./acknowledge-alerts-key";
import { TabBar } from "./tab-bar";
import { useActionToast } from "./use-action-toast";
import { TOASTER_ROOM } from "~/lib/ui/toaster-room";

type Props = {
  /** Null only while the database is down and no earlier frame named the account. */
  user: { username: string; userType: UserType } | null;
  /** `badge`: a count waiting on that tab (new leads), shown beside its label. */
  tabs: Array<{ id: string; label: string; path: string; badge?: number }>;
  alerts: SecurityAlerts;
  /** A database failure the dashboard's loader detected: title and what could not load. */
  databaseError?: { title: string; message: string } | null;
  /** What the tabs tell across the whole admin area (the failed scheduled backup or publishing run), under the alert banners. */
  notices?: ReactNode;
  children: ReactNode;
};

// Shown only while the server's checks report something (or the database fails): the code loads then, not with every page
// (issue 43). The server renders it in place (the admin's render waits for all); hydration keeps
// that HTML until the code is there.
const SecurityAlertBanner = lazy(() => import("./security-alert-banner").then((module) => ({ default: module.SecurityAlertBanner })));

const DatabaseErrorBanner = lazy(() => import("./database-error-banner").then((module) => ({ default: module.DatabaseErrorBanner })));

const headerButton =
  "inline-flex h-9 items-center gap-2 rounded-md border border-white/30 px-3 text-sm font-semibold whitespace-nowrap hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white";

/** The admin area's own frame: top bar with the account and logout, the tabs, the alert banners. */
export function AdminShell({ user, tabs, alerts, databaseError, notices, children }: Props) {
  const identity = useIdentity();
  // The banner unmounts once its alerts are acknowledged: the frame, which stays, says so.
  useActionToast(useFetcher<ActionResult>({ key: ACKNOWLEDGE_ALERTS_FETCHER_KEY }));
  return (
    // Room at the end for the toasts while they show at the bottom (the Toaster sets it): the last rows can be scrolled clear of them.
    <div className="min-h-dvh bg-slate-100" style={{ paddingBottom: `var(${TOASTER_ROOM})` }}>
      <header className="bg-brand-900 text-white">
        {/* On phones the account's buttons move under the firm's name rather than cutting it off. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <ShieldCheck aria-hidden className="size-6 shrink-0 text-emerald-300" />
            <div className="min-w-0">
              <p className="text-sm font-semibold">{identity.siteName}</p>
              <p className="text-xs text-brand-100">Admin dashboard</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {user ? (
              <>
                <p className="hidden text-sm whitespace-nowrap lg:block">
                  Signed in as <strong className="font-semibold">{user.username}</strong>
                </p>
                <Badge tone="accent" className="capitalize">
                  {user.userType}
                </Badge>
              </>
            ) : null}
            <NavLink to={href("/svcs/admin-dashboard/account")} aria-label="Account" className={`${headerButton} aria-[current=page]:bg-white/15`}>
              <CircleUser aria-hidden className="size-4" />
              <span className="max-sm:hidden">Account</span>
            </NavLink>
            <Form method="post" action={href("/svcs/logout")}>
              <button type="submit" className={headerButton}>
                <LogOut aria-hidden className="size-4" />
                Log out
              </button>
            </Form>
          </div>
        </div>
        {tabs.length > 0 ? <TabBar tabs={tabs} /> : null}
      </header>
      <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
        <h1 className="sr-only">Admin dashboard</h1>
        {databaseError ? (
          <Suspense fallback={null}>
            <DatabaseErrorBanner {...databaseError} />
          </Suspense>
        ) : null}
        {alerts.violations.length || alerts.siteWide.length ? (
          <Suspense fallback={null}>
            <SecurityAlertBanner alerts={alerts} />
          </Suspense>
        ) : null}
        {notices}
        {children}
      </main>
    </div>
  );
}
