/**
 * /hsa-legislation: HSA bills of the 119th Congress (2025-2026).
 *
 * Only bills whose number, sponsor and introduction date were confirmed against the bill text
 * published by the Government Publishing Office (congress.gov / govinfo.gov) are listed. Summaries
 * describe the bills as introduced unless stated otherwise: a provision that was not enacted must
 * never read as law.
 */
import { defineContentType } from "~/lib/site-content/content-type";
import { addedLater, date, link, list, select, text, textarea, group } from "~/lib/site-content/fields";
import { HSA_LEGISLATION_PATH } from "~/lib/site/public-paths";

/**
 * The day the built-in bills were last reviewed against Congress.gov and the enacted law (H.R. 1's
 * summary checked against Public Law 119-21): the page's "reviewed on" date until staff set theirs.
 */
export const LEGISLATION_BUILT_IN_DATE = "2026-11-27";
const CONGRESS_NUMBER = 119;

function houseUrl(billNumber: number): string {
  return `https://www.congress.gov/bill/${CONGRESS_NUMBER}th-congress/house-bill/${billNumber}`;
}

function senateUrl(billNumber: number): string {
  return `https://www.congress.gov/bill/${CONGRESS_NUMBER}th-congress/senate-bill/${billNumber}`;
}

const BUILT_IN_PAGE = {
  eyebrow: "Policy",
  title: "HSA Legislation",
  subtitle: `Health savings account bills in the ${CONGRESS_NUMBER}th Congress (2025-2026).`,
  lastUpdatedLabel: "Bills reviewed on",
  reviewedOn: LEGISLATION_BUILT_IN_DATE,
  intro:
    "Congress has introduced a wide range of proposals to expand and modernize health savings accounts: broader eligibility, higher contribution limits, new qualified expenses and more flexible HDHP design. We track the bills that matter most to HSA administrators, employers and account holders. Introduction is only the first step; most bills never receive a vote, but they show where HSA policy is heading.",
  houseHeading: "House Bills",
  senateHeading: "Senate Bills",
  sponsorLabel: "Sponsor",
  introducedLabel: "Introduced",
  viewBillLabel: "View on Congress.gov",
  linksHeading: "Follow Legislation",
  disclaimer:
    "Bill summaries are provided for education and are based on the text as introduced unless noted. They are not legal advice. Check Congress.gov for the current status and text of each bill.",
};

