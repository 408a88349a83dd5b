import { useEffect, useRef } from "react";
import type { useFetcher } from "react-router";
import { toast } from "~/components/ui/toaster";

/** What an admin action answers: its toast, and a warning flag for a success with a caveat. */
export type ActionAnswer = { ok: boolean; warning?: boolean; toast: { title: string; description: string } };

/**
 * Shows each new action answer of a fetcher as a toast once, and calls onSuccess after a success
 * (onRefusal after a refusal). `announce: false` for a second consumer of a keyed fetcher whose
 * owner already shows the toast.
 */
export function useActionToast<T extends ActionAnswer>(
  fetcher: ReturnType<typeof useFetcher<T>>,
  onSuccess?: (result: T) => void,
  announce = true,
  onRefusal?: (result: T) => void,
) {
  const seen = useRef<unknown>(null);
  const callback = useRef(onSuccess);
  const refused = useRef(onRefusal);
  useEffect(() => {
    callback.current = onSuccess;
    refused.current = onRefusal;
  });
  useEffect(() => {
    const result = fetcher.data as T | undefined;
    // A refused role answers 403 as plain text, not an action answer.
    if (fetcher.state !== "idle" || !result || typeof result !== "object" || seen.current === result) return;
    seen.current = result;
    if (announce) toast({ ...result.toast, variant: result.ok ? (result.warning ? "default" : "success") : "destructive" });
    if (result.ok) callback.current?.(result);
    else refused.current?.(result);
  }, [fetcher.state, fetcher.data, announce]);
}
