/**
 * Training pages: /training/overview, /training/chsa, /training/hsae and /training/books.
 * Prices live here once; prose that mentions them is built with formatUsd.
 */
import { trainingPath } from "~/lib/site/public-paths";
import { formatUsd } from "~/lib/core/money";
import type { Card, TextSection } from "./types";

export type TrainingKey = "chsa" | "hsae" | "books";

export const TRAINING_KEYS: readonly TrainingKey[] = ["chsa", "hsae", "books"];

export function isTrainingKey(value: string): value is TrainingKey {
  return (TRAINING_KEYS as readonly string[]).includes(value);
}

/** Group and corporate discounts start at this many participants (CHSA group rates, HSAe volume discounts). */
export const GROUP_DISCOUNT_MIN_PARTICIPANTS = 5;

export const CHSA_PRICES = {
  newCertification: 499,
  annualRenewal: 95,
} as const;

export const HSAE_PRICES = {
  perPerson: 795,
  accessMonths: 12,
} as const;

export type PriceOption = {
  readonly name: string;
  /** Null when the price is quoted on request. */
  readonly amount: number | null;
  /** Short qualifier shown next to the amount, e.g. "one-time" or "per person". */
  readonly unit: string;
  readonly description: string;
  readonly features: readonly string[];
};

// ---------------------------------------------------------------------------------------------
// CHSA

export type ProcessStep = {
  readonly step: number;
  readonly title: string;
  readonly description: string;
};

export const CHSA = {
  title: "CHSA Certification",
  subtitle: "The professional credential for people who administer, sell and support health savings accounts.",
  intro:
    "The CHSA certification validates a working command of health savings accounts: eligibility, HDHP requirements, contributions, distributions, tax reporting, investments and the operational practices that keep a program compliant. It is built for custodian and bank staff, TPAs, benefits brokers and advisers, HR professionals and the technology teams who build HSA products. Coursework is self-paced online, and the credential is earned by passing the certification exam.",
  processHeading: "The Certification Process",
  process: [
    {
      step: 1,
      title: "Enroll",
      description: "Register through our online course platform and get immediate access to the CHSA curriculum and study materials.",
    },
    {
      step: 2,
      title: "Complete the Coursework",
      description: "Work through the self-paced modules on eligibility, contributions, distributions, reporting, investments and program operations.",
    },
    {
      step: 3,
      title: "Practice and Review",
      description: "Test your understanding with module quizzes and realistic case scenarios drawn from day-to-day HSA administration.",
    },
    {
      step: 4,
      title: "Pass the Certification Exam",
      description: "Sit the online certification exam when you are ready and demonstrate your mastery of HSA rules and practice.",
    },
    {
      step: 5,
      title: "Earn and Maintain Your Credential",
      description: "Receive your CHSA credential and digital badge, then keep it current each year through renewal and annual regulatory updates.",
    },
  ] satisfies readonly ProcessStep[],
  benefitsHeading: "Why Earn the CHSA",
  benefits: [
    "Demonstrate verified HSA expertise to employers, clients and partners",
    "Answer eligibility, contribution and distribution questions correctly the first time",
    "Reduce costly errors in contributions, distributions and tax reporting",
    "Stay current with annual limits, IRS guidance and new legislation",
    "Build a common standard of knowledge across service, sales and operations teams",
    "Add a recognized credential to your professional profile",
  ],
  pricingHeading: "Pricing",
  pricing: [
    {
      name: "New Certification",
      amount: CHSA_PRICES.newCertification,
      unit: "one-time",
      description: "Everything you need to earn the CHSA credential.",
      features: ["Full self-paced curriculum", "Study materials and practice quizzes", "Certification exam", "Digital credential and badge"],
    },
    {
      name: "Annual Renewal",
      amount: CHSA_PRICES.annualRenewal,
      unit: "per year",
      description: "Keep your credential active and your knowledge current.",
      features: ["Annual regulatory and limits update", "Continuing-education content", "Renewed credential and badge"],
    },
    {
      name: "Group Rates",
      amount: null,
      unit: "contact us",
      description: `Discounted pricing for ${GROUP_DISCOUNT_MIN_PARTICIPANTS} or more candidates from one organization.`,
      features: ["Volume discount", "Group enrollment and progress reporting", "Optional live review session for your team"],
    },
  ] satisfies readonly PriceOption[],
  enrollCta: "Enroll Now",
  enrollNote: "Enrollment and coursework take place on our online course platform, which opens in a new tab.",
  groupCta: "Ask About Group Rates",
  groupMailSubject: "CHSA group rates",
} as const;

// ---------------------------------------------------------------------------------------------
// HSAe

