import { lastDayToContribute } from "../hsa/deadline";

/** What every year of figures has: the tax year and the day it takes effect (yyyy-mm-dd). */
type Dated = { year: number; effectiveDate: string };

/** The figures as a page shows them on a given day. */
export type FiguresByStatus<Year extends Dated> = {
  /** The year in force: the latest one that has taken effect (null before the first). */
  current: Year | null;
  /** Years announced but not yet in force, soonest first. */
  upcoming: Year[];
  /** Earlier years, newest first. */
  history: Year[];
  /**
   * Earlier years (also in `history`) whose contributions are still open: a tax year's
   * contributions may be made until the next year's filing deadline, April 15.
   */
  stillOpen: Year[];
};

/** Sorts the years into current, upcoming and history for `today` (yyyy-mm-dd): the site turns the year by itself. */
export function figuresInForce<Year extends Dated>(years: readonly Year[], today: string): FiguresByStatus<Year> {
  const inForce = years.filter((year) => year.effectiveDate <= today).sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate));
  const upcoming = years.filter((year) => year.effectiveDate > today).sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  const history = inForce.slice(1);
  return { current: inForce[0] ?? null, upcoming, history, stillOpen: history.filter((year) => today <= lastDayToContribute(year.year)) };
}

/** The figures of one tax year, or null when the content store has none for it. */
export function figuresForYear<Year extends Dated>(years: readonly Year[], year: number): Year | null {
  return years.find((entry) => entry.year === year) ?? null;
}

/**
 * The IRS announces next year's figures in spring (by June 1 in recent years): from June 1 of a
 * year on, a missing entry for the next year needs a person.
 */
export function nextYearFiguresMissing(years: readonly Dated[], today: string): number | null {
  const thisYear = Number(today.slice(0, 4));
  if (today.slice(5) < "06-01") return null;
  return years.some((entry) => entry.year === thisYear + 1) ? null : thisYear + 1;
}
