/**
 * Where each rule the calculator applies is written: the IRS publication's section and the form
 * line it feeds. One list, so every result cites the same words and links.
 */
export type RuleSource = {
  /** "Publication 969, Last-month rule" */
  readonly title: string;
  readonly href: string;
  /** The tax form line that carries the figure, when there is one. */
  readonly formLine?: string;
};

const PUBLICATION_969 = "https://www.irs.gov/publications/p969";
const FORM_8889_INSTRUCTIONS = "https://www.irs.gov/instructions/i8889";

export const RULE_SOURCES = {
  monthlyLimit: {
    title: "Publication 969, Limit on Contributions",
    href: PUBLICATION_969,
    formLine: "Form 8889, line 3 (Line 3 Limitation Chart and Worksheet)",
  },
  lastMonthRule: { title: "Publication 969, Last-month rule", href: PUBLICATION_969, formLine: "Form 8889, line 3" },
  testingPeriod: { title: "Publication 969, Testing period", href: PUBLICATION_969, formLine: "Form 8889, Part III, lines 18 and 21" },
  catchUp: {
    title: "Publication 969, Additional contribution",
    href: PUBLICATION_969,
    formLine: "Form 8889, line 3, or line 7 when married with family coverage",
  },
  medicare: { title: "Publication 969, Enrolled in Medicare", href: PUBLICATION_969, formLine: "Form 8889, line 3 (0 for each month enrolled in Medicare)" },
  medicareBackdating: {
    title: "Medicare.gov, When does Medicare coverage start?",
    href: "https://www.medicare.gov/basics/get-started-with-medicare/sign-up/when-does-medicare-coverage-start",
  },
  spouses: { title: "Publication 969, Rules for married people", href: PUBLICATION_969, formLine: "Form 8889, line 6" },
  employer: { title: "Publication 969, Employer contributions", href: PUBLICATION_969, formLine: "Form 8889, line 9" },
  yourContributions: { title: "Instructions for Form 8889, line 2", href: FORM_8889_INSTRUCTIONS, formLine: "Form 8889, lines 2, 12 and 13" },
  excess: { title: "Publication 969, Excess contributions", href: PUBLICATION_969, formLine: "Form 5329, Part VII" },
  deadline: { title: "Publication 969, When To Contribute", href: PUBLICATION_969 },
  payrollTaxes: { title: "Publication 969, Employer contributions (cafeteria plans)", href: PUBLICATION_969 },
  incomeTax: { title: "Publication 969, Health Savings Accounts (HSAs)", href: PUBLICATION_969, formLine: "Form 8889, line 13" },
} as const satisfies Record<string, RuleSource>;
