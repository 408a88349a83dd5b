import { NavLink } from "react-router";
import { SECURITY_SUBTABS } from "./security-center-text";
import { cn } from "~/lib/ui/cn";

/** The Security tab's sub-tabs: plain links to their own pages, so they work without JavaScript. */
export function SecuritySubnav() {
  return (
    <nav aria-label="Security sections" className="overflow-x-auto">
      <ul className="flex gap-1 rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {SECURITY_SUBTABS.map((tab) => (
          <li key={tab.id}>
            <NavLink
              to={tab.path}
              end
              prefetch="intent"
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
  );
}
