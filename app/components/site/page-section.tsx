import type { ReactNode } from "react";
import { mergeClasses } from "~/lib/ui/merge-classes";

/** A full-width band of page content with the site's standard width and spacing. */
export function PageSection({
  children,
  tone = "white",
  className,
  labelledBy,
}: {
  children: ReactNode;
  tone?: "white" | "muted";
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className={mergeClasses("py-14 sm:py-20", tone === "muted" && "bg-slate-50", className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}
