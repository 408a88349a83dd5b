import type { ComponentProps } from "react";
import { cn } from "~/lib/ui/cn";

const CARD_CLASS = "rounded-xl border border-slate-200 bg-white shadow-sm";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASS, className)} {...props} />;
}

/** A card that is a named part of its page (aria-labelledby its heading): a section, since a plain div cannot carry a name. */
export function SectionCard({ className, ...props }: ComponentProps<"section"> & { "aria-labelledby": string }) {
  return <section className={cn(CARD_CLASS, className)} {...props} />;
}