export const HSAE = {
  title: "HSAe Training",
  subtitle: "In-depth HSA education for professionals and teams who need more than the basics.",
  intro:
    "HSAe is our comprehensive HSA training program. It goes beyond the fundamentals into the scenarios that create real risk and real opportunity: complex eligibility situations, corrections, transfers and rollovers, investment programs, employer plan design and the regulatory changes reshaping the market. It is available to individuals online and as custom corporate training for whole teams.",
  coverageHeading: "What HSAe Covers",
  coverage: [
    "HSA eligibility, disqualifying coverage and Medicare, TRICARE, VA and IHS interactions",
    "HDHP design, preventive care safe harbors, telehealth and direct primary care rules",
    "Contribution limits, catch-up contributions, the last-month rule and the testing period",
    "Qualified medical expenses, substantiation and distribution rules",
    "Excess contributions, mistaken distributions and how to correct them",
    "Trustee-to-trustee transfers, rollovers and IRA qualified funding distributions",
    "Forms 8889, 1099-SA and 5498-SA and year-end reporting",
    "Investment options, fiduciary considerations and account-holder education",
    "Employer programs: comparability, cafeteria plans and coordination with HRAs and FSAs",
    "Current legislation and what it means for your program",
  ],
  pricingHeading: "Pricing",
  pricing: [
    {
      name: "Individual",
      amount: HSAE_PRICES.perPerson,
      unit: "per person",
      description: `${HSAE_PRICES.accessMonths} months of full access to the HSAe program.`,
      features: ["All HSAe modules and case studies", "Downloadable reference materials", "Knowledge checks and certificate of completion"],
    },
    {
      name: "Corporate Training",
      amount: null,
      unit: "custom pricing",
      description: `Tailored programs with volume discounts for ${GROUP_DISCOUNT_MIN_PARTICIPANTS} or more participants.`,
      features: ["Content tailored to your products and procedures", "Live virtual or on-site sessions", "Team progress reporting"],
    },
  ] satisfies readonly PriceOption[],
  individualCta: "Request HSAe Enrollment",
  individualMailSubject: "HSAe enrollment",
  corporateCta: "Discuss Corporate Training",
  corporateMailSubject: "HSAe corporate training",
} as const;

// ---------------------------------------------------------------------------------------------
// Books (/training/books, titled "HSA Publications")

export const BOOKS = {
  title: "HSA Publications",
  subtitle: "Practical references for the professionals who build, run and advise on HSA programs.",
  guidebook: {
    title: "The HSA Professional's Guidebook",
    subtitle: "Rules, Operations and Best Practices for Health Savings Account Programs",
    description:
      "A plain-English reference to how health savings accounts work in practice, written for custodian and bank staff, TPAs, brokers, HR teams and benefits technology companies. It explains the statute and IRS guidance behind each rule, then shows how well-run programs put those rules into operation.",
    insideHeading: "What's Inside",
    inside: [
      "HSA eligibility and HDHP requirements, with common disqualifying-coverage scenarios",
      "Contribution rules, limits, catch-up contributions and the last-month rule",
      "Qualified medical expenses and distribution rules",
      "Corrections: excess contributions and mistaken distributions",
      "Transfers, rollovers, beneficiaries and estates",
      "Tax reporting on Forms 8889, 1099-SA and 5498-SA",
      "Investment programs and account-holder education",
      "Employer considerations: comparability, cafeteria plans, HRAs and FSAs",
      "Checklists and quick-reference tables for daily use",
    ],
    purchaseCta: "Buy the Guidebook",
  },
  bulk: {
    heading: "Bulk Orders",
    text: "Equip your whole team, your clients or your broker partners. We offer discounted pricing on bulk orders of the guidebook.",
    cta: "Ask About Bulk Orders",
    mailSubject: "Guidebook bulk order",
  },
  custom: {
    heading: "Custom Publications",
    text: "We write and co-brand HSA guides, employer toolkits and account-holder education materials tailored to your products and audiences.",
    cta: "Discuss a Custom Publication",
    mailSubject: "Custom publication",
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Overview (/training/overview)

export const TRAINING_OVERVIEW = {
  title: "Training & Certification",
  subtitle: "Build real HSA expertise across your organization.",
  cards: [
    {
      title: "CHSA Certification",
      description: "The professional credential for HSA practitioners: self-paced coursework, a certification exam and annual renewal.",
      href: trainingPath("chsa"),
      icon: "BadgeCheck",
    },
    {
      title: "HSAe Training",
      description: "Comprehensive HSA education for individuals and custom corporate programs for teams.",
      href: trainingPath("hsae"),
      icon: "GraduationCap",
    },
  ] satisfies readonly Card[],
  cardCta: "Learn More",
  whyCertifyHeading: "Why Certify",
  whyCertify: [
    "HSA rules are technical and change every year; certification keeps your team accurate and current",
    "Errors in eligibility, contributions and reporting are expensive for account holders and for your organization",
    "A recognized credential builds trust with employers, brokers and partners",
    "Shared training gives service, sales and operations teams one consistent answer",
    "Certified staff resolve questions faster, improving the account-holder experience",
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// Learning-center perks (shown on /resources/learning-center)

export const LEARNING_CENTER_PERKS = {
  maxPoints: 500,
  pointsValueUsd: 15,
} as const;

export const LEARNING_CENTER_PERKS_TEXT = `Complete learning paths to earn up to ${LEARNING_CENTER_PERKS.maxPoints} Perks Points, worth ${formatUsd(LEARNING_CENTER_PERKS.pointsValueUsd)} toward HSA-eligible products at our partner store.`;

/** Sections of supporting prose shared by the training pages. */
export const TRAINING_CONTACT: TextSection = {
  heading: "Questions About Training?",
  paragraphs: ["Email our training team at {email} and we will help you choose the right program for you or your organization."],
};
