import { defineContentType } from "~/lib/site-content/content-type";
import { group, text, textarea } from "~/lib/site-content/fields";
import { LEAD_TOPICS, ORGANISATION_TYPES } from "~/lib/leads/lead-options";
import { APHSA_PATH, CONTACT_PATH, servicePath } from "~/lib/site/public-paths";
import { labelsOf, optionLabels } from "./option-labels";
import { SERVICE_KEYS } from "~/lib/site/page-keys";
import { requireSlots } from "./template-rules";

/**
 * The consultation request form on /contact: every label and hint a visitor reads. The messages of
 * a refused request belong to the rules that raise them (app/lib/leads/lead-messages.ts); the
 * firm's address comes from configuration.
 */

const CHOICES_HELP =
  "The choices themselves are fixed (each request stores one, and the Leads tab names it as labelled here); only the words visitors see change.";

export const consultationFormContent = defineContentType({
  id: "consultation-form",
  label: "Consultation request form",
  group: "Pages and legal",
  description:
    "The form on the contact page: its heading and introduction, each field's label and hint, the consent sentence, the send button and the e-mail alternative beside it. {firm} stands for the firm's name.",
  fields: {
    heading: text("Heading", { max: 80, help: "Also the button that leads to the form from the closing band of the service and APHSA pages." }),
    intro: textarea("Introduction", { max: 400 }),
    requiredNote: text("Note above the fields", { max: 120 }),
    name: group("Name field", { label: text("Label", { max: 80 }) }),
    email: group("E-mail field", { label: text("Label", { max: 80 }), hint: text("Hint", { max: 200, required: false }) }),
    organisation: group("Organisation field", { label: text("Label", { max: 80 }) }),
    organisationType: group("Type-of-organisation field", {
      label: text("Label", { max: 80 }),
      placeholder: text("Empty choice", { max: 60, help: "What the list shows before the visitor chooses." }),
      options: optionLabels("Choices", ORGANISATION_TYPES, CHOICES_HELP),
    }),
    topic: group("Topic field", {
      label: text("Label", { max: 80 }),
      placeholder: text("Empty choice", { max: 60, help: "What the list shows before the visitor chooses." }),
      options: optionLabels("Choices", LEAD_TOPICS, CHOICES_HELP),
    }),
    message: group("Message field", { label: text("Label", { max: 80 }), hint: text("Hint", { max: 200, required: false }) }),
    consent: group("Consent checkbox", {
      sentence: textarea("Sentence", { max: 400, help: "{link} is where the link to the privacy policy goes." }),
      link: text("Link text", { max: 60, help: "Opens the privacy policy." }),
    }),
    submit: text("Send button", { max: 40 }),
    refusalTitle: text("Title of a refusal", { max: 80, help: "Heads the box that says why a request was not sent; the reasons come from the form's rules." }),
    mailAlternative: text("E-mail instead", { max: 200, help: "Beside the form, above the firm's address." }),
  },
  defaults: {
    heading: "Request a Consultation",
    intro: "Tell us about your organisation and what you need. A consultant reads every request and answers within one business day.",
    requiredNote: "All fields are required.",
    name: { label: "Your name" },
    email: { label: "Work email", hint: "We reply to this address." },
    organisation: { label: "Organisation" },
    organisationType: { label: "Type of organisation", placeholder: "Choose one", options: labelsOf(ORGANISATION_TYPES) },
    topic: { label: "What would you like to discuss?", placeholder: "Choose a topic", options: labelsOf(LEAD_TOPICS) },
    message: { label: "How can we help?", hint: "Your program, your timeline, or the question you have." },
    consent: { sentence: "I agree that the firm may contact me about this request and keep it as the {link} describes.", link: "privacy policy" },
    submit: "Send request",
    refusalTitle: "Your request was not sent",
    mailAlternative: "Prefer email? Write to us directly:",
  },
  refine: (data, context) => requireSlots(context, [{ path: ["consent", "sentence"], label: "Sentence", value: data.consent.sentence, slots: ["link"] }]),
  pages: [CONTACT_PATH, ...SERVICE_KEYS.map(servicePath), APHSA_PATH],
});

export type ConsultationFormTexts = (typeof consultationFormContent)["documents"][number]["defaults"];
