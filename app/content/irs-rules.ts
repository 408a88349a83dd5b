/**
 * /irs-treasury-rules-regulations: IRS publications and forms for HSAs, and the IRS and Treasury
 * guidance issued for HSAs, year by year from 2004. Links point to irs.gov; guidance documents use
 * the IRS "irs-drop" PDF addresses. Dollar amounts are not repeated here: they live in
 * ./hsa-figures, whose sources are the yearly revenue procedures listed here. Items marked
 * featured are also listed on /resources/irs-treasury.
 */
import { defineContentType } from "~/lib/site-content/content-type";
import { boolean, integer, link, list, select, text, textarea } from "~/lib/site-content/fields";
import { guidanceAnchorId } from "~/lib/site/irs-guidance";
import { IRS_TREASURY_RULES_PATH, resourcePath } from "~/lib/site/public-paths";

export const GUIDANCE_KINDS = ["Revenue Procedure", "Revenue Ruling", "Notice", "Announcement", "Regulation"] as const;
export type GuidanceKind = (typeof GUIDANCE_KINDS)[number];

type GuidanceItem = {
  year: number;
  citation: string;
  kind: GuidanceKind;
  title: string;
  description: string;
  url: string;
  featured: boolean;
};

const FEATURED_HELP = "Also list it on the IRS & Treasury resources page (/resources/irs-treasury).";

const BUILT_IN_PAGE = {
  eyebrow: "Reference",
  title: "IRS & Treasury Rules and Regulations",
  subtitle: "The publications, forms and official guidance that govern health savings accounts.",
  intro:
    "Health savings accounts are created by Section 223 of the Internal Revenue Code, added by the Medicare Prescription Drug, Improvement, and Modernization Act of 2003. The Treasury Department and the IRS interpret the statute through publications, forms and official guidance: revenue procedures that set each year's limits, notices that answer practical questions and define preventive care, and revenue rulings on how HSAs interact with other coverage. This page collects the primary sources our team relies on.",
  publicationsHeading: "IRS Publications",
  formsHeading: "IRS Forms and Instructions",
  guidanceHeading: "IRS & Treasury Guidance by Year",
  yearNavLabel: "Jump to a year",
  guidanceIntro:
    "Official guidance issued for HSAs and HSA-qualified high deductible health plans, newest first. Each year includes the revenue procedure announcing the next year's inflation-adjusted limits.",
  disclaimer:
    "This list is provided for education and reference. It is not tax or legal advice; consult the official documents and a qualified adviser before acting on them.",
  viewLabel: "View on IRS.gov",
  pdfLabel: "PDF",
};

const BUILT_IN_PUBLICATIONS = [
  {
    title: "Publication 969, Health Savings Accounts and Other Tax-Favored Health Plans",
    description:
      "The IRS's main explanation of HSAs, Archer MSAs, health FSAs and HRAs: eligibility, HDHP requirements, contribution limits, distributions and reporting.",
    url: "https://www.irs.gov/publications/p969",
    pdfUrl: "https://www.irs.gov/pub/irs-pdf/p969.pdf",
    featured: true,
  },
  {
    title: "Publication 502, Medical and Dental Expenses",
    description:
      "Defines the medical and dental expenses that count as medical care under Section 213(d), the definition used for qualified medical expenses paid from an HSA.",
    url: "https://www.irs.gov/publications/p502",
    pdfUrl: "https://www.irs.gov/pub/irs-pdf/p502.pdf",
    featured: true,
  },
  {
    title: "Publication 15-B, Employer's Tax Guide to Fringe Benefits",
    description:
      "Explains how employers treat fringe benefits, including employer HSA contributions, cafeteria plan salary reductions and comparability requirements.",
    url: "https://www.irs.gov/publications/p15b",
    pdfUrl: "https://www.irs.gov/pub/irs-pdf/p15b.pdf",
    featured: false,
  },
];

