import { defineContentType } from "~/lib/site-content/content-type";
import { text, textarea } from "~/lib/site-content/fields";
import { HOME_PATH } from "~/lib/site/public-paths";

/** The footer's own words on every public page: everything in it but the links (./navigation.ts). */
export const footerContent = defineContentType({
  id: "footer",
  label: "Footer",
  group: "Pages and legal",
  description: "The words of the footer on every page: the firm's tagline, the contact and featured articles headings, and the copyright line.",
  fields: {
    tagline: textarea("Tagline", { max: 400, help: "{firm} stands for the firm's name." }),
    contactHeading: text("Contact heading", { max: 60 }),
    linkedinLabel: text("LinkedIn link", { max: 60, help: "Opens the firm's LinkedIn page in a new tab." }),
    featuredHeading: text("Featured articles heading", { max: 60 }),
    featuredEmpty: text("When no article is featured", { max: 200 }),
    rights: text("After the copyright", { max: 120, help: 'The footer shows "© year firm." before it.' }),
  },
  defaults: {
    tagline:
      "{firm} is the recognized and sought-after expert on health savings accounts: the trusted authority that HSA administrators, banks, TPAs and benefits innovators turn to when the rules, the operations and the stakes are complex.",
    contactHeading: "Contact",
    linkedinLabel: "Follow us on LinkedIn",
    featuredHeading: "Featured Articles",
    featuredEmpty: "No featured articles yet. Mark articles as featured in the Admin Dashboard.",
    rights: "All rights reserved.",
  },
  pages: [HOME_PATH],
});

export type FooterContent = (typeof footerContent)["documents"][number]["defaults"];
