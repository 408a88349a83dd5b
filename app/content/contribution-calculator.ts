/**
 * /resources/contribution-calculator: the page's own words. The figures come from the HSA figures
 * content; the sentences that explain each result come with the rules (app/lib/hsa).
 */
import { CATCH_UP_AGE } from "~/lib/hsa/statute";

export const CALCULATOR_PAGE = {
  title: "HSA Contribution Calculator",
  intro:
    "How much may you put into an HSA this year? Tell us your coverage month by month, your age and what has gone in already. The calculator applies every IRS rule, from partial years and Medicare to the last-month rule and spouses' shares, and explains each figure.",
  /** The link from the contribution-limits and HDHP pages. */
  linkText: "Work out your own limit with the contribution calculator",
  formHeading: "Your situation",
  submit: "Calculate",
  resultHeading: "Your result",
  resultEmpty: "Fill in the form and press Calculate. With JavaScript on, the result follows as you type.",
  resultInvalid: (count: number) => `${count === 1 ? "One answer needs" : `${count} answers need`} a look before we can calculate:`,
  updateFailed: "The result could not be updated. Press Calculate to try again.",
  shareNote: "This page's address holds your answers: bookmark it or send it to come back to this result.",
  stepsHeading: "How we got there",
  noticesHeading: "Good to know",
  monthsSummary: "See the month-by-month chart",
  monthsCaption: "Your months, as Form 8889's Line 3 Limitation Chart counts them",
  monthsColumns: ["Month", "Coverage on the 1st", "Counts as", "Yearly limit for the month"],
  medicareMonth: "Medicare",
  savingsHeading: "Estimated tax savings",
  savingsTotal: "Total estimated savings",
  ruleLabel: "Rule",
  disclaimer: "An estimate to help you plan, not tax advice. Your tax return and your HSA provider's records decide.",
} as const;

export const CALCULATOR_FIELDS_TEXT = {
  yearAndCoverage: "Tax year and coverage",
  year: "Tax year",
  coverage: "Coverage on January 1",
  coverageHint:
    "Each month counts with the coverage you have on its first day. An HSA-eligible plan is a high deductible health plan (HDHP) and no other health coverage.",
  changes: "Changes during the year",
  changesHint: "Add a row for each change, in month order. Leave the rows empty if nothing changed.",
  change: (index: number) => `Change ${index}`,
  changeMonth: "From",
  changeCoverage: "Coverage",
  noMonth: "No change",
  you: "About you",
  age: "Your age on December 31",
  ageHint: `At ${CATCH_UP_AGE} or older by December 31 you may add a catch-up contribution.`,
  medicare: "Medicare coverage began",
  medicareHint: "No contribution is allowed for a month you are enrolled in any part of Medicare.",
  notEnrolled: "Not enrolled",
  january: "January, or before this year",
  spouse: "Your spouse",
  spouseQuestion: "Are you married?",
  spouseOptions: {
    none: "Not married, or my spouse is not HSA-eligible",
    eligible: "Married; my spouse is HSA-eligible (on my plan or a self-only plan)",
    "family-plan": "Married; my spouse is HSA-eligible with a family HDHP of their own",
  },
  share: "Your share of a shared family limit (%)",
  shareHint: "Married people who share a family limit divide it as they agree. Leave empty to split it equally.",
  contributions: "Contributions for the year",
  contributionsHint: "So far and planned, in dollars. Leave empty for none.",
  employer: "Your employer's contributions",
  payroll: "Your payroll contributions (cafeteria plan)",
  payrollHint: "Taken from your pay before tax.",
  direct: "Contributions you made yourself",
  directHint: "Paid straight into your HSA.",
  taxes: "Tax rates, for the savings estimate",
  federalRate: "Federal tax bracket",
  chooseRate: "Choose a bracket",
  state: "State",
  chooseState: "Choose a state",
  stateRate: "State income tax rate (%)",
} as const;
