import { defineContentType } from "~/lib/site-content/content-type";
import { integer, list, text, textarea } from "~/lib/site-content/fields";
import { refuseRepeats } from "./page-fields";

/**
 * The credit rules of the accreditors the firm's live sessions are registered with: staff state
 * each rule here (with where it comes from), sessions name the accreditor, and attendance turns
 * into credits and certificates by it alone (app/lib/training/credit-rule.ts).
 */
export const trainingCreditsContent = defineContentType({
  id: "training-credits",
  label: "Training credit rules",
  group: "Services and training",
  description:
    "How attendance at a live session becomes continuing-education credits and a certificate, per accreditor: minutes per credit (rounded down), the share of the session a person must attend, and how long a certificate is valid.",
  fields: {
    accreditors: list(
      "Accreditors",
      {
        name: text("Accreditor", { max: 80, help: "Sessions name it; certificates print it." }),
        creditLabel: text("Credit name", { max: 40, help: "As certificates print it after the number, e.g. CPE credits." }),
        minutesPerCredit: integer("Minutes per credit", { min: 1, max: 600, help: "Credits are whole minutes attended divided by this, rounded down." }),
        minimumAttendancePercent: integer("Minimum attendance (% of the session)", { min: 1, max: 100 }),
        validMonths: integer("Certificate valid for (months)", { min: 1, max: 120 }),
        source: textarea("Where the rule is stated", { max: 300, help: "The accreditor's standard the rule follows; shown to staff." }),
      },
      { max: 10, min: 1, itemLabel: "name", singular: "accreditor" },
    ),
  },
  refine: (data, context) => refuseRepeats(context, ["accreditors"], data.accreditors, "name", "accreditor"),
  defaults: {
    accreditors: [
      {
        name: "NASBA CPE",
        creditLabel: "CPE credits",
        minutesPerCredit: 50,
        minimumAttendancePercent: 80,
        validMonths: 12,
        source: "NASBA/AICPA Statement on Standards for CPE Programs: 50 minutes = 1 CPE credit, rounded down to whole credits for group programs.",
      },
    ],
  },
  pages: [],
});

export type TrainingCredits = (typeof trainingCreditsContent)["documents"][number]["defaults"];