/** Forms 1099-SA and 5498-SA share one set of instructions. */
const INSTRUCTIONS_1099SA_5498SA = {
  instructionsTitle: "Instructions for Forms 1099-SA and 5498-SA",
  instructionsUrl: "https://www.irs.gov/pub/irs-pdf/i1099sa.pdf",
};

const BUILT_IN_FORMS = [
  {
    title: "Form 8889, Health Savings Accounts (HSAs)",
    description:
      "Filed with the account holder's Form 1040 to report HSA contributions, figure the deduction, report distributions and calculate any additional tax.",
    url: "https://www.irs.gov/forms-pubs/about-form-8889",
    pdfUrl: "https://www.irs.gov/pub/irs-pdf/f8889.pdf",
    instructionsTitle: "Instructions for Form 8889",
    instructionsUrl: "https://www.irs.gov/pub/irs-pdf/i8889.pdf",
    featured: true,
  },
  {
    title: "Form 1099-SA, Distributions From an HSA, Archer MSA, or Medicare Advantage MSA",
    description: "Issued by the trustee or custodian to report distributions made from an HSA during the year.",
    url: "https://www.irs.gov/forms-pubs/about-form-1099-sa",
    pdfUrl: "https://www.irs.gov/pub/irs-pdf/f1099sa.pdf",
    ...INSTRUCTIONS_1099SA_5498SA,
    featured: false,
  },
  {
    title: "Form 5498-SA, HSA, Archer MSA, or Medicare Advantage MSA Information",
    description: "Issued by the trustee or custodian to report contributions, rollovers and the fair market value of the account.",
    url: "https://www.irs.gov/forms-pubs/about-form-5498-sa",
    pdfUrl: "https://www.irs.gov/pub/irs-pdf/f5498sa.pdf",
    ...INSTRUCTIONS_1099SA_5498SA,
    featured: false,
  },
];

/** The yearly revenue procedure that sets the next year's amounts (./hsa-figures cites it as the source). */
function annualLimits(citation: string, url: string, limitsForYear: number, extra = ""): Omit<GuidanceItem, "year"> {
  return {
    citation,
    kind: "Revenue Procedure",
    title: `${limitsForYear} inflation-adjusted amounts for HSAs and HDHPs`,
    description: `Sets the ${limitsForYear} HSA contribution limits and the HDHP minimum annual deductibles and maximum out-of-pocket amounts for self-only and family coverage.${extra}`,
    url,
    featured: false,
  };
}

type BuiltInItem = Omit<GuidanceItem, "year" | "featured"> & { featured?: boolean };

/** The guidance issued in one year, in the order the page lists it. */
function issuedIn(year: number, items: readonly BuiltInItem[]): GuidanceItem[] {
  return items.map((item) => ({ year, ...item, featured: item.featured ?? false }));
}

