import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/ui/cn";

const badgeVariants = cva("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      brand: "bg-brand-100 text-brand-900",
      accent: "bg-emerald-100 text-emerald-900",
      neutral: "bg-slate-100 text-slate-800",
      warning: "bg-amber-100 text-amber-900",
      danger: "bg-red-100 text-red-900",
      outline: "border border-current bg-transparent",
    },
  },
  defaultVariants: { tone: "brand" },
});

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
