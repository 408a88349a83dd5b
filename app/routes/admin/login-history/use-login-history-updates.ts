import { useEffect, useRef } from "react";
import { useRevalidator, href } from "react-router";
import { LOGIN_HISTORY_POLL_MS } from "~/lib/security/login-history";

/** Reloads the tab's data whenever the server's login records change (cheap version poll while visible). */
export function useLoginHistoryUpdates(version: string) {
  const revalidator = useRevalidator();
  const current = useRef(version);
  const reload = useRef(revalidator.revalidate);
  useEffect(() => {
    current.current = version;
    reload.current = revalidator.revalidate;
  });
  useEffect(() => {
    let stopped = false;
    const timer = setInterval(async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const response = await fetch(href("/svcs/admin-dashboard/login-history/version"), { headers: { Accept: "application/json" }, redirect: "manual" });
        if (!response.ok || stopped) return;
        const body = (await response.json()) as { version?: string };
        if (body.version && body.version !== current.current) {
          current.current = body.version;
          await reload.current();
        }
      } catch {
        // Offline or server restarting: the next tick tries again.
      }
    }, LOGIN_HISTORY_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
}
