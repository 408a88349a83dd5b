import { defineContentType } from "~/lib/site-content/content-type";
import { integer, list, text, textarea } from "~/lib/site-content/fields";
import { resourcePath } from "~/lib/site/public-paths";

/**
 * /resources/hsa-history: the laws and guidance that shaped HSAs, oldest first. Only what was
 * enacted or issued: proposals that did not become law belong on the legislation page.
 */
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
        "Signed July 4, 2025 (Public Law 119-21), the law made the telehealth safe harbor permanent for plan years beginning after 2024, treats bronze and catastrophic individual-market plans as HSA-compatible from 2026, and allows direct primary care arrangements alongside an HSA from 2026, with their fees payable from the account. The IRS explained these changes in Notice 2026-5 in December 2025.",
    },
  ],
};

export const hsaHistoryContent = defineContentType({
  id: "hsa-history",
  label: "History of HSA rules",
  group: "Resources",
  description: "The /resources/hsa-history timeline of the laws and guidance that shaped HSAs, shown in the order listed here.",
  fields: {
    title: text("Title", { max: 80 }),
    intro: textarea("Introduction", { max: 800 }),
    timeline: list(
      "Timeline",
      {
        year: integer("Year", { min: 1990, max: 2100 }),
        title: text("Title", { max: 120 }),
        description: textarea("What happened", { max: 1200 }),
      },
      { min: 1, max: 80, itemLabel: "title", singular: "event" },
    ),
  },
  defaults: HSA_HISTORY,
  pages: [resourcePath("hsa-history")],
});

export type HsaHistory = (typeof hsaHistoryContent)["documents"][number]["defaults"];
