import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { cn } from "~/lib/ui/cn";
import { TOASTER_AVOID, type ToasterSide, toasterSide } from "~/lib/ui/toaster-placement";
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

/**
 * One notification: closes itself after TOAST_DURATION_MS, held open while the pointer is over it or
 * focus is inside it (time to read it, or to reach its close button) and while the window is in
 * the background, as Radix's toast was; Escape closes it.
 */
function ToastItem({ item, windowBlurred }: { item: ToastData; windowBlurred: boolean }) {
  const [held, setHeld] = useState({ hover: false, focus: false });
  const Icon = ICONS[item.variant];
  useEffect(() => {
    if (held.hover || held.focus || windowBlurred) return;
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [held.hover, held.focus, windowBlurred, item.id, item.title, item.description]);
  return (
    <li
      // An error interrupts (as Radix's foreground toast did); the others wait for a pause (the list is
      // polite). Still a list item: the region reads as a list of notifications.
      aria-live={item.variant === "destructive" ? "assertive" : undefined}
      onPointerEnter={() => setHeld((now) => ({ ...now, hover: true }))}
      onPointerLeave={() => setHeld((now) => ({ ...now, hover: false }))}
      onFocus={() => setHeld((now) => ({ ...now, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((now) => ({ ...now, focus: false }));
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") dismissToast(item.id);
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
        <div className="text-sm font-semibold">{item.title}</div>
        {item.description ? <div className="text-sm opacity-90">{item.description}</div> : null}
      </div>
      <button type="button" aria-label="Dismiss notification" className="rounded p-1 opacity-80 hover:opacity-100" onClick={() => dismissToast(item.id)}>
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

/** The side the shown toasts take, measured again while they show and the page scrolls or resizes. */
function useToasterSide(region: RefObject<HTMLElement | null>, showing: boolean): ToasterSide {
  const [side, setSide] = useState<ToasterSide>("bottom");
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const element = region.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const avoided = [...document.querySelectorAll(`[${TOASTER_AVOID}]`)].map((control) => control.getBoundingClientRect());
      setSide(toasterSide(window.innerHeight, { left: box.left, right: box.right, height: box.height }, avoided));
    };
    const later = () => {
      if (!frame) frame = window.requestAnimationFrame(place);
    };
    place();
    const resized = new ResizeObserver(later);
    if (region.current) resized.observe(region.current);
    window.addEventListener("scroll", later, { passive: true });
    window.addEventListener("resize", later);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", later);
      window.removeEventListener("resize", later);
    };
  }, [region, showing]);
  return side;
}

/** Mounted once in the root layout. Native elements: a labelled region and a polite live list of items (decision 063). */
export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  const [windowBlurred, setWindowBlurred] = useState(false);
  useEffect(() => {
    const blur = () => setWindowBlurred(true);
    const focus = () => setWindowBlurred(false);
    window.addEventListener("blur", blur);
    window.addEventListener("focus", focus);
    return () => {
      window.removeEventListener("blur", blur);
      window.removeEventListener("focus", focus);
    };
  }, []);
  const region = useRef<HTMLElement>(null);
  const side = useToasterSide(
    region,
    items.some((item) => item.open),
  );
  return (
    <section
      ref={region}
      aria-label="Notifications"
      data-side={side}
      className={cn("pointer-events-none fixed right-0 z-[200] w-full p-4 sm:max-w-[420px]", side === "bottom" ? "bottom-0" : "top-0")}
    >
      <ol aria-live="polite" className="flex max-h-screen flex-col-reverse gap-2">
        {items
          .filter((item) => item.open)
          .map((item) => (
            <ToastItem key={item.id} item={item} windowBlurred={windowBlurred} />
          ))}
      </ol>
    </section>
  );
}
