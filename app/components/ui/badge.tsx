import type { ComponentProps } from "react";
import { cn } from "~/lib/ui/cn";

const TONE = {
  brand: "bg-brand-100 text-brand-900",
  accent: "bg-emerald-100 text-emerald-900",
  neutral: "bg-slate-100 text-slate-800",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-900",
  outline: "border border-current bg-transparent",
};

/** A badge's classes: written out rather than by class-variance-authority, whose 0.4 KB gzip were in every admin page (decision 086). */
function badgeClasses(tone: keyof typeof TONE | null | undefined) {
  return `inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[tone ?? "brand"]}`;
}

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & { tone?: keyof typeof TONE | null }) {
  return <span className={cn(badgeClasses(tone), className)} {...props} />;
}
