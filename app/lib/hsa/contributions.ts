import { type Cents, formatCents, percentOf } from "./cents";
import type { CalculatorFacts } from "./calculator-facts";
import type { Explained, Notice } from "./explained";
import { RULE_SOURCES } from "./rule-sources";

/** The excise tax on an excess contribution, for each year it stays in the account (26 U.S.C. §4973). */
export const EXCESS_EXCISE_PERCENT = 6;

export type ContributionsCount = {
  readonly total: Cents;
  readonly roomLeft: Cents;
  readonly excess: Cents;
  readonly explained: readonly Explained[];
};

/** Employer, cafeteria-plan and the visitor's own contributions all count toward the one limit; what is left, or what is over. */
export function countContributions(facts: CalculatorFacts, limit: Cents, year: number): ContributionsCount {
  const { employer, payroll, direct } = facts.contributions;
  const total = employer + payroll + direct;
  const roomLeft = Math.max(0, limit - total);
  const excess = Math.max(0, total - limit);
  const explained: Explained[] = [];
  if (employer || payroll) {
    explained.push({
      label: "Employer and payroll contributions",
      amount: employer + payroll,
      sentence: `What your employer puts in (${formatCents(employer)}) and what you put in through payroll before tax, under a cafeteria plan (${formatCents(payroll)}), count toward the same limit as your own deposits.`,
      source: RULE_SOURCES.employer,
    });
  }
  if (direct) {
    explained.push({
      label: "Contributions you made yourself",
      amount: direct,
      sentence: `The ${formatCents(direct)} you paid into your HSA yourself counts too; it is what you deduct on your tax return.`,
      source: RULE_SOURCES.yourContributions,
    });
  }
  explained.push({
    label: "Room left",
    amount: roomLeft,
    sentence: excess
      ? `Contributions for ${year} (${formatCents(total)}) are already over the limit, so there is no room left.`
      : total
        ? `Your limit (${formatCents(limit)}) minus the ${formatCents(total)} already counted leaves ${formatCents(roomLeft)} you may still contribute for ${year}.`
        : `Nothing has been contributed for ${year} yet, so the whole ${formatCents(limit)} is open.`,
    source: RULE_SOURCES.yourContributions,
  });
  return { total, roomLeft, excess, explained };
}

/** Over the limit: the 6% excise tax each year until the excess is taken out. */
export function excessNotice(count: ContributionsCount): Notice | null {
  if (!count.excess) return null;
  return {
    kind: "warning",
    title: `${formatCents(count.excess)} over the limit`,
    sentence: `An excess contribution costs a ${EXCESS_EXCISE_PERCENT}% excise tax (${formatCents(percentOf(count.excess, EXCESS_EXCISE_PERCENT))} on this excess) for every year it stays in the account. Ask your HSA provider to return the excess and what it earned before your tax return's due date, including extensions, and there is no excise tax.`,
    source: RULE_SOURCES.excess,
  };
}
