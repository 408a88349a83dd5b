/**
 * The consultation request form on /contact and the thank-you page after it: every label and hint
 * a visitor reads. The messages of a refused request belong to the rules that raise them
 * (app/lib/leads/lead-messages.ts). The firm's name and addresses come from configuration.
 */
export const CONSULTATION_FORM = {
  heading: "Request a Consultation",
  intro: "Tell us about your organisation and what you need. A consultant reads every request and answers within one business day.",
  requiredNote: "All fields are required.",
  fields: {
    name: { label: "Your name", autoComplete: "name" },
    email: { label: "Work email", hint: "We reply to this address.", autoComplete: "email" },
    organisation: { label: "Organisation", autoComplete: "organization" },
    organisationType: { label: "Type of organisation", placeholder: "Choose one" },
    topic: { label: "What would you like to discuss?", placeholder: "Choose a topic" },
    message: { label: "How can we help?", hint: "Your program, your timeline, or the question you have." },
    consent: { before: "I agree that the firm may contact me about this request and keep it as the ", link: "privacy policy", after: " describes." },
  },
  submit: "Send request",
  mailAlternative: "Prefer email? Write to us directly:",
  refusals: {
    summaryTitle: "Your request was not sent",
  },
  thanks: {
    eyebrow: "Request received",
    title: "Thank you: your request is with our team",
    intro: "We have your consultation request.",
    nextHeading: "What happens next",
    steps: [
      "A consultant reads your request today and replies by email within one business day.",
      "If a call helps, we propose times for a short introductory conversation, free of charge.",
      "After that call we send a written proposal with the scope, the timeline and the fee.",
    ],
    urgent: "Need us sooner? Email us and mention your request:",
    back: "Back to the home page",
  },
} as const;
