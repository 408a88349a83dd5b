import { defineContentType } from "~/lib/site-content/content-type";
import { addedLater, text, textarea } from "~/lib/site-content/fields";
import { CATCH_UP_AGE } from "~/lib/hsa/statute";
import { resourcePath } from "~/lib/site/public-paths";
import { requireSlots } from "../template-rules";
import { textItems, textList } from "../text-list";

/**
 * /resources/contribution-limits: the page's words. The amounts, their sources and which year is
 * current come from the HSA figures (./hsa-figures); nothing here states a figure.
 */
export const CONTRIBUTION_LIMITS_PAGE = {
  title: "HSA Contribution Limits",
  intro: `The IRS adjusts HSA contribution limits for inflation every year. The limit depends on whether you have self-only or family HDHP coverage, and account holders aged ${CATCH_UP_AGE} or older may contribute an additional catch-up amount. Contributions from all sources, including your employer, count toward the limit.`,
  currentHeading: "{year} Current Year Limits",
  upcomingEyebrow: "Announced",
  upcomingHeading: "{year} limits, effective {date}",
  historyHeading: "Historical Limits",
  stillOpenEyebrow: "Still open",
  stillOpenHeading: "{year} limits: contributions open until {date}",
  stillOpenNote:
    "The {year} tax year has ended, but contributions for it can still be made until the tax filing deadline, {date} (the next business day when that falls on a weekend or holiday); a filing extension does not extend it. Tell your HSA provider which year a deposit is for (IRS Publication 969).",
  yearLabel: "Year",
  selfOnlyLabel: "Self-Only Coverage",
  familyLabel: "Family Coverage",
  catchUpLabel: `Catch-Up (Age ${CATCH_UP_AGE}+)`,
  sourceLabel: "Source",
  sourceLine: "Source: {source} (IRS), in effect from {date}.",
  notes: textItems([
    "Contributions for a tax year may be made until the federal tax filing deadline, generally April 15 of the following year.",
    "If you are eligible for only part of the year, your limit is generally prorated by month unless you use the last-month rule and stay eligible through the testing period.",
    "Once you enroll in Medicare, you can no longer contribute to an HSA, but you can keep using the funds.",
  ]),
  hdhpLinkLabel: "HDHP Amounts",
};

export const contributionLimitsContent = defineContentType({
  id: "contribution-limits",
  label: "Contribution limits page",
  group: "Resources",
  description: "The words of /resources/contribution-limits: headings, column names, notes. The limits themselves are entered under HSA and HDHP figures.",
  fields: {
    title: text("Title", { max: 80 }),
    intro: textarea("Introduction", { max: 800 }),
    currentHeading: text("Heading of the year in force", { max: 120, help: "{year} shows the tax year." }),
    upcomingEyebrow: text("Label above an announced year", { max: 40 }),
    upcomingHeading: text("Heading of an announced year", { max: 120, help: "{year} shows the tax year, {date} the day its limits take effect." }),
    historyHeading: text("Earlier years heading", { max: 120 }),
    stillOpenEyebrow: addedLater(text("Label above last year's limits while still open", { max: 40 }), CONTRIBUTION_LIMITS_PAGE.stillOpenEyebrow),
    stillOpenHeading: addedLater(
      text("Heading of last year's limits while still open", {
        max: 120,
        help: "Shown from January 1 to the filing deadline (April 15), while contributions for last year can still be made. {year} shows the tax year, {date} the deadline.",
      }),
      CONTRIBUTION_LIMITS_PAGE.stillOpenHeading,
    ),
    stillOpenNote: addedLater(
      textarea("Note under last year's limits while still open", { max: 500, help: "{year} shows the tax year, {date} the deadline." }),
      CONTRIBUTION_LIMITS_PAGE.stillOpenNote,
    ),
    yearLabel: text("Year column", { max: 40 }),
    selfOnlyLabel: text("Self-only label", { max: 60 }),
    familyLabel: text("Family label", { max: 60 }),
    catchUpLabel: text("Catch-up label", { max: 60 }),
    sourceLabel: text("Source column", { max: 40 }),
    sourceLine: text("Source line under the limits", {
      max: 200,
      help: "{source} becomes the link to the IRS document, {date} the day the limits take effect.",
    }),
    notes: textList("Notes", { item: "Note", singular: "note", max: 9, itemMax: 500 }),
    hdhpLinkLabel: text("Link to the HDHP amounts page", { max: 80 }),
  },
  refine(data, context) {
    requireSlots(context, [
      { path: ["currentHeading"], label: "Heading of the year in force", value: data.currentHeading, slots: ["year"] },
      { path: ["upcomingHeading"], label: "Heading of an announced year", value: data.upcomingHeading, slots: ["year", "date"] },
      { path: ["sourceLine"], label: "Source line", value: data.sourceLine, slots: ["source", "date"] },
      { path: ["stillOpenHeading"], label: "Heading of last year's limits while still open", value: data.stillOpenHeading, slots: ["year", "date"] },
      { path: ["stillOpenNote"], label: "Note under last year's limits while still open", value: data.stillOpenNote, slots: ["year", "date"] },
    ]);
  },
  defaults: CONTRIBUTION_LIMITS_PAGE,
  pages: [resourcePath("contribution-limits")],
});

export type ContributionLimitsPage = (typeof contributionLimitsContent)["documents"][number]["defaults"];
