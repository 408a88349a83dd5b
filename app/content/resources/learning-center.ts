import { defineContentType } from "~/lib/site-content/content-type";
import { amount, integer, list, text, textarea } from "~/lib/site-content/fields";
import { resourcePath } from "~/lib/site/public-paths";
import { icon } from "../icons";
import { requireSlots } from "../template-rules";
import { textItems, textList } from "../text-list";

/** /resources/learning-center: eligible expenses, goal-based learning paths, perks and the partner store. */
export const LEARNING_CENTER = {
  title: "HSA Learning Center",
  intro:
    "Whether you just opened your first HSA or you are planning to use it in retirement, the Learning Center helps you understand your account and make confident decisions.",
  eligibleExpensesHeading: "Common HSA-Eligible Expenses",
  eligibleExpensesIntro:
    "You can use HSA funds tax-free for qualified medical expenses for yourself, your spouse and your tax dependents. IRS Publication 502 describes what counts as medical care. Common examples include:",
  eligibleExpenses: textItems([
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
  ]),
  eligibleExpensesNote:
    "Keep receipts for every distribution. Health insurance premiums generally are not qualified expenses, with exceptions such as COBRA, coverage while receiving unemployment compensation, and, at 65 or older, premiums for Medicare and other health coverage, but not for a Medicare supplemental policy such as Medigap (IRS Publication 969).",
  learningPathsHeading: "Goal-Based Learning",
  learningPathsIntro: "Choose the path that matches where you are today.",
  learningPaths: [
    {
      title: "Getting Started",
      goal: "Understand how your HSA works and use it with confidence.",
      icon: "Compass" as const,
      topics: textItems([
        "Who is eligible for an HSA",
        "How HDHPs and HSAs work together",
        "Paying for care with your HSA card",
        "Keeping records and receipts",
      ]),
    },
    {
      title: "Maximizing Tax Savings",
      goal: "Get the full triple tax advantage from your account.",
      icon: "PiggyBank" as const,
      topics: textItems([
        "Annual limits and catch-up contributions",
        "Payroll versus direct contributions",
        "Contributing for the prior year",
        "Avoiding excess contributions",
      ]),
    },
    {
      title: "Investing Your HSA",
      goal: "Grow your balance for future health costs.",
      icon: "TrendingUp" as const,
      topics: textItems([
        "Cash versus invested balances",
        "Choosing investments for your time horizon",
        "Paying now or reimbursing yourself later",
        "Fees and what they cost you",
      ]),
    },
    {
      title: "Planning for Retirement",
      goal: "Use your HSA as part of your retirement strategy.",
      icon: "Milestone" as const,
      topics: textItems([
        "HSAs and Medicare enrollment",
        "Paying Medicare premiums from your HSA",
        "Non-medical withdrawals after age 65",
        "Naming beneficiaries",
      ]),
    },
  ],
  perksHeading: "Earn Perks Points",
  perksPoints: 500,
  perksValue: 15,
  perksText: "Complete learning paths to earn up to {points} Perks Points, worth {value} toward HSA-eligible products at our partner store.",
  partnerStoreHeading: "Shop HSA-Eligible Products",
  partnerStoreText:
    "Our partner store offers a wide selection of HSA-eligible products, from first-aid supplies and sun care to blood pressure monitors, with eligibility already confirmed so you can pay with your HSA card.",
  partnerStoreCta: "Visit the Partner Store",
};

export const learningCenterContent = defineContentType({
  id: "learning-center",
  label: "HSA Learning Center",
  group: "Resources",
  description: "The /resources/learning-center page: eligible expenses, the goal-based learning paths, Perks Points and the partner store.",
  fields: {
    title: text("Title", { max: 80 }),
    intro: textarea("Introduction", { max: 600 }),
    eligibleExpensesHeading: text("Eligible expenses heading", { max: 120 }),
    eligibleExpensesIntro: textarea("Eligible expenses introduction", { max: 600 }),
    eligibleExpenses: textList("Eligible expenses", { item: "Expense", singular: "expense", max: 40 }),
    eligibleExpensesNote: textarea("Note under the expenses", { max: 600 }),
    learningPathsHeading: text("Learning paths heading", { max: 120 }),
    learningPathsIntro: textarea("Learning paths introduction", { max: 400 }),
    learningPaths: list(
      "Learning paths",
      {
        title: text("Title", { max: 80 }),
        goal: text("Goal", { max: 200 }),
        icon: icon(),
        topics: textList("Topics", { item: "Topic", singular: "topic", max: 12 }),
      },
      { max: 12, itemLabel: "title", singular: "learning path" },
    ),
    perksHeading: text("Perks heading", { max: 120 }),
    perksPoints: integer("Most Perks Points a member can earn", { min: 0, max: 1_000_000 }),
    perksValue: amount("What those points are worth", { max: 100_000, cents: true }),
    perksText: textarea("Perks text", { max: 600, help: "{points} and {value} show the two numbers above." }),
    partnerStoreHeading: text("Partner store heading", { max: 120 }),
    partnerStoreText: textarea("Partner store text", { max: 600 }),
    partnerStoreCta: text("Partner store button", { max: 60, help: "The store's address is set in the site's configuration." }),
  },
  refine(data, context) {
    requireSlots(context, [{ path: ["perksText"], label: "Perks text", value: data.perksText, slots: ["points", "value"] }]);
  },
  defaults: LEARNING_CENTER,
  pages: [resourcePath("learning-center")],
});

export type LearningCenter = (typeof learningCenterContent)["documents"][number]["defaults"];
