import { TEAM_PATH } from "~/lib/site/public-paths";

/** The contact page (/contact). The addresses and URLs themselves come from configuration. */
export const CONTACT_PAGE = {
  eyebrow: "Contact",
  title: "Contact Us",
  intro: "Tell us about your HSA program, your team's training needs or a question on the rules. A member of our team will reply within one business day.",
  email: {
    heading: "Email",
    text: "The quickest way to reach us about consulting, training, certification or speaking requests.",
    subject: "Inquiry",
  },
  linkedin: {
    heading: "LinkedIn",
    text: "Follow our company page for HSA news, regulatory updates and upcoming sessions.",
    label: "Visit our company page",
  },
  newsletter: {
    heading: "Newsletter",
    text: "Get the weekly HSA news and our analysis of new guidance in your inbox.",
    label: "Subscribe to the newsletter",
  },
  team: {
    heading: "Our Team",
    text: "Meet the consultants and trainers you will work with.",
    label: "Meet the team",
    href: TEAM_PATH,
  },
} as const;
