import { href, NavLink, Outlet } from "react-router";
import { requireAdmin } from "~/routes/admin/guard.server";
import { cn } from "~/lib/ui/cn";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "training:manage");
  return null;
}

const SUBTABS = [
  { label: "Sessions", path: href("/svcs/admin-dashboard/training") },
  { label: "Certificates", path: href("/svcs/admin-dashboard/training/certificates") },
];

/** The Training tab: sessions (with their rosters and attendance) and the certificates issued. */
export default function Training() {
  return (
    <div className="space-y-6">
      <nav aria-label="Training sections" className="overflow-x-auto">
        <ul className="flex gap-1 rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200">
          {SUBTABS.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={tab.path}
                end
                className={({ isActive }) =>
                  cn(
                    "inline-block rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
