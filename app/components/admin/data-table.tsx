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
    <div className="max-h-[400px] overflow-auto focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600" aria-busy={region.busy} role="region" aria-label={region.label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The admin area's one table: caption for screen readers, uppercase header row, rows given as children. */
export function DataTable({ caption, columns, region, message, children }: DataTableProps) {
  return (
    <ScrollArea region={region}>
      {message ? (
        <p className="p-6 text-center text-sm text-slate-600">{message}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className={cn(region && "sticky top-0", "bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase")}>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2.5 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
    </ScrollArea>
  );
}

/** A body row of a DataTable; `alignTop` for rows whose cells can grow (inline editing). */
export function DataRow({ alignTop = false, children }: { alignTop?: boolean; children: ReactNode }) {
  return <tr className={cn("border-b border-slate-200", alignTop && "align-top", "last:border-0")}>{children}</tr>;
}
