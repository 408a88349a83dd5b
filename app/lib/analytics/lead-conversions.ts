import type { BreakdownRow } from "./breakdowns";

/** Leads are counted per referrer site and per campaign, with the same names as the visits they are compared with. */
export type LeadOrigins = { sources: ReadonlyMap<string, number>; campaigns: ReadonlyMap<string, number> };

export type LeadConversionRow = { value: string; label: string; visits: number; leads: number; conversionRate: number | null };

export const LEAD_CONVERSION_ROWS_SHOWN = 10;

/**
 * Visits (from the breakdown's rows: "" is no source or no campaign) beside the leads of the same
 * source or campaign, with leads per 100 visits; rows with leads first. A lead whose visit the
 * analytics did not record (JavaScript off) can make a row with leads but no visits, or more leads
 * than visits: the visits are then incomplete and no rate is given (null), never one above 100%.
 */
export function leadConversionRows(visitRows: readonly BreakdownRow[], leads: ReadonlyMap<string, number>, emptyLabel: string): LeadConversionRow[] {
  const visitsByValue = new Map(visitRows.map((row) => [row.value, row]));
  const values = new Set([...[...leads.keys()], ...visitRows.slice(0, LEAD_CONVERSION_ROWS_SHOWN).map((row) => row.value)]);
  return [...values]
    .map((value) => {
      const visits = visitsByValue.get(value)?.secondary ?? 0;
      const count = leads.get(value) ?? 0;
      return {
        value,
        label: value || emptyLabel,
        visits,
        leads: count,
        conversionRate: visits > 0 && count <= visits ? Math.round((count / visits) * 1000) / 10 : null,
      };
    })
    .sort((a, b) => b.leads - a.leads || b.visits - a.visits || a.label.localeCompare(b.label))
    .slice(0, LEAD_CONVERSION_ROWS_SHOWN);
}