export const HOUSE_BILLS = [
  {
    number: "H.R. 1",
    title: "One Big Beautiful Bill Act",
    sponsor: { name: "Jodey C. Arrington", party: "R" as const, state: "TX" },
    introduced: "2025-05-20",
    summary:
      "The budget reconciliation bill, signed into law on July 4, 2025 (Public Law 119-21). Its enacted HSA provisions make the telehealth safe harbor for HDHPs permanent, treat bronze and catastrophic individual-market plans as HDHPs from 2026, and allow direct primary care arrangements alongside an HSA from 2026, with the fees payable from the account; IRS Notice 2026-5 explains them. Other health-account provisions of the House-passed version, such as contributions by people enrolled in Medicare Part A, higher contribution limits, catch-up contributions by both spouses to one HSA and CHOICE arrangements, were dropped and did not become law.",
    url: houseUrl(1),
  },
  {
    number: "H.R. 74",
    title: "Freedom for Families Act",
    sponsor: { name: "Andy Biggs", party: "R" as const, state: "AZ" },
    introduced: "2025-01-03",
    summary:
      "Removes the HDHP coverage requirement for HSAs, raises the annual contribution limit to $9,000 for individuals and $18,000 for joint filers while ending the separate catch-up contribution, and allows tax-free HSA distributions during periods of qualified caregiving or family and medical leave.",
    url: houseUrl(74),
  },
  {
    number: "H.R. 138",
    title: "Lowering Costs for Caregivers Act of 2025",
    sponsor: { name: "Vern Buchanan", party: "R" as const, state: "FL" },
    introduced: "2025-01-03",
    summary:
      "Lets HSA funds pay the medical expenses of the account holder's parents or a spouse's parents, with matching changes for health FSAs, HRAs and Archer MSAs. Bipartisan; the Senate version is S. 1565.",
    url: houseUrl(138),
  },
  {
    number: "H.R. 317",
    title: "Healthcare Freedom Act of 2025",
    sponsor: { name: "Chip Roy", party: "R" as const, state: "TX" },
    introduced: "2025-01-09",
    summary:
      'Renames HSAs "health freedom accounts" and makes them available to all individuals regardless of their health coverage, with an expanded list of expenses that can be paid from the account, including health insurance premiums.',
    url: houseUrl(317),
  },
  {
    number: "H.R. 444",
    title: "Native American Health Savings Improvement Act",
    sponsor: { name: "John R. Moolenaar", party: "R" as const, state: "MI" },
    introduced: "2025-01-15",
    summary:
      "Provides that receiving hospital care or medical services through an Indian Health Service or tribal program does not make an otherwise eligible individual ineligible to contribute to an HSA.",
    url: houseUrl(444),
  },
  {
    number: "H.R. 548",
    title: "HSA Modernization Act",
    sponsor: { name: "Beth Van Duyne", party: "R" as const, state: "TX" },
    introduced: "2025-01-16",
    summary:
      "Extends HSA eligibility to veterans using VA care, people entitled to Medicare Part A by reason of age and those eligible for Indian Health Service care; treats bronze and catastrophic plans as HDHPs; adds a mental health safe harbor; lets both spouses make catch-up contributions to one HSA; and raises the contribution limit to the HDHP out-of-pocket maximum.",
    url: houseUrl(548),
  },
  {
    number: "H.R. 720",
    title: "Protecting Life in Health Savings Accounts Act",
    sponsor: { name: "Josh Brecheen", party: "R" as const, state: "OK" },
    introduced: "2025-01-24",
    summary:
      "Removes abortion from the qualified medical expenses payable from HSAs, Archer MSAs, health FSAs, HRAs and retiree health accounts, except for pregnancies resulting from rape or incest or where a physician certifies the woman's life is in danger. Identical to S. 251.",
    url: houseUrl(720),
  },
  {
    number: "H.R. 810",
    title: "Personalized Care Act of 2025",
    sponsor: { name: "Chip Roy", party: "R" as const, state: "TX" },
    introduced: "2025-01-28",
    summary:
      "Decouples HSAs from HDHPs so that people with almost any health coverage, including Medicare, Medicaid and health care sharing ministries, can contribute. Raises the limits to $10,800 self-only and $29,500 family, allows premiums and direct care fees to be paid from an HSA, and cuts the additional tax on non-qualified distributions from 20% to 10%. Companion to S. 276.",
    url: houseUrl(810),
  },
  {
    number: "H.R. 1026",
    title: "Primary Care Enhancement Act of 2025",
    sponsor: { name: "Lloyd Smucker", party: "R" as const, state: "PA" },
    introduced: "2025-02-05",
    summary:
      "Provides that a direct primary care service arrangement is not a health plan that disqualifies HSA contributions, and treats its fees, capped at $150 a month for an individual or $300 for a family, as qualified medical expenses, with W-2 reporting of employer-provided arrangements.",
    url: houseUrl(1026),
  },
  {
    number: "H.R. 1140",
    title: "Direct Medical Care Freedom Act of 2025",
    sponsor: { name: "Chip Roy", party: "R" as const, state: "TX" },
    introduced: "2025-02-07",
    summary:
      "Provides that a direct medical care arrangement, meaning care from physicians, nurse practitioners, clinical nurse specialists or physician assistants for a fixed periodic fee, including arrangements limited to specialty care, does not disqualify HSA contributions. The fees would be payable from an HSA, with W-2 reporting of employer-provided arrangements.",
    url: houseUrl(1140),
  },
  {
    number: "H.R. 1219",
    title: "Oral Health Products Inclusion Act",
    sponsor: { name: "Jefferson Van Drew", party: "R" as const, state: "NJ" },
    introduced: "2025-02-11",
    summary:
      "Adds toothbrushes (manual or electric), water flossers and over-the-counter anticavity, antiplaque and antigingivitis products to the expenses that can be paid tax-free from an HSA, Archer MSA, health FSA or HRA.",
    url: houseUrl(1219),
  },
  {
    number: "H.R. 2369",
    title: "PHIT Act of 2025",
    sponsor: { name: "Mike Kelly", party: "R" as const, state: "PA" },
    introduced: "2025-03-26",
    summary:
      "House companion of S. 1144, reintroduced with Rep. Jimmy Panetta (D-CA): qualified sports and fitness expenses, such as gym memberships, exercise classes and equipment, could be paid from an HSA, up to $1,000 a year ($2,000 for joint returns and heads of household).",
    url: houseUrl(2369),
  },
  {
    number: "H.R. 2419",
    title: "Patient Fairness Act of 2025",
    sponsor: { name: "Warren Davidson", party: "R" as const, state: "OH" },
    introduced: "2025-03-27",
    summary:
      "Allows all individuals to contribute to HSAs without regard to HDHP coverage, removes the limits on using HSA funds to buy health coverage, and raises the annual contribution limit to $8,000, twice that amount for family coverage.",
    url: houseUrl(2419),
  },
  {
    number: "H.R. 2436",
    title:
      "To amend the Internal Revenue Code of 1986 to treat distributions from health savings accounts for funeral expenses of the account beneficiary as qualified distributions",
    sponsor: { name: "Kevin Hern", party: "R" as const, state: "OK" },
    introduced: "2025-03-27",
    summary:
      "Treats HSA distributions for the account beneficiary's funeral expenses, such as burial, cremation, a funeral director's services and transportation of the remains, as qualified distributions, up to $5,000 in total.",
    url: houseUrl(2436),
  },
  {
    number: "H.R. 4203",
    title: "WEAR IT Act",
    sponsor: { name: "David Schweikert", party: "R" as const, state: "AZ" },
    introduced: "2025-06-26",
    summary:
      "Treats wearable devices, including related software and subscriptions, that collect physiological data or help diagnose or treat a disease or condition as medical care payable from an HSA, Archer MSA, health FSA or HRA, up to $375 a year, starting in 2026.",
    url: houseUrl(4203),
  },
  {
    number: "H.R. 4243",
    title: "Homecare for Seniors Act",
    sponsor: { name: "Adrian Smith", party: "R" as const, state: "NE" },
    introduced: "2025-06-27",
    summary:
      "Allows tax-free HSA distributions for qualified home care: contracts with a state-licensed provider for at least three in-home services such as help with bathing, dressing, eating or medication adherence. Directs HHS and Treasury to publicize the change.",
    url: houseUrl(4243),
  },
];

