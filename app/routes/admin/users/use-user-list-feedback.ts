import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/toaster";
import { retryEmptyListOnce, type UserListLoad, userListToast } from "./user-list-loading";

/**
 * Announces the list when the tab opens ('Users Loaded' or 'Connection Error'), and reloads it
 * once, 5 s later, when it came back empty, announcing that answer. Later reloads (after a change
 * to a user, which has its own toast) speak only when the list fails to load.
 */
export function useUserListFeedback({ ok, count }: UserListLoad) {
  const { revalidate } = useRevalidator();
  const phase = useRef<"first" | "retrying" | "quiet">("first");

  useEffect(() => {
    const load = { ok, count };
    const shown = userListToast(load);
    if (shown && (phase.current !== "quiet" || !ok)) toast(shown);
    if (shown || phase.current === "retrying") phase.current = "quiet";
    return retryEmptyListOnce(load, phase.current !== "first", () => {
      phase.current = "retrying";
      void revalidate();
    });
  }, [ok, count, revalidate]);
}
