import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useSyncExternalStore } from "react";
import { cn } from "~/lib/ui/cn";
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, type ToastData, type ToastVariant, toastReducer } from "~/lib/ui/toast-store";

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

const ICONS = { default: Info, destructive: CircleAlert, success: CircleCheck } as const;

/** Mounted once in the root layout. */
export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} label="Notification">
      {items.map((item) => {
        const Icon = ICONS[item.variant];
        return (
          <Toast.Root
            key={item.id}
            open={item.open}
            type={item.variant === "destructive" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={cn(
              "pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg",
              item.variant === "destructive" && "border-red-800 bg-red-700 text-white",
              item.variant === "success" && "border-emerald-200 bg-white text-slate-900",
              item.variant === "default" && "border-slate-200 bg-white text-slate-900",
            )}
          >
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div className="grid flex-1 gap-1">
              <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
              {item.description ? <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description> : null}
            </div>
            <Toast.Close aria-label="Dismiss notification" className="rounded p-1 opacity-80 hover:opacity-100">
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[200] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