export const SENATE_BILLS = [
  {
    number: "S. 251",
    title: "Protecting Life in Health Savings Accounts Act",
    sponsor: { name: "Mike Lee", party: "R" as const, state: "UT" },
    introduced: "2025-01-24",
    summary:
      "Senate version of H.R. 720: amounts paid for an abortion would no longer be qualified medical expenses for HSAs, Archer MSAs, health FSAs, HRAs and retiree health accounts, with exceptions for rape, incest and a physician-certified danger to the woman's life.",
    url: senateUrl(251),
  },
  {
    number: "S. 276",
    title: "Personalized Care Act of 2025",
    sponsor: { name: "Ted Cruz", party: "R" as const, state: "TX" },
    introduced: "2025-01-28",
    summary:
      "Senate companion to H.R. 810: opens HSAs to people with almost any health coverage, raises the limits to $10,800 self-only and $29,500 family, allows premiums, direct care fees and health care sharing ministry costs to be paid from an HSA, and lowers the additional tax on non-qualified distributions to 10%.",
    url: senateUrl(276),
  },
  {
    number: "S. 763",
    title: "Telehealth Expansion Act of 2025",
    sponsor: { name: "Steve Daines", party: "R" as const, state: "MT" },
    introduced: "2025-02-27",
    summary:
      "Makes permanent the safe harbor that lets HDHPs cover telehealth and other remote care before the deductible without affecting HSA eligibility, for plan years beginning after December 31, 2024. Co-led by Sen. Catherine Cortez Masto (D-NV); the same policy was later enacted in H.R. 1.",
    url: senateUrl(763),
  },
  {
    number: "S. 1144",
    title: "PHIT Act of 2025",
    sponsor: { name: "John Thune", party: "R" as const, state: "SD" },
    introduced: "2025-03-26",
    summary:
      "The Personal Health Investment Today Act treats qualified sports and fitness expenses, such as fitness facility memberships, exercise instruction and equipment, as medical care, so they could be paid from an HSA, up to $1,000 a year ($2,000 for joint returns and heads of household).",
    url: senateUrl(1144),
  },
  {
    number: "S. 1565",
    title: "Lowering Costs for Caregivers Act of 2025",
    sponsor: { name: "Jacky Rosen", party: "D" as const, state: "NV" },
    introduced: "2025-05-01",
    summary:
      "Senate version of H.R. 138, introduced with Sen. Bill Cassidy (R-LA): HSA, health FSA, HRA and Archer MSA funds could be used for the medical expenses of the account holder's or spouse's parents.",
    url: senateUrl(1565),
  },
  {
    number: "S. 1719",
    title: "Primary Care Enhancement Act of 2025",
    sponsor: { name: "Bill Cassidy", party: "R" as const, state: "LA" },
    introduced: "2025-05-12",
    summary:
      "Bipartisan Senate version of the direct primary care bill: direct primary care arrangements would not disqualify HSA contributions, and fees up to $150 a month ($300 for more than one person) would be medical care payable from an HSA.",
    url: senateUrl(1719),
  },
  {
    number: "S. 1944",
    title: "Employee Access to Worksite Health Services Act",
    sponsor: { name: "Tim Scott", party: "R" as const, state: "SC" },
    introduced: "2025-06-04",
    summary:
      "Clarifies that access to an employer's on-site health clinic for specified services, such as physicals, immunizations, treatment of work injuries, chronic-condition preventive care and screenings, does not make an employee ineligible to contribute to an HSA.",
    url: senateUrl(1944),
  },
];

