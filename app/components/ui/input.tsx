import type { ComponentProps } from "react";
import { cn } from "~/lib/ui/cn";

/** A class list setting the width itself (not at a breakpoint): the input's full width is then left out. */
const SETS_WIDTH = /(^|\s)w-/;

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-10",
        !SETS_WIDTH.test(className ?? "") && "w-full",
        "rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700 disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
