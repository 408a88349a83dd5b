import type { FiguresYear } from "~/content/hsa-figures";
import { formatLongDate } from "~/lib/core/dates";
import { fillSlots, splitAtSlot } from "~/lib/site/text-template";

/**
 * "Source: Rev. Proc. 2025-19 (IRS), in effect from January 1, 2026": every figure names where it
 * comes from. `line` is the page's wording, with {source} for the link and {date} for the day.
 */
export function FiguresSource({ figures, line, className }: { figures: FiguresYear; line: string; className?: string }) {
  const date = formatLongDate(figures.effectiveDate);
  const { before, after } = splitAtSlot(line, "source");
  return (
    <p className={className ?? "mt-4 text-sm text-slate-600"}>
      {fillSlots(before, { date })}
      <a href={figures.sourceUrl} className="font-semibold text-brand-700 underline hover:text-brand-900" rel="noopener">
        {figures.sourceTitle}
      </a>
      {fillSlots(after, { date })}
    </p>
  );
}
