import type { FiguresYear } from "~/content/hsa-figures";
import { formatLongDate } from "~/lib/core/dates";

/** "Source: Rev. Proc. 2025-19 (IRS), in effect from January 1, 2026": every figure names where it comes from. */
export function FiguresSource({ figures, className }: { figures: FiguresYear; className?: string }) {
  return (
    <p className={className ?? "mt-4 text-sm text-slate-600"}>
      Source:{" "}
      <a href={figures.sourceUrl} className="font-semibold text-brand-700 underline hover:text-brand-900" rel="noopener">
        {figures.sourceTitle}
      </a>{" "}
      (IRS), in effect from {formatLongDate(figures.effectiveDate)}.
    </p>
  );
}