/** Newest year first; within a year, the revenue procedure first. */
const BUILT_IN_GUIDANCE: GuidanceItem[] = [
  ...issuedIn(2026, [
    annualLimits(
      "Rev. Proc. 2026-24",
      "https://www.irs.gov/pub/irs-drop/rp-26-24.pdf",
      2027,
      " It also sets the 2027 monthly fee limit for direct primary care service arrangements.",
    ),
  ]),
  ...issuedIn(2025, [
    annualLimits("Rev. Proc. 2025-19", "https://www.irs.gov/pub/irs-drop/rp-25-19.pdf", 2026),
    {
      citation: "Notice 2026-5",
      kind: "Notice",
      title: "HSA provisions of the One Big Beautiful Bill Act",
      description:
        "Questions and answers on the HSA changes made by Public Law 119-21: telehealth and other remote care covered before the deductible for plan years beginning after 2024; bronze and catastrophic plans treated as HDHPs from 2026, including plans bought outside an Exchange; and direct primary care service arrangements, which from 2026 no longer bar HSA contributions and whose fees may be paid from the account. Announced in IR-2025-119.",
      url: "https://www.irs.gov/pub/irs-drop/n-26-05.pdf",
      featured: true,
    },
  ]),
  ...issuedIn(2024, [
    annualLimits("Rev. Proc. 2024-25", "https://www.irs.gov/pub/irs-drop/rp-24-25.pdf", 2025),
    {
      citation: "Notice 2024-75",
      kind: "Notice",
      title: "Additional preventive care benefits permitted under an HDHP",
      description:
        "Adds over-the-counter oral contraceptives (including emergency contraceptives) and male condoms to HDHP preventive care, and clarifies that all breast cancer screening, continuous glucose monitors for people with diabetes and the insulin safe harbor qualify. Supersedes Notice 2018-12.",
      url: "https://www.irs.gov/pub/irs-drop/n-24-75.pdf",
      featured: true,
    },
    {
      citation: "Notice 2024-71",
      kind: "Notice",
      title: "Condoms treated as medical care",
      description:
        "Treats amounts paid for condoms as medical care under Section 213(d), so they may be paid or reimbursed from an HSA, health FSA, Archer MSA or HRA.",
      url: "https://www.irs.gov/pub/irs-drop/n-24-71.pdf",
    },
  ]),
  ...issuedIn(2023, [
    annualLimits("Rev. Proc. 2023-23", "https://www.irs.gov/pub/irs-drop/rp-23-23.pdf", 2024),
    {
      citation: "Notice 2023-37",
      kind: "Notice",
      title: "End of COVID-19 relief for HDHPs; USPSTF preventive care",
      description:
        'Limits the pre-deductible COVID-19 testing and treatment relief of Notice 2020-15 to plan years ending on or before December 31, 2024, and confirms that items and services with a USPSTF "A" or "B" rating remain preventive care for HDHP purposes regardless of pending litigation.',
      url: "https://www.irs.gov/pub/irs-drop/n-23-37.pdf",
    },
  ]),
  ...issuedIn(2022, [annualLimits("Rev. Proc. 2022-24", "https://www.irs.gov/pub/irs-drop/rp-22-24.pdf", 2023)]),
  ...issuedIn(2021, [annualLimits("Rev. Proc. 2021-25", "https://www.irs.gov/pub/irs-drop/rp-21-25.pdf", 2022)]),
  ...issuedIn(2020, [
    annualLimits("Rev. Proc. 2020-32", "https://www.irs.gov/pub/irs-drop/rp-20-32.pdf", 2021),
    {
      citation: "Notice 2020-15",
      kind: "Notice",
      title: "HDHPs and expenses related to COVID-19",
      description:
        "Allows an HDHP to cover COVID-19 testing and treatment before the deductible is met without losing HDHP status, so covered individuals stay HSA-eligible.",
      url: "https://www.irs.gov/pub/irs-drop/n-20-15.pdf",
    },
  ]),
  ...issuedIn(2019, [
    annualLimits("Rev. Proc. 2019-25", "https://www.irs.gov/pub/irs-drop/rp-19-25.pdf", 2020),
    {
      citation: "Notice 2019-45",
      kind: "Notice",
      title: "Preventive care for chronic conditions",
      description:
        "Following Executive Order 13877, expands HDHP preventive care to fourteen items and services for specified chronic conditions, such as ACE inhibitors, beta-blockers, glucometers, inhaled corticosteroids and statins, when prescribed for the listed conditions.",
      url: "https://www.irs.gov/pub/irs-drop/n-19-45.pdf",
      featured: true,
    },
  ]),
  ...issuedIn(2018, [
    annualLimits("Rev. Proc. 2018-30", "https://www.irs.gov/pub/irs-drop/rp-18-30.pdf", 2019),
    {
      citation: "Rev. Proc. 2018-18",
      kind: "Revenue Procedure",
      title: "Revised 2018 amounts after the Tax Cuts and Jobs Act",
      description: "Recomputed 2018 inflation adjustments using chained CPI, which lowered the 2018 family HSA contribution limit.",
      url: "https://www.irs.gov/pub/irs-drop/rp-18-18.pdf",
    },
    {
      citation: "Rev. Proc. 2018-27",
      kind: "Revenue Procedure",
      title: "2018 family HSA limit restored",
      description:
        "Reinstated the originally announced 2018 family contribution limit from Rev. Proc. 2017-37 after the mid-year reduction proved impractical for account holders and employers.",
      url: "https://www.irs.gov/pub/irs-drop/rp-18-27.pdf",
    },
    {
      citation: "Notice 2018-12",
      kind: "Notice",
      title: "Transition relief for male sterilization and contraceptive coverage",
      description:
        "Provided transition relief so that HDHPs covering male sterilization or male contraceptives before the deductible, often because of state mandates, did not cost participants their HSA eligibility for earlier plan years.",
      url: "https://www.irs.gov/pub/irs-drop/n-18-12.pdf",
    },
  ]),
  ...issuedIn(2017, [annualLimits("Rev. Proc. 2017-37", "https://www.irs.gov/pub/irs-drop/rp-17-37.pdf", 2018)]),
  ...issuedIn(2016, [annualLimits("Rev. Proc. 2016-28", "https://www.irs.gov/pub/irs-drop/rp-16-28.pdf", 2017)]),
  ...issuedIn(2015, [annualLimits("Rev. Proc. 2015-30", "https://www.irs.gov/pub/irs-drop/rp-15-30.pdf", 2016)]),
  ...issuedIn(2014, [annualLimits("Rev. Proc. 2014-30", "https://www.irs.gov/pub/irs-drop/rp-14-30.pdf", 2015)]),
  ...issuedIn(2013, [
    annualLimits("Rev. Proc. 2013-25", "https://www.irs.gov/pub/irs-drop/rp-13-25.pdf", 2014),
    {
      citation: "Notice 2013-57",
      kind: "Notice",
      title: "ACA preventive services and HDHPs",
      description:
        "Confirms that an HDHP may cover the preventive services required by the Affordable Care Act (Public Health Service Act section 2713) without a deductible, in addition to the preventive care described in earlier guidance.",
      url: "https://www.irs.gov/pub/irs-drop/n-13-57.pdf",
    },
  ]),
  ...issuedIn(2012, [annualLimits("Rev. Proc. 2012-26", "https://www.irs.gov/pub/irs-drop/rp-12-26.pdf", 2013)]),
  ...issuedIn(2011, [annualLimits("Rev. Proc. 2011-32", "https://www.irs.gov/pub/irs-drop/rp-11-32.pdf", 2012)]),
  ...issuedIn(2010, [
    annualLimits("Rev. Proc. 2010-22", "https://www.irs.gov/pub/irs-drop/rp-10-22.pdf", 2011),
    {
      citation: "Notice 2010-59",
      kind: "Notice",
      title: "Over-the-counter medicines under the Affordable Care Act",
      description:
        "Explains the Affordable Care Act rule that, from 2011, over-the-counter medicines and drugs other than insulin are qualified medical expenses only with a prescription. (The CARES Act removed the prescription requirement in 2020.)",
      url: "https://www.irs.gov/pub/irs-drop/n-10-59.pdf",
    },
  ]),
  ...issuedIn(2009, [annualLimits("Rev. Proc. 2009-29", "https://www.irs.gov/pub/irs-drop/rp-09-29.pdf", 2010)]),
  ...issuedIn(2008, [
    annualLimits("Rev. Proc. 2008-29", "https://www.irs.gov/pub/irs-drop/rp-08-29.pdf", 2009),
    {
      citation: "Notice 2008-51",
      kind: "Notice",
      title: "Qualified HSA funding distributions from IRAs",
      description:
        "Explains the once-in-a-lifetime direct transfer from an IRA to an HSA created by the HOPE Act of 2006, and the testing period that applies to it.",
      url: "https://www.irs.gov/pub/irs-drop/n-08-51.pdf",
    },
    {
      citation: "Notice 2008-52",
      kind: "Notice",
      title: "Full-contribution (last-month) rule and testing period",
      description:
        "Explains how an individual who becomes eligible mid-year may contribute the full annual amount, and the tax and additional tax that apply if eligibility is not kept through the testing period.",
      url: "https://www.irs.gov/pub/irs-drop/n-08-52.pdf",
    },
    {
      citation: "Notice 2008-59",
      kind: "Notice",
      title: "Health savings accounts: additional questions and answers",
      description:
        "Answers 42 questions on eligibility, HDHPs, contributions, distributions, prohibited transactions, establishing an HSA and account administration, including on-site clinics and post-deductible HRAs.",
      url: "https://www.irs.gov/pub/irs-drop/n-08-59.pdf",
    },
  ]),
  ...issuedIn(2007, [
    annualLimits(
      "Rev. Proc. 2007-36",
      "https://www.irs.gov/pub/irs-drop/rp-07-36.pdf",
      2008,
      " It also revised the 2007 amounts after the HOPE Act ended the rule limiting contributions to the plan deductible.",
    ),
    {
      citation: "Notice 2007-22",
      kind: "Notice",
      title: "Qualified HSA distributions from health FSAs and HRAs",
      description: "Provides the rules for the one-time rollovers from health FSAs and HRAs into HSAs that the HOPE Act allowed through 2011.",
      url: "https://www.irs.gov/pub/irs-drop/n-07-22.pdf",
    },
  ]),
  ...issuedIn(2006, [annualLimits("Rev. Proc. 2006-53", "https://www.irs.gov/pub/irs-drop/rp-06-53.pdf", 2007)]),
  ...issuedIn(2005, [
    annualLimits("Rev. Proc. 2005-70", "https://www.irs.gov/pub/irs-drop/rp-05-70.pdf", 2006),
    {
      citation: "Notice 2005-86",
      kind: "Notice",
      title: "HSA eligibility during a health FSA grace period",
      description:
        "Holds that coverage under a general-purpose health FSA during its grace period generally prevents HSA contributions, and explains how employers can amend the FSA to keep participants HSA-eligible.",
      url: "https://www.irs.gov/pub/irs-drop/n-05-86.pdf",
    },
  ]),
  ...issuedIn(2004, [
    annualLimits("Rev. Proc. 2004-71", "https://www.irs.gov/pub/irs-drop/rp-04-71.pdf", 2005),
    {
      citation: "Notice 2004-50",
      kind: "Notice",
      title: "Health savings accounts: additional questions and answers",
      description:
        "Answers further questions on eligibility (including Medicare, VA and TRICARE coverage), HDHP design, contributions, distributions and administration.",
      url: "https://www.irs.gov/pub/irs-drop/n-04-50.pdf",
    },
    {
      citation: "Rev. Rul. 2004-45",
      kind: "Revenue Ruling",
      title: "HSAs, health FSAs and HRAs",
      description:
        "Explains which health FSA and HRA designs (limited-purpose, post-deductible, suspended and retirement HRAs) can be offered alongside an HSA without ending eligibility.",
      url: "https://www.irs.gov/pub/irs-drop/rr-04-45.pdf",
    },
    {
      citation: "Notice 2004-25",
      kind: "Notice",
      title: "Transition relief for 2004 medical expenses",
      description:
        "Allowed HSAs established by April 15, 2005 to reimburse qualified medical expenses incurred in 2004 after HDHP coverage began, because few trustees were offering HSAs in the program's first months.",
      url: "https://www.irs.gov/pub/irs-drop/n-04-25.pdf",
    },
    {
      citation: "Notice 2004-23",
      kind: "Notice",
      title: "Preventive care safe harbor",
      description:
        "Defines the preventive care an HDHP may cover before the deductible, such as periodic health evaluations, screening services, immunizations and well-child care.",
      url: "https://www.irs.gov/pub/irs-drop/n-04-23.pdf",
    },
    {
      citation: "Notice 2004-2",
      kind: "Notice",
      title: "Health savings accounts: initial guidance",
      description:
        "The first IRS guidance on HSAs, in question-and-answer form: what an HSA is, who is eligible, HDHP requirements, contributions, distributions and trustees.",
      url: "https://www.irs.gov/pub/irs-drop/n-04-02.pdf",
      featured: true,
    },
  ]),
];

