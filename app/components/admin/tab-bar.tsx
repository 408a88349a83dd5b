import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { href, NavLink } from "react-router";
import { cn } from "~/lib/ui/cn";

/** `badge`: a count waiting on that tab (new leads), shown beside its label. */
type Tab = { id: string; label: string; path: string; badge?: number };

/** Which ends of a sideways strip have more to show; before the browser measures, the right end does (narrow screens only). */
function useScrollEnds() {
  const strip = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState<{ left: boolean; right: boolean } | null>(null);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => {
      const overflow = element.scrollWidth - element.clientWidth;
      setEnds({ left: element.scrollLeft > 1, right: overflow > 1 && element.scrollLeft < overflow - 1 });
    };
    // The open tab in view, not cut off at the edge.
    element.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);
  return { strip, ends };
}

const cue = "pointer-events-none absolute inset-y-0 flex w-10 items-center text-white";

/**
 * The dashboard's tabs: one row on the page's edge at every width, scrolling sideways where they do
 * not all fit (an admin has sixteen since the front-office tabs), with an arrow at each end that has
 * more, so the header keeps its height instead of growing a row per few tabs.
 */
export function TabBar({ tabs }: { tabs: Tab[] }) {
  const { strip, ends } = useScrollEnds();
  const right = ends ? ends.right : true;
  return (
    <nav aria-label="Dashboard sections" className="relative mx-auto max-w-7xl px-4 sm:px-6">
      <ul ref={strip} className="flex gap-1 overflow-x-auto pr-8 [scrollbar-width:thin]">
        {tabs.map((tab) => (
          <li key={tab.id} className="shrink-0">
            <NavLink
              to={tab.path}
              // Home is the dashboard's own address, which every tab's begins with.
              end={tab.path === href("/svcs/admin-dashboard")}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "inline-block rounded-t-md px-4 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-[-3px]",
                  isActive
                    ? "bg-slate-100 text-brand-900 focus-visible:outline-brand-700"
                    : "focus-visible:outline-white text-brand-100 hover:bg-white/10 hover:text-white",
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
      {ends?.left ? (
        <span aria-hidden className={cn(cue, "left-0 justify-start bg-gradient-to-r from-brand-900 from-40% pl-1")}>
          <ChevronLeft className="size-5" />
        </span>
      ) : null}
      {right ? (
        <span aria-hidden className={cn(cue, "right-0 justify-end bg-gradient-to-l from-brand-900 from-40% pr-1")}>
          <ChevronRight className="size-5" />
        </span>
      ) : null}
    </nav>
  );
}
