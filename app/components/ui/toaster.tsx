import { lazy, Suspense, useRef, useState, useSyncExternalStore } from "react";
import { cn } from "~/lib/ui/cn";
import { TOAST_REMOVE_DELAY_MS, type ToastData, type ToastVariant, toastReducer } from "~/lib/ui/toast-store";
import type { ToasterSide } from "~/lib/ui/toaster-placement";

let toasts: ToastData[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: Parameters<typeof toastReducer>[1]) {
  toasts = toastReducer(toasts, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: "remove", id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  dispatch({ type: "dismiss", id });
  for (const toast of toasts) if (id === undefined || toast.id === id) scheduleRemoval(toast.id);
}

/** Shows a toast from anywhere in the browser. Returns its id for update or dismissal. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }) {
  const id = `toast-${++counter}`;
  dispatch({ type: "add", toast: { id, title: input.title, description: input.description, variant: input.variant ?? "default", open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: Partial<Omit<ToastData, "id">>) => dispatch({ type: "update", toast: { ...next, id } }),
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY: ToastData[] = [];

// The toasts themselves (icons, timers, placement) load with the first one shown, not with every page (issue 43).
const ToastItems = lazy(() => import("./toast-items"));

/**
 * Mounted once in the root layout. Native elements: a labelled region and a polite live list of
 * items (decision 063). The region lets every click through outside the toasts themselves; while
 * toasts show at the bottom, the admin frame has their height of room at its end (TOASTER_ROOM,
 * set by toast-items.tsx), so nothing stays under them for good.
 */
export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  const region = useRef<HTMLElement>(null);
  const [side, setSide] = useState<ToasterSide>("bottom");
  const shown = items.filter((item) => item.open);
  return (
    <section
      ref={region}
      aria-label="Notifications"
      data-side={side}
      className={cn("pointer-events-none fixed right-0 z-[200] w-full p-4 sm:max-w-[420px]", side === "bottom" ? "bottom-0" : "top-0")}
    >
      {/* The newest toast nearest the window's edge. */}
      <ol aria-live="polite" className={cn("flex max-h-screen gap-2", side === "bottom" ? "flex-col-reverse" : "flex-col")}>
        {shown.length ? (
          <Suspense fallback={null}>
            <ToastItems items={shown} region={region} onSide={setSide} />
          </Suspense>
        ) : null}
      </ol>
    </section>
  );
}
