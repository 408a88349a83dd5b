import type { ReactNode } from "react";
import { cn } from "~/lib/ui/cn";

type ScrollRegion = { label: string; busy: boolean };

type DataTableProps = {
  caption: string;
  columns: readonly string[];
  /**
   * A bounded, keyboard-scrollable region with a sticky header row, for long lists; without it the
   * table only scrolls sideways on narrow screens.
   */
  region?: ScrollRegion;
  /** Shown instead of the table (loading, empty or failed), in the same place. */
  message?: string | null;
  children: ReactNode;
};

function ScrollArea({ region, children }: { region?: ScrollRegion; children: ReactNode }) {
  if (!region) return <div className="overflow-x-auto">{children}</div>;
  return (
    <div
      className="max-h-[400px] overflow-auto focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600"
      aria-busy={region.busy}
      role="region"
      aria-label={region.label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/**
 * The admin area's one table: caption for screen readers, uppercase header row, rows given as
 * children. Below 640 px each row is a card and each cell a labelled line (see DataCell), so every
 * column and action shows without scrolling sideways.
 */
export function DataTable({ caption, columns, region, message, children }: DataTableProps) {
  return (
    <ScrollArea region={region}>
      {message ? (
        <p className="p-6 text-center text-sm text-slate-600">{message}</p>
      ) : (
        <table className="w-full text-left text-sm max-sm:block">
          <caption className="sr-only">{caption}</caption>
          <thead className={cn(region && "sticky top-0", "bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-sm:sr-only")}>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2.5 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block max-sm:space-y-3 max-sm:p-3">{children}</tbody>
        </table>
      )}
    </ScrollArea>
  );
}

/** A body row of a DataTable; `alignTop` for rows whose cells can grow (inline editing). */
export function DataRow({ alignTop = false, children }: { alignTop?: boolean; children: ReactNode }) {
  return (
    <tr
      className={cn(
        "border-b border-slate-200",
        alignTop && "align-top",
        "last:border-0 max-sm:block max-sm:rounded-lg max-sm:border max-sm:py-1 max-sm:last:border",
      )}
    >
      {children}
    </tr>
  );
}

/** A cell of a DataRow; `label` (its column's name) heads it when the row shows as a card. */
export function DataCell({ label, className, children }: { label: string; className?: string; children?: ReactNode }) {
  return (
    <td
      data-label={label}
      className={cn(
        "px-3 py-3",
        className,
        "max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:items-center max-sm:gap-2 max-sm:py-1.5 max-sm:whitespace-normal max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]",
      )}
    >
      <div className="min-w-0 break-words">{children}</div>
    </td>
  );
}
