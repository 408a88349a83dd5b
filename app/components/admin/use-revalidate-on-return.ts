import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** Returning to the tab twice within this long reloads once. */
const RETURN_QUIET_MS = 3_000;

/**
 * Loads the page's data again when the person comes back to the browser tab (it becomes visible or
 * the window gets focus): a list must not keep showing what another tab or another person changed
 * meanwhile, such as a post deleted elsewhere. An action's answer reloads it already (React
 * Router revalidates after every action); this covers the time in between.
 */
export function useRevalidateOnReturn() {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    let last = 0;
    const returned = () => {
      if (document.visibilityState !== "visible" || latest.current.state !== "idle") return;
      const now = Date.now();
      if (now - last < RETURN_QUIET_MS) return;
      last = now;
      void latest.current.revalidate();
    };
    document.addEventListener("visibilitychange", returned);
    window.addEventListener("focus", returned);
    return () => {
      document.removeEventListener("visibilitychange", returned);
      window.removeEventListener("focus", returned);
    };
  }, []);
}
