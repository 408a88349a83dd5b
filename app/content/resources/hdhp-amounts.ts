import { defineContentType } from "~/lib/site-content/content-type";
import { text, textarea } from "~/lib/site-content/fields";
import { HDHP_AMOUNTS_PATH } from "~/lib/site/public-paths";
import { requireSlots } from "../template-rules";

/**
 * /resources/hdhp-amounts: the page's words. The amounts and their sources come from the HSA
 * figures (./hsa-figures); nothing here states a figure.
 */
export const HDHP_AMOUNTS_PAGE = {
  title: "HDHP Amounts",
  intro:
    "To be HSA-qualified, a high deductible health plan must have a deductible of at least the IRS minimum and must cap annual out-of-pocket expenses (deductibles, copayments and coinsurance, but not premiums) at no more than the IRS maximum.",
  minimumDeductibleHeading: "Minimum Annual Deductible",
  maximumOutOfPocketHeading: "Maximum Out-of-Pocket",
  yearLabel: "Year",
  selfOnlyLabel: "Self-Only",
  familyLabel: "Family",
  currentYearLabel: "{year} (current)",
  upcomingYearLabel: "{year} (from {date})",
  sourcesHeading: "Sources",
  sourceLine: "{year}: {source}, for plan years beginning on or after {date}",
  note: "An HDHP may cover preventive care, telehealth and certain insulin products before the deductible is met without affecting HSA eligibility. From January 1, 2026, bronze and catastrophic plans count as HDHPs whatever their deductible, bought through an Exchange or outside one (Public Law 119-21; IRS Notice 2026-5).",
  contributionLimitsLinkLabel: "HSA Contribution Limits",
};

export const hdhpAmountsContent = defineContentType({
  id: "hdhp-amounts",
  label: "HDHP amounts page",
  group: "Resources",
  description: "The words of /resources/hdhp-amounts: headings, labels and the note. The amounts themselves are entered under HSA and HDHP figures.",
  fields: {
    title: text("Title", { max: 80 }),
    intro: textarea("Introduction", { max: 800 }),
    minimumDeductibleHeading: text("Minimum deductible table", { max: 120 }),
    maximumOutOfPocketHeading: text("Out-of-pocket maximum table", { max: 120 }),
    yearLabel: text("Year column", { max: 40 }),
    selfOnlyLabel: text("Self-only column", { max: 60 }),
    familyLabel: text("Family column", { max: 60 }),
    currentYearLabel: text("The year in force", { max: 80, help: "{year} shows the tax year." }),
    upcomingYearLabel: text("An announced year", { max: 80, help: "{year} shows the tax year, {date} the day its amounts take effect." }),
    sourcesHeading: text("Sources heading", { max: 80 }),
    sourceLine: text("Each year's source", {
      max: 200,
      help: "{year} shows the tax year, {source} the link to the IRS document, {date} the day its amounts take effect.",
    }),
    note: textarea("Note", { max: 800 }),
    contributionLimitsLinkLabel: text("Link to the contribution limits page", { max: 80 }),
  },
  refine(data, context) {
    requireSlots(context, [
      { path: ["currentYearLabel"], label: "The year in force", value: data.currentYearLabel, slots: ["year"] },
      { path: ["upcomingYearLabel"], label: "An announced year", value: data.upcomingYearLabel, slots: ["year", "date"] },
      { path: ["sourceLine"], label: "Each year's source", value: data.sourceLine, slots: ["year", "source", "date"] },
    ]);
  },
  defaults: HDHP_AMOUNTS_PAGE,
  pages: [HDHP_AMOUNTS_PATH],
});

export type HdhpAmountsPage = (typeof hdhpAmountsContent)["documents"][number]["defaults"];
