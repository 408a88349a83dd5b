import { href } from "react-router";
import { useEffect, useState } from "react";
import { dashboardSearch, type Filters } from "~/lib/analytics/dashboard-query";
import { DEFAULT_PERIOD } from "~/lib/analytics/periods";

export type RealtimeFigures = { visitors: number; pages: { page: string; visitors: number }[]; at: string };

/** How often an open, visible dashboard asks for the last five minutes' visitors. */
export const REALTIME_POLL_MS = 15_000;

/** The server-rendered figures first, then fresh ones for the same filters every REALTIME_POLL_MS while the tab is visible. */
export function useRealtime(initial: RealtimeFigures, filters: Filters): RealtimeFigures {
  const url = `${href("/svcs/admin-dashboard/analytics/realtime")}${dashboardSearch({ period: DEFAULT_PERIOD, filters })}`;
  const [polled, setPolled] = useState<RealtimeFigures | null>(null);
  useEffect(() => {
    let stopped = false;
    const timer = setInterval(async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const response = await fetch(url, { headers: { Accept: "application/json" }, redirect: "manual" });
        if (!response.ok || stopped) return;
        setPolled((await response.json()) as RealtimeFigures);
      } catch {
        // Offline or restarting: the next tick tries again.
      }
    }, REALTIME_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [url]);
  // A newer page load (another period, a filter) brings newer figures than the last poll.
  return polled && polled.at > initial.at ? polled : initial;
}
