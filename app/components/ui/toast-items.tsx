import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { cn } from "~/lib/ui/cn";
import { TOASTER_AVOID, type ToasterSide, toasterSide, usualSide } from "~/lib/ui/toaster-placement";
import { TOASTER_ROOM } from "~/lib/ui/toaster-room";
import { TOAST_DURATION_MS, type ToastData } from "~/lib/ui/toast-store";
import { dismissToast } from "./toaster";

// The toasts the Toaster shows (toaster.tsx), loaded with the first one.

const ICONS = { default: Info, destructive: CircleAlert, success: CircleCheck } as const;

/**
 * One notification: closes itself after TOAST_DURATION_MS, held open while the pointer is over it or
 * focus is inside it (time to read it, or to reach its close button) and while the window is in
 * the background, as Radix's toast was; Escape closes it. The pointer holds it only once it has
 * moved over it: a toast that appears under a pointer resting where the last click was (the
 * browser reports it entered) still goes on time, as Sonner's and GitHub's do.
 */
function ToastItem({ item, windowBlurred }: { item: ToastData; windowBlurred: boolean }) {
  const [held, setHeld] = useState({ hover: false, focus: false });
  // Where the pointer was when the browser said it entered: a move away from there is the person's.
  const entered = useRef<{ x: number; y: number } | null>(null);
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
      onPointerEnter={(event) => {
        entered.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerMove={(event) => {
        const from = (entered.current ??= { x: event.clientX, y: event.clientY });
        if (!held.hover && (event.clientX !== from.x || event.clientY !== from.y)) setHeld((now) => ({ ...now, hover: true }));
      }}
      onPointerLeave={() => {
        entered.current = null;
        setHeld((now) => ({ ...now, hover: false }));
      }}
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

/**
 * The side the shown toasts take, measured again while they show and the page scrolls or resizes;
 * at the bottom, the admin frame gets their height of room at its end (TOASTER_ROOM), so whatever they cover there can be
 * scrolled clear of them. Placed before the first paint: a phone's first toast never shows at the bottom.
 */
function useToasterSide(region: RefObject<HTMLElement | null>, setSide: (side: ToasterSide) => void) {
  useLayoutEffect(() => {
    let frame = 0;
    const place = () => {
      frame = 0;
      const element = region.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const avoided = [...document.querySelectorAll(`[${TOASTER_AVOID}]`)].map((control) => control.getBoundingClientRect());
      const side = toasterSide(window.innerHeight, { left: box.left, right: box.right, height: box.height }, avoided, usualSide(window.innerWidth));
      setSide(side);
      if (side === "bottom") document.documentElement.style.setProperty(TOASTER_ROOM, `${Math.ceil(box.height)}px`);
      else document.documentElement.style.removeProperty(TOASTER_ROOM);
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
      document.documentElement.style.removeProperty(TOASTER_ROOM);
    };
  }, [region, setSide]);
}

type Props = { items: ToastData[]; region: RefObject<HTMLElement | null>; onSide: (side: ToasterSide) => void };

/** The shown toasts, while there are any: each held open while the window is in the background. */
export default function ToastItems({ items, region, onSide }: Props) {
  // Mounted with the first toast: the window may already be in the background.
  const [windowBlurred, setWindowBlurred] = useState(() => !document.hasFocus());
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
  useToasterSide(region, onSide);
  return items.map((item) => <ToastItem key={item.id} item={item} windowBlurred={windowBlurred} />);
}