const BUILT_IN_LINKS = [
  {
    label: "Congress.gov",
    description: "Official bill text, status, sponsors and actions from the Library of Congress.",
    href: "https://www.congress.gov",
  },
  {
    label: "GovTrack.us",
    description: "Independent tracking of bills, votes and members of Congress.",
    href: "https://www.govtrack.us",
  },
  {
    label: "Congressional Budget Office",
    description: "Cost estimates and budget analysis of legislation.",
    href: "https://www.cbo.gov",
  },
];

const PARTIES = [
  { value: "R", label: "Republican (R)" },
  { value: "D", label: "Democrat (D)" },
  { value: "I", label: "Independent (I)" },
] as const;

const bill = {
  number: text("Bill number", { max: 20, help: "As Congress writes it: H.R. 548, S. 276." }),
  title: text("Title", { max: 300 }),
  sponsor: group("Sponsor", {
    name: text("Name", { max: 100 }),
    party: select("Party", PARTIES),
    state: text("State", { max: 2, help: "Two-letter postal code, e.g. TX." }),
  }),
  introduced: date("Introduced on"),
  summary: textarea("Summary", { max: 1500, help: "What the bill would do, as introduced; say so when a provision became law." }),
  url: link("Page on Congress.gov"),
} as const;

const billList = (label: string) => list(label, bill, { max: 60, itemLabel: "number", singular: "bill" });

const STATE_CODE = /^[A-Z]{2}$/;

export const legislationContent = defineContentType({
  id: "hsa-legislation",
  label: "HSA legislation",
  group: "HSA figures and rules",
  description:
    "The /hsa-legislation page: HSA bills in Congress by chamber, with sponsor, date and summary. Review the bills against Congress.gov at least every 90 days and set the review date, which the page shows.",
  reviewEveryDays: 90,
  fields: {
    eyebrow: text("Eyebrow", { max: 40, help: "The small word above the title." }),
    title: text("Title", { max: 120 }),
    subtitle: textarea("Subtitle", { max: 400 }),
    lastUpdatedLabel: text("Review date label", { max: 60, help: "The page adds the review date below." }),
    reviewedOn: addedLater(
      date("Bills reviewed on", {
        help: "The day someone last checked every bill here against Congress.gov (status, sponsor, summary). Set it after each review, even when nothing changed; a publish alone does not change it.",
      }),
      LEGISLATION_BUILT_IN_DATE,
    ),
    intro: textarea("Introduction", { max: 2000 }),
    houseHeading: text("House heading", { max: 80 }),
    houseBills: billList("House bills"),
    senateHeading: text("Senate heading", { max: 80 }),
    senateBills: billList("Senate bills"),
    sponsorLabel: text("Sponsor label", { max: 40 }),
    introducedLabel: text("Introduced label", { max: 40 }),
    viewBillLabel: text("Link to a bill", { max: 60 }),
    linksHeading: text("Links heading", { max: 120 }),
    links: list(
      "Where to follow legislation",
      { label: text("Name", { max: 80 }), description: textarea("Description", { max: 400 }), href: link("Address") },
      { max: 12, itemLabel: "label", singular: "link" },
    ),
    disclaimer: textarea("Disclaimer", { max: 800 }),
  },
  refine(data, context) {
    for (const chamber of ["houseBills", "senateBills"] as const) {
      const numbers = new Set<string>();
      data[chamber].forEach((entry, index) => {
        if (!STATE_CODE.test(entry.sponsor.state)) {
          context.addIssue({ code: "custom", path: [chamber, index, "sponsor", "state"], message: "State must be a two-letter postal code, like TX" });
        }
        const number = entry.number.toUpperCase();
        if (numbers.has(number)) context.addIssue({ code: "custom", path: [chamber, index, "number"], message: `${entry.number} is already in the list` });
        numbers.add(number);
      });
    }
  },
  defaults: { ...BUILT_IN_PAGE, houseBills: HOUSE_BILLS, senateBills: SENATE_BILLS, links: BUILT_IN_LINKS },
  pages: [HSA_LEGISLATION_PATH],
});

export type Legislation = (typeof legislationContent)["documents"][number]["defaults"];
export type Bill = Legislation["houseBills"][number];
