import { formatLongDate } from "~/lib/core/dates";
import type { Notice } from "./explained";
import { RULE_SOURCES } from "./rule-sources";

/** Contributions for a year may be made until the filing deadline of the next: April 15 (extensions do not extend it). */
export function contributionDeadline(year: number): string {
  return `${year + 1}-04-15`;
}

/** The deadline moved past a weekend, so the answer never says "passed" a day too early (holidays may move it further). */
export function lastDayToContribute(year: number): string {
  const day = new Date(Date.UTC(year + 1, 3, 15));
  const weekday = day.getUTCDay();
  if (weekday === 6) day.setUTCDate(17);
  if (weekday === 0) day.setUTCDate(16);
  return day.toISOString().slice(0, 10);
}

/** When the year's contributions are due, or that the deadline has passed (`today` as yyyy-mm-dd). */
export function deadlineNotice(year: number, today: string): Notice & { passed: boolean } {
  const deadline = contributionDeadline(year);
  const passed = today > lastDayToContribute(year);
  return {
    passed,
    kind: "info",
    title: passed ? `The deadline for ${year} has passed` : `Deadline: ${formatLongDate(deadline)}`,
    sentence: passed
      ? `Contributions for ${year} could be made until the tax filing deadline, ${formatLongDate(deadline)} (or the next business day when that fell on a weekend or holiday); it has passed. Contributions made now count for ${Number(today.slice(0, 4))}.`
      : `You can make contributions for ${year} until the tax filing deadline, ${formatLongDate(deadline)} (the next business day when that falls on a weekend or holiday). A filing extension does not extend it. Tell your HSA provider which year a deposit made between January 1 and the deadline is for.`,
    source: RULE_SOURCES.deadline,
  };
}
