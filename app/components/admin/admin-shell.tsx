import { CircleUser, LogOut, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Form, NavLink, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/ui/cn";
import { useIdentity } from "~/lib/identity/root-data";
import type { SecurityAlerts } from "~/lib/security/security-alerts";
import type { UserType } from "~/lib/users/user-types";
import { DatabaseErrorBanner } from "./database-error-banner";
import { SecurityAlertBanner } from "./security-alert-banner";

type Props = {
  user: { username: string; userType: UserType };
  /** `badge`: a count waiting on that tab (new leads), shown beside its label. */
  tabs: Array<{ id: string; label: string; path: string; badge?: number }>;
  alerts: SecurityAlerts;
  /** A database failure the dashboard's loader detected: title and what could not load. */
  databaseError?: { title: string; message: string } | null;
  /** What a tab tells across the whole admin area (the failed scheduled backup), under the alert banners. */
  notices?: ReactNode;
  children: ReactNode;
};

/** The admin area's own frame: top bar with the account and logout, the tabs, the alert banners. */
export function AdminShell({ user, tabs, alerts, databaseError, notices, children }: Props) {
  const identity = useIdentity();
  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <ShieldCheck aria-hidden className="size-6 shrink-0 text-emerald-300" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{identity.siteName}</p>
              <p className="truncate text-xs text-brand-100">Admin dashboard</p>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <p className="hidden text-sm whitespace-nowrap md:block">
              Signed in as <strong className="font-semibold">{user.username}</strong>
            </p>
            <Badge tone="accent" className="capitalize">
              {user.userType}
            </Badge>
            <NavLink
              to={href("/svcs/admin-dashboard/account")}
              aria-label="Account"
              className="inline-flex h-9 items-center gap-2 rounded-md border border-white/30 px-3 text-sm font-semibold whitespace-nowrap hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white aria-[current=page]:bg-white/15"
            >
              <CircleUser aria-hidden className="size-4" />
              <span className="max-sm:hidden">Account</span>
            </NavLink>
            <Form method="post" action={href("/svcs/logout")}>
              <button
                type="submit"
                className="inline-flex h-9 items-center gap-2 rounded-md border border-white/30 px-3 text-sm font-semibold whitespace-nowrap hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <LogOut aria-hidden className="size-4" />
                Log out
              </button>
            </Form>
          </div>
        </div>
        {tabs.length > 0 ? (
          // On phones the tabs scroll sideways; the fading edge shows there are more.
          <nav
            aria-label="Dashboard sections"
            className="mx-auto max-w-7xl overflow-x-auto px-4 max-md:[mask-image:linear-gradient(to_right,black_calc(100%_-_3rem),transparent)] sm:px-6"
          >
            <ul className="flex gap-1 max-md:pr-12">
              {tabs.map((tab) => (
                <li key={tab.id}>
                  <NavLink
                    to={tab.path}
                    // Home is the dashboard's own address, which every tab's begins with.
                    end={tab.path === href("/svcs/admin-dashboard")}
                    prefetch="intent"
                    className={({ isActive }) =>
                      cn(
                        "inline-block rounded-t-md px-4 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-white",
                        isActive ? "bg-slate-100 text-brand-900" : "text-brand-100 hover:bg-white/10 hover:text-white",
                      )
                    }
                  >
                    {tab.label}
                    {tab.badge ? (
                      <span className="ml-1.5 inline-block min-w-5 rounded-full bg-amber-300 px-1.5 text-center text-xs font-bold text-slate-950">
                        {tab.badge}
                        <span className="sr-only"> new</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
        <h1 className="sr-only">Admin dashboard</h1>
        {databaseError ? <DatabaseErrorBanner {...databaseError} /> : null}
        <SecurityAlertBanner alerts={alerts} />
        {notices}
        {children}
      </main>
    </div>
  );
}