export const irsRulesContent = defineContentType({
  id: "irs-rules",
  label: "IRS and Treasury rules",
  group: "HSA figures and rules",
  description:
    "The /irs-treasury-rules-regulations page: IRS publications, forms and the guidance issued for HSAs, grouped by the year it was issued. Add each new revenue procedure and notice when the IRS publishes it.",
  reviewEveryDays: 90,
  fields: {
    eyebrow: text("Eyebrow", { max: 40, help: "The small word above the title." }),
    title: text("Title", { max: 120 }),
    subtitle: textarea("Subtitle", { max: 400 }),
    intro: textarea("Introduction", { max: 2000 }),
    publicationsHeading: text("Publications heading", { max: 120 }),
    publications: list(
      "Publications",
      {
        title: text("Title", { max: 200 }),
        description: textarea("Description", { max: 800 }),
        url: link("Page on IRS.gov"),
        pdfUrl: link("PDF"),
        featured: boolean("Show on the resources page", FEATURED_HELP),
      },
      { max: 20, itemLabel: "title", singular: "publication" },
    ),
    formsHeading: text("Forms heading", { max: 120 }),
    forms: list(
      "Forms",
      {
        title: text("Title", { max: 200, help: 'The part before the first comma ("Form 8889") is also its badge.' }),
        description: textarea("Description", { max: 800 }),
        url: link("Page on IRS.gov"),
        pdfUrl: link("PDF"),
        instructionsTitle: text("Instructions title", { max: 200 }),
        instructionsUrl: link("Instructions PDF"),
        featured: boolean("Show on the resources page", FEATURED_HELP),
      },
      { max: 20, itemLabel: "title", singular: "form" },
    ),
    guidanceHeading: text("Guidance heading", { max: 120 }),
    guidanceIntro: textarea("Guidance introduction", { max: 800 }),
    yearNavLabel: text("Name of the year links", { max: 80, help: "Read by screen readers." }),
    guidance: list(
      "Guidance",
      {
        year: integer("Year issued", { min: 2003, max: 2100 }),
        citation: text("Citation", { max: 60, help: "As the IRS writes it, e.g. Notice 2026-5 or Rev. Proc. 2026-24." }),
        kind: select(
          "Kind",
          GUIDANCE_KINDS.map((kind) => ({ value: kind, label: kind })),
        ),
        title: text("Title", { max: 200 }),
        description: textarea("Description", { max: 1500 }),
        url: link("Document on IRS.gov", { required: false, help: "Leave empty when no irs.gov copy is known." }),
        featured: boolean("Show under Key Notices on the resources page", FEATURED_HELP),
      },
      {
        max: 300,
        min: 1,
        itemLabel: "citation",
        singular: "guidance document",
        help: "The page groups the documents by year, newest year first, in this list's order within a year.",
      },
    ),
    disclaimer: textarea("Disclaimer", { max: 800 }),
    viewLabel: text("Link to a document", { max: 60 }),
    pdfLabel: text("Link to a PDF", { max: 40 }),
  },
  refine(data, context) {
    const seen = new Map<string, string>();
    data.guidance.forEach((item, index) => {
      const anchor = guidanceAnchorId(item.citation);
      const earlier = seen.get(anchor);
      if (earlier !== undefined) {
        context.addIssue({ code: "custom", path: ["guidance", index, "citation"], message: `${item.citation} is already in the list (as ${earlier})` });
      } else {
        seen.set(anchor, item.citation);
      }
    });
  },
  defaults: {
    ...BUILT_IN_PAGE,
    publications: BUILT_IN_PUBLICATIONS,
    forms: BUILT_IN_FORMS,
    guidance: BUILT_IN_GUIDANCE,
  },
  pages: [IRS_TREASURY_RULES_PATH, resourcePath("irs-treasury")],
});

export type IrsRules = (typeof irsRulesContent)["documents"][number]["defaults"];
