/**
 * /resources and /resources/{key}. The contribution-limits and HDHP pages read their amounts from
 * ./limits; the learning-center perks come from ./training; IRS links come from ./irs-rules.
 */
import { IRS_TREASURY_RULES_PATH, resourcePath } from "~/lib/site/public-paths";
import { IRS_FORMS, IRS_PUBLICATIONS, findGuidance, guidanceAnchorId } from "./irs-rules";
import { CATCH_UP_AGE } from "~/lib/hsa/statute";
import { LEARNING_CENTER_PERKS_TEXT } from "./training";
import type { Card, ExternalReference, IconName, TextSection } from "./types";

export type ResourceKey = "learning-center" | "contribution-limits" | "hsa-history" | "providers" | "irs-treasury";

export const RESOURCE_KEYS: readonly ResourceKey[] = ["learning-center", "contribution-limits", "hsa-history", "providers", "irs-treasury"];

export function isResourceKey(value: string): value is ResourceKey {
  return (RESOURCE_KEYS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Index (/resources)

export const RESOURCES_HERO = {
  title: "HSA Resources",
  subtitle:
    "Reference material for HSA professionals, employers and account holders: current limits, the history of HSA rules, provider information, IRS guidance and learning tools.",
} as const;

export const RESOURCE_CARDS: readonly Card[] = [
  {
    title: "HSA Learning Center",
    description: "Eligible expenses, goal-based learning paths and tools to help account holders get the most from their HSA.",
    href: resourcePath("learning-center"),
    icon: "GraduationCap",
  },
  {
    title: "Contribution Limits",
    description: `This year's HSA contribution limits, the age ${CATCH_UP_AGE} catch-up and the limits for recent years.`,
    href: resourcePath("contribution-limits"),
    icon: "Calculator",
  },
  {
    title: "History of HSA Rules",
    description: "The laws and guidance that shaped health savings accounts, from the 2003 Medicare Modernization Act to today.",
    href: resourcePath("hsa-history"),
    icon: "Milestone",
  },
  {
    title: "HSA Providers",
    description: "A starting point for comparing HSA trustees and custodians.",
    href: resourcePath("providers"),
    icon: "Building",
  },
  {
    title: "IRS & Treasury Rules",
    description: "IRS publications, forms and the guidance issued for HSAs year by year.",
    href: IRS_TREASURY_RULES_PATH,
    icon: "ScrollText",
  },
];

export const RESOURCE_CARD_CTA = "Explore";

// ---------------------------------------------------------------------------------------------
// Contribution limits (/resources/contribution-limits); amounts come from ./limits

export const CONTRIBUTION_LIMITS_PAGE = {
  title: "HSA Contribution Limits",
  intro: `The IRS adjusts HSA contribution limits for inflation every year. The limit depends on whether you have self-only or family HDHP coverage, and account holders aged ${CATCH_UP_AGE} or older may contribute an additional catch-up amount. Contributions from all sources, including your employer, count toward the limit.`,
  currentHeading: "Current Year Limits",
  historyHeading: "Historical Limits",
  selfOnlyLabel: "Self-Only Coverage",
  familyLabel: "Family Coverage",
  catchUpLabel: `Catch-Up (Age ${CATCH_UP_AGE}+)`,
  yearLabel: "Year",
  notes: [
    "Contributions for a tax year may be made until the federal tax filing deadline, generally April 15 of the following year.",
    "If you are eligible for only part of the year, your limit is generally prorated by month unless you use the last-month rule and stay eligible through the testing period.",
    "Once you enroll in Medicare, you can no longer contribute to an HSA, but you can keep using the funds.",
  ],
} as const;

export const HDHP_AMOUNTS_PAGE = {
  title: "HDHP Amounts",
  intro:
    "To be HSA-qualified, a high deductible health plan must have a deductible of at least the IRS minimum and must cap annual out-of-pocket expenses (deductibles, copayments and coinsurance, but not premiums) at no more than the IRS maximum.",
  minimumDeductibleHeading: "Minimum Annual Deductible",
  maximumOutOfPocketHeading: "Maximum Out-of-Pocket",
  coverageLabel: "Coverage",
  selfOnlyLabel: "Self-Only",
  familyLabel: "Family",
  note: "An HDHP may cover preventive care, telehealth and certain insulin products before the deductible is met without affecting HSA eligibility.",
} as const;

// ---------------------------------------------------------------------------------------------
// Learning center (/resources/learning-center)

export type LearningPath = {
  readonly title: string;
  readonly goal: string;
  readonly icon: IconName;
  readonly topics: readonly string[];
};

export const LEARNING_CENTER = {
  title: "HSA Learning Center",
  intro:
    "Whether you just opened your first HSA or you are planning to use it in retirement, the Learning Center helps you understand your account and make confident decisions.",
  eligibleExpensesHeading: "Common HSA-Eligible Expenses",
  eligibleExpensesIntro:
    "You can use HSA funds tax-free for qualified medical expenses for yourself, your spouse and your tax dependents. IRS Publication 502 describes what counts as medical care. Common examples include:",
  eligibleExpenses: [
    "Deductibles, copayments and coinsurance",
    "Doctor, specialist and hospital services",
    "Prescription drugs and insulin",
    "Over-the-counter medicines and menstrual care products",
    "Dental care, including cleanings, fillings and orthodontia",
    "Vision care, eyeglasses, contact lenses and corrective eye surgery",
    "Hearing exams and hearing aids",
    "Mental health counseling and therapy",
    "Physical therapy and chiropractic care",
    "Lab tests, imaging and diagnostic services",
    "Medical equipment and supplies such as crutches, blood pressure monitors and glucose monitors",
    "Qualified long-term care services and, within limits, long-term care insurance premiums",
  ],
  eligibleExpensesNote:
    "Keep receipts for every distribution. Health insurance premiums generally are not qualified expenses, with exceptions such as COBRA, coverage while receiving unemployment compensation, and Medicare premiums after age 65.",
  learningPathsHeading: "Goal-Based Learning",
  learningPathsIntro: "Choose the path that matches where you are today.",
  learningPaths: [
    {
      title: "Getting Started",
      goal: "Understand how your HSA works and use it with confidence.",
      icon: "Compass",
      topics: ["Who is eligible for an HSA", "How HDHPs and HSAs work together", "Paying for care with your HSA card", "Keeping records and receipts"],
    },
    {
      title: "Maximizing Tax Savings",
      goal: "Get the full triple tax advantage from your account.",
      icon: "PiggyBank",
      topics: [
        "Annual limits and catch-up contributions",
        "Payroll versus direct contributions",
        "Contributing for the prior year",
        "Avoiding excess contributions",
      ],
    },
    {
      title: "Investing Your HSA",
      goal: "Grow your balance for future health costs.",
      icon: "TrendingUp",
      topics: [
        "Cash versus invested balances",
        "Choosing investments for your time horizon",
        "Paying now or reimbursing yourself later",
        "Fees and what they cost you",
      ],
    },
    {
      title: "Planning for Retirement",
      goal: "Use your HSA as part of your retirement strategy.",
      icon: "Milestone",
      topics: ["HSAs and Medicare enrollment", "Paying Medicare premiums from your HSA", "Non-medical withdrawals after age 65", "Naming beneficiaries"],
    },
  ] satisfies readonly LearningPath[],
  perksHeading: "Earn Perks Points",
  perksText: LEARNING_CENTER_PERKS_TEXT,
  partnerStoreHeading: "Shop HSA-Eligible Products",
  partnerStoreText:
    "Our partner store offers a wide selection of HSA-eligible products, from first-aid supplies and sun care to blood pressure monitors, with eligibility already confirmed so you can pay with your HSA card.",
  partnerStoreCta: "Visit the Partner Store",
} as const;

// ---------------------------------------------------------------------------------------------
// History (/resources/hsa-history)

export type TimelineEvent = {
  readonly year: number;
  readonly title: string;
  readonly description: string;
};

export const HSA_HISTORY = {
  title: "History of HSA Rules",
  intro:
    "Health savings accounts grew out of the Archer medical savings account pilot of the 1990s and became law in 2003. Since then, Congress, the Treasury and the IRS have steadily refined who can contribute, how much and what HSAs can pay for.",
  timeline: [
    {
      year: 2003,
      title: "Medicare Modernization Act creates HSAs",
      description:
        "On December 8, 2003, the Medicare Prescription Drug, Improvement, and Modernization Act (Public Law 108-173) added Section 223 to the Internal Revenue Code, creating health savings accounts paired with high deductible health plans for tax years beginning in 2004.",
    },
    {
      year: 2004,
      title: "First accounts and first guidance",
      description:
        "The first HSAs opened, and the Treasury and IRS issued the foundational guidance: Notice 2004-2 on the basics, Notice 2004-23 defining preventive care, Rev. Rul. 2004-45 on HRAs and FSAs, and Notice 2004-50 with further answers.",
    },
    {
      year: 2006,
      title: "Tax Relief and Health Care Act (HOPE Act)",
      description:
        "Signed December 20, 2006, the law let contributions reach the full statutory limit regardless of the plan deductible, added the last-month rule with its testing period, and allowed a once-in-a-lifetime transfer from an IRA and temporary rollovers from health FSAs and HRAs.",
    },
    {
      year: 2008,
      title: "Comprehensive IRS questions and answers",
      description:
        "Notice 2008-59 answered dozens of practical questions on eligibility, contributions, distributions and administration, while Notices 2008-51 and 2008-52 explained IRA funding transfers and the testing period.",
    },
    {
      year: 2010,
      title: "Affordable Care Act changes",
      description:
        "The Affordable Care Act raised the additional tax on non-qualified distributions from 10% to 20% and, from 2011, required a prescription for over-the-counter medicines to be qualified medical expenses.",
    },
    {
      year: 2013,
      title: "ACA preventive care fits within HDHPs",
      description: "Notice 2013-57 confirmed that HDHPs may cover the preventive services the Affordable Care Act requires without a deductible.",
    },
    {
      year: 2018,
      title: "The 2018 family limit reversal",
      description:
        "After the Tax Cuts and Jobs Act switched inflation indexing to chained CPI, the IRS briefly lowered the 2018 family contribution limit, then restored the original amount in Rev. Proc. 2018-27.",
    },
    {
      year: 2019,
      title: "Chronic-condition preventive care",
      description:
        "Executive Order 13877 and Notice 2019-45 allowed HDHPs to cover fourteen items and services for chronic conditions, such as insulin and statins, before the deductible.",
    },
    {
      year: 2020,
      title: "CARES Act and COVID-19 relief",
      description:
        "The CARES Act made over-the-counter medicines and menstrual care products qualified medical expenses again and created a temporary telehealth safe harbor, and Notice 2020-15 let HDHPs cover COVID-19 testing and treatment before the deductible.",
    },
    {
      year: 2022,
      title: "Insulin safe harbor and telehealth extensions",
      description:
        "The Inflation Reduction Act let HDHPs cover selected insulin products before the deductible from 2023, and the Consolidated Appropriations Acts of 2022 and 2023 extended the telehealth safe harbor through plan years beginning in 2024.",
    },
    {
      year: 2024,
      title: "Preventive care list expanded again",
      description:
        "Notice 2024-75 added over-the-counter contraceptives and male condoms to HDHP preventive care and clarified coverage of breast cancer screening and continuous glucose monitors.",
    },
    {
      year: 2025,
      title: "One Big Beautiful Bill Act",
      description:
        "Signed July 4, 2025 (Public Law 119-21), the law made the telehealth safe harbor permanent, treats bronze and catastrophic marketplace plans as HSA-compatible from 2026, and allows direct primary care arrangements alongside an HSA from 2026.",
    },
  ] satisfies readonly TimelineEvent[],
} as const;

// ---------------------------------------------------------------------------------------------
// Providers (/resources/providers)

export type Provider = {
  readonly name: string;
  readonly description: string;
  readonly website: string;
};

export const PROVIDERS_PAGE = {
  title: "HSA Providers",
  intro:
    "HSAs are held by a trustee or custodian: a bank, an insurance company or an IRS-approved non-bank trustee. Providers differ in fees, interest on cash balances, investment choices, tools and service. These two widely used providers illustrate the range of options.",
  websiteLabel: "Visit Website",
  disclaimer: "Listing a provider is not an endorsement by {firm}. Compare fees, investment options and service before choosing an HSA.",
  providers: [
    {
      name: "HealthEquity",
      description:
        "One of the largest HSA custodians in the United States and an IRS-approved non-bank trustee, offering HSAs alongside FSA, HRA and COBRA administration, primarily through employers and health plans.",
      website: "https://www.healthequity.com",
    },
    {
      name: "HSA Bank",
      description:
        "A division of Webster Bank, N.A. and one of the longest-serving HSA custodians, providing HSAs with investment options for employers and individuals, along with other consumer-directed benefits.",
      website: "https://www.hsabank.com",
    },
  ] satisfies readonly Provider[],
} as const;

// ---------------------------------------------------------------------------------------------
// IRS & Treasury card content (the irs-treasury resource key)

/**
 * These notices link to their entry on the full IRS & Treasury Rules page, which carries the
 * irs.gov link, so each official address is written in one place.
 */
const PLACEHOLDER_NOTICE_CITATIONS = ["Notice 2004-2", "Notice 2019-45", "Notice 2024-75"] as const;

function placeholderNotice(citation: string): ExternalReference {
  const item = findGuidance(citation);
  return {
    label: citation,
    href: `${IRS_TREASURY_RULES_PATH}#${guidanceAnchorId(citation)}`,
    ...(item ? { description: item.title } : {}),
  };
}

const PUBLICATIONS_SHOWN = ["969", "502"] as const;

export const IRS_TREASURY_RESOURCE = {
  title: "IRS & Treasury Resources",
  intro: "The core IRS references for HSAs. See the full IRS & Treasury Rules page for every form, publication and year of guidance.",
  publicationsHeading: "Publications",
  publications: IRS_PUBLICATIONS.filter((pub) => (PUBLICATIONS_SHOWN as readonly string[]).includes(pub.id)).map((pub): ExternalReference => ({
    label: pub.title,
    href: pub.url,
    description: pub.description,
  })),
  formsHeading: "Forms",
  forms: IRS_FORMS.filter((form) => form.id === "8889").map((form): ExternalReference => ({
    label: form.title,
    href: form.url,
    description: form.description,
  })),
  noticesHeading: "Key Notices",
  notices: PLACEHOLDER_NOTICE_CITATIONS.map(placeholderNotice),
  fullPageLink: { label: "All IRS & Treasury Rules", href: IRS_TREASURY_RULES_PATH },
} as const;

/** Supporting prose blocks for resource pages that need a closing call to action. */
export const RESOURCES_CONTACT: TextSection = {
  heading: "Need Help Applying the Rules?",
  paragraphs: ["Our consultants help administrators, employers and advisers put HSA rules into practice. Email us at {email}."],
};
