import { useId, type ReactNode } from "react";

type DataTableProps = {
  caption: string;
  /** Column headers; the first names the row-header column. */
  columns: readonly string[];
  /** Each row: its header cell, then its data cells. */
  rows: readonly { readonly header: ReactNode; readonly cells: readonly ReactNode[] }[];
  captionHidden?: boolean;
};

/**
 * An accessible table (caption, column and row headers). On narrow screens it scrolls sideways in a
 * focusable region, so keyboard users can scroll it too.
 */
export function DataTable({ caption, columns, rows, captionHidden = false }: DataTableProps) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption id={captionId} className={captionHidden ? "sr-only" : "px-5 pt-5 pb-3 text-left text-lg font-semibold text-brand-900"}>
          {caption}
        </caption>
        <thead>
          <tr className="border-y border-slate-200 bg-slate-50">
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-3 text-xs font-semibold tracking-wide text-slate-700 uppercase sm:px-5 ${index > 0 ? "text-right" : ""}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-slate-100 last:border-b-0">
              <th scope="row" className="px-3 py-3 font-semibold text-brand-900 sm:px-5">
                {row.header}
              </th>
              {row.cells.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-3 py-3 text-right text-slate-800 tabular-nums sm:px-5">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
