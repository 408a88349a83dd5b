import { defineContentType } from "~/lib/site-content/content-type";
import { text, textarea } from "~/lib/site-content/fields";
import { CONTACT_THANKS_PATH } from "~/lib/site/public-paths";
import { refuseRepeats } from "./page-fields";
import { textItems, textList } from "./text-list";

/** The page a sent consultation request lands on (/contact/thank-you): what happens next. */
export const consultationThanksContent = defineContentType({
  id: "consultation-thanks",
  label: "Consultation request: thank-you page",
  group: "Pages and legal",
  description:
    "The page a visitor sees after sending a consultation request: its heading, the steps that follow and the e-mail address for urgent matters. {firm} stands for the firm's name.",
  fields: {
    eyebrow: text("Eyebrow", { max: 60, help: "Also the page's title in the browser tab." }),
    title: text("Heading", { max: 120 }),
    intro: textarea("Introduction", { max: 400, help: "Also the page's description for browsers and links shared." }),
    nextHeading: text("Next-steps heading", { max: 80 }),
    steps: textList("Next steps", { item: "Step", singular: "step", max: 6, min: 1, itemMax: 300 }),
    urgent: text("Urgent requests", { max: 200, help: "Before the firm's e-mail address." }),
    back: text("Link to the home page", { max: 60 }),
  },
  refine: (data, context) => refuseRepeats(context, ["steps"], data.steps, "text", "step"),
  defaults: {
    eyebrow: "Request received",
    title: "Thank you: your request is with our team",
    intro: "We have your consultation request.",
    nextHeading: "What happens next",
    steps: textItems([
      "A consultant reads your request today and replies by email within one business day.",
      "If a call helps, we propose times for a short introductory conversation, free of charge.",
      "After that call we send a written proposal with the scope, the timeline and the fee.",
    ]),
    urgent: "Need us sooner? Email us and mention your request:",
    back: "Back to the home page",
  },
  pages: [CONTACT_THANKS_PATH],
});
