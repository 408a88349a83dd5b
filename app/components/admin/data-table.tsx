import { createContext, type ReactNode, useContext } from "react";
import { cn } from "~/lib/ui/cn";

type ScrollRegion = { label: string; busy: boolean };

/**
 * Below which width each row shows as a card of labelled lines: "sm" (640 px) for tables whose
 * columns fit a tablet, "lg" (1024 px) for wide ones (many columns, actions at the end), which
 * would otherwise hide their actions behind a sideways scroll at 768-1000 px.
 */
export type CardsBelow = "sm" | "lg";

/** Every breakpoint's classes written out: Tailwind finds class names only as whole strings. */
const LAYOUT = {
  sm: {
    table: "max-sm:block",
    head: "max-sm:sr-only",
    body: "max-sm:block max-sm:space-y-3 max-sm:p-3",
    row: "max-sm:block max-sm:rounded-lg max-sm:border max-sm:py-1 max-sm:last:border",
    cell: "max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:items-center max-sm:gap-2 max-sm:py-1.5 max-sm:whitespace-normal max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]",
  },
  lg: {
    table: "max-lg:block",
    head: "max-lg:sr-only",
    body: "max-lg:block max-lg:space-y-3 max-lg:p-3",
    row: "max-lg:block max-lg:rounded-lg max-lg:border max-lg:py-1 max-lg:last:border",
    cell: "max-lg:grid max-lg:grid-cols-[6.5rem_minmax(0,1fr)] max-lg:items-center max-lg:gap-2 max-lg:py-1.5 max-lg:whitespace-normal max-lg:before:text-xs max-lg:before:font-semibold max-lg:before:tracking-wide max-lg:before:text-slate-600 max-lg:before:uppercase max-lg:before:content-[attr(data-label)]",
  },
} as const;

const Layout = createContext<(typeof LAYOUT)[CardsBelow]>(LAYOUT.sm);

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
  cardsBelow?: CardsBelow;
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
 * children. Below `cardsBelow` each row is a card and each cell a labelled line (see DataCell), so
 * every column and action shows without scrolling sideways.
 */
export function DataTable({ caption, columns, region, message, cardsBelow = "sm", children }: DataTableProps) {
  const layout = LAYOUT[cardsBelow];
  return (
    <Layout.Provider value={layout}>
      <ScrollArea region={region}>
        {message ? (
          <p className="p-6 text-center text-sm text-slate-600">{message}</p>
        ) : (
          <table className={cn("w-full text-left text-sm", layout.table)}>
            <caption className="sr-only">{caption}</caption>
            <thead className={cn(region && "sticky top-0", "bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase", layout.head)}>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2.5 whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={layout.body}>{children}</tbody>
          </table>
        )}
      </ScrollArea>
    </Layout.Provider>
  );
}

/** A body row of a DataTable; `alignTop` for rows whose cells can grow (inline editing). */
export function DataRow({ alignTop = false, children }: { alignTop?: boolean; children: ReactNode }) {
  const layout = useContext(Layout);
  return <tr className={cn("border-b border-slate-200", alignTop && "align-top", "last:border-0", layout.row)}>{children}</tr>;
}

/** A class list setting the vertical padding itself (not at a breakpoint): the cell's default is then left out. */
const SETS_PADDING_Y = /(^|\s)py-/;

/** A cell of a DataRow; `label` (its column's name) heads it when the row shows as a card. */
export function DataCell({ label, className, children }: { label: string; className?: string; children?: ReactNode }) {
  const layout = useContext(Layout);
  return (
    <td data-label={label} className={cn("px-3", !SETS_PADDING_Y.test(className ?? "") && "py-3", className, layout.cell)}>
      <div className="min-w-0 break-words">{children}</div>
    </td>
  );
}
