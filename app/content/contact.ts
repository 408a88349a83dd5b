import { defineContentType } from "~/lib/site-content/content-type";
import { group, link, text, textarea } from "~/lib/site-content/fields";
import { CONTACT_PATH, TEAM_PATH } from "~/lib/site/public-paths";

/** The contact page (/contact). The addresses and URLs themselves come from the firm's configuration. */

const card = () => ({
  heading: text("Heading", { max: 80 }),
  text: textarea("Text", { max: 400 }),
  label: text("Link text", { max: 60 }),
});

export const contactPageContent = defineContentType({
  id: "contact",
  label: "Contact page",
  group: "Pages and legal",
  description: "The contact page's heading and its four cards: e-mail, LinkedIn, newsletter and team. {firm} stands for the firm's name.",
  fields: {
    eyebrow: text("Eyebrow", { max: 60 }),
    title: text("Heading", { max: 80 }),
    intro: textarea("Introduction", { max: 400 }),
    email: group("E-mail card", {
      heading: text("Heading", { max: 80 }),
      text: textarea("Text", { max: 400 }),
      subject: text("E-mail subject", { max: 100, help: "The link shows the firm's address and opens an e-mail with this subject." }),
    }),
    linkedin: group("LinkedIn card", card()),
    newsletter: group("Newsletter card", card()),
    team: group("Team card", { ...card(), href: link("Links to") }),
  },
  defaults: {
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
  },
  pages: [CONTACT_PATH],
});
