import { defineContentType } from "~/lib/site-content/content-type";
import { group, select, text, textarea } from "~/lib/site-content/fields";
import type { NEWSLETTER_TOPICS } from "~/lib/newsletter/newsletter-enums";
import { NEWSLETTER_PATH } from "~/lib/site/public-paths";
import { labelsOf, optionLabels } from "./option-labels";
import { requireSlots } from "./template-rules";

const TOPIC_OPTIONS = [
  { value: "articles", label: "Articles and guidance" },
  { value: "news", label: "HSA news" },
  { value: "webinars", label: "Webinars" },
  { value: "certification", label: "Certification and training" },
] as const satisfies readonly { value: (typeof NEWSLETTER_TOPICS)[number]; label: string }[];

export const SIGNUP_MODES = [
  { value: "first-party", label: "Our own sign-up form (double opt-in, sent from our mail server)" },
  { value: "third-party", label: "The hosted form at NEWSLETTER_FORM_URL" },
] as const;

/**
 * The newsletter: the sign-up form's words and the consent sentence a subscriber's record keeps,
 * the pages after signing up, confirming and leaving, and what every newsletter mail ends with:
 * the firm's postal address (the law requires one in marketing mail) and the "not tax advice" note.
 */
export const newsletterContent = defineContentType({
  id: "newsletter",
  label: "Newsletter",
  group: "Pages and legal",
  description:
    "The newsletter sign-up form (on the newsletter page, each post and the footer), the pages that follow it, and the postal address and note every newsletter mail ends with. {firm} stands for the firm's name.",
  fields: {
    signup: select("Sign-up form", SIGNUP_MODES, "Our own form keeps the subscribers here; the hosted form sends visitors to NEWSLETTER_FORM_URL.", {
      notPageWords: true,
    }),
    heading: text("Form heading", { max: 80 }),
    intro: textarea("Form introduction", { max: 300 }),
    emailLabel: text("E-mail field label", { max: 80 }),
    topicsLabel: text("Topics label", { max: 80 }),
    topics: optionLabels("Topic names", TOPIC_OPTIONS, "The topics themselves are fixed (each post belongs to one); only the words readers see change."),
    consent: textarea("Consent sentence", {
      max: 400,
      help: "Shown above the button and kept word for word with each subscription as proof of consent. {link} is where the link to the privacy policy goes.",
    }),
    consentLink: text("Privacy link text", { max: 60 }),
    submit: text("Subscribe button", { max: 40 }),
    checkMail: group("After signing up", { title: text("Title", { max: 80 }), text: textarea("Text", { max: 400 }) }),
    confirmed: group("After confirming", { title: text("Title", { max: 80 }), text: textarea("Text", { max: 400 }) }),
    left: group("After leaving", { title: text("Title", { max: 80 }), text: textarea("Text", { max: 400 }) }),
    postalAddress: textarea("Postal address", {
      max: 300,
      required: false,
      help: "The firm's postal address, printed at the end of every newsletter mail. A post cannot be sent while it is empty (CAN-SPAM requires one).",
    }),
    mailFooter: textarea("Note at the end of every mail", { max: 400, help: "{firm} stands for the firm's name." }),
  },
  defaults: {
    signup: "first-party",
    heading: "Subscribe to our newsletter",
    intro: "HSA news, regulatory updates and practical guidance from the {firm} team, straight to your inbox.",
    emailLabel: "Email address",
    topicsLabel: "What would you like to receive?",
    topics: labelsOf(TOPIC_OPTIONS),
    consent:
      "I agree to receive the newsletter topics I chose from {firm} by e-mail. I can leave at any time with the link in every issue; my subscription is kept as the {link} describes.",
    consentLink: "privacy policy",
    submit: "Subscribe",
    checkMail: {
      title: "Check your inbox",
      text: "We have sent you an e-mail with a link. Your subscription starts when you open it; if nothing arrives within a few minutes, look in your spam folder.",
    },
    confirmed: { title: "You are subscribed", text: "Thank you for confirming. The next issue of the topics you chose will reach you by e-mail." },
    left: { title: "You have left the newsletter", text: "We will not send you the newsletter again. You can subscribe again at any time." },
    postalAddress: "",
    mailFooter:
      "This newsletter is general information from {firm}, not tax, legal or investment advice. Talk to a qualified adviser about your own situation.",
  },
  refine: (data, context) => requireSlots(context, [{ path: ["consent"], label: "Consent sentence", value: data.consent, slots: ["link"] }]),
  pages: [NEWSLETTER_PATH],
});

export type NewsletterTexts = (typeof newsletterContent)["documents"][number]["defaults"];
