/**
 * The consultation request form on /contact and the thank-you page after it: every label, hint,
 * message and refusal a visitor reads. The firm's name and addresses come from configuration.
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
  messages: {
    nameRequired: "Please enter your name.",
    nameLong: (max: number) => `Your name must be at most ${max} characters.`,
    emailInvalid: "Please enter a valid email address",
    emailLong: "Email address is too long",
    organisationRequired: "Please enter the name of your organisation.",
    organisationLong: (max: number) => `The organisation's name must be at most ${max} characters.`,
    organisationTypeInvalid: "Choose the kind of organisation you work for.",
    topicInvalid: "Choose what you would like to discuss.",
    messageRequired: "Please tell us how we can help.",
    messageLong: (max: number) => `Your message must be at most ${max.toLocaleString("en-US")} characters.`,
    consentRequired: "Please agree to be contacted, so that we can answer your request.",
    controlCharacters: "Please remove the control characters (such as NUL or line breaks) from this field.",
  },
  refusals: {
    summaryTitle: "Your request was not sent",
    fixFields: "Please correct the fields marked below; everything you typed is kept.",
    tooFast: "The form was sent faster than a person can fill it in. Please check your details and send it again.",
    expired: "This form was open for too long or could not be checked. Please send it again.",
    tooManyFromNetwork: (minutes: number) =>
      `Too many requests have been sent from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or email us.`,
    tooManyForEmail: (minutes: number) =>
      `Too many requests have been sent for this email address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or email us.`,
    unavailable: "Your request could not be saved just now. Please try again in a few minutes, or email us.",
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
