import { defineContentType } from "~/lib/site-content/content-type";
import { group, image, link, list, text, textarea } from "~/lib/site-content/fields";
import { APHSA_PATH, trainingPath } from "~/lib/site/public-paths";

/** /aphsa: the overview page of the APHSA consulting brand. In every text, {firm} stands for the firm's name. */
export const aphsaContent = defineContentType({
  id: "aphsa",
  label: "APHSA consulting page",
  group: "Pages and legal",
  description: "The APHSA consulting page: its hero, the introduction, the clients it serves, the CHSA certification band and the closing invitation.",
  fields: {
    hero: group("Hero", {
      eyebrow: text("Eyebrow", { max: 60 }),
      title: text("Heading", { max: 80 }),
      subtitle: textarea("Introduction", { max: 400 }),
      image: image("Illustration", { help: "A decorative picture beside the heading on large screens." }),
    }),
    intro: list("Overview", { text: textarea("Paragraph", { max: 1_500 }) }, { max: 8, min: 1, itemLabel: "text", singular: "paragraph" }),
    focus: group("Who We Work With", {
      heading: text("Heading", { max: 80 }),
      clients: list("Clients", { name: text("Kind of client", { max: 100 }) }, { max: 30, min: 1, itemLabel: "name", singular: "kind of client" }),
    }),
    certification: group("Certification band", {
      heading: text("Heading", { max: 80 }),
      text: textarea("Text", { max: 400 }),
      linkLabel: text("Button", { max: 60 }),
      href: link("Button links to"),
    }),
    contact: group(
      "Contact",
      {
        heading: text("Closing heading", { max: 80 }),
        text: textarea("Closing text", { max: 400 }),
        button: text("E-mail button", { max: 40, help: "Shown in the hero and at the foot of the page; opens an e-mail to the firm's address." }),
        mailSubject: text("E-mail subject", { max: 100 }),
      },
      "The invitation at the foot of the page, and the e-mail button it shares with the hero.",
    ),
  },
  defaults: {
    hero: {
      eyebrow: "Consulting",
      title: "APHSA Consulting",
      subtitle: "Focused HSA consulting for the organizations that build and run health savings account programs.",
      image: "/images/resources/aphsa-hero.svg",
    },
    intro: [
      {
        text: "APHSA consulting brings the experience of {firm} to organizations at every point in the HSA value chain. We work alongside your leadership and operating teams to design programs that comply with Section 223 and IRS guidance, run efficiently and grow.",
      },
      {
        text: "Engagements range from a focused compliance review or vendor selection to multi-year partnerships covering strategy, operations and training. Every engagement is led by senior practitioners who have run HSA programs themselves.",
      },
    ],
    focus: {
      heading: "Who We Work With",
      clients: [
        { name: "HSA custodians and trustees" },
        { name: "Banks and credit unions" },
        { name: "Third-party administrators" },
        { name: "Benefits brokers and consultants" },
        { name: "Employers and HR teams" },
        { name: "Health plans and insurers" },
        { name: "Payroll and benefits technology platforms" },
        { name: "Health benefits and fintech startups" },
        { name: "Recordkeepers and investment managers" },
        { name: "Healthcare providers and direct primary care practices" },
      ],
    },
    certification: {
      heading: "Build Expertise Across Your Team",
      text: "Pair consulting with the CHSA certification so your staff share a common, current understanding of HSA rules and operations.",
      linkLabel: "Explore CHSA Certification",
      href: trainingPath("chsa"),
    },
    contact: {
      heading: "Start a Conversation",
      text: "Tell us about your organization and your HSA goals.",
      button: "Email Us",
      mailSubject: "APHSA consulting inquiry",
    },
  },
  pages: [APHSA_PATH],
});

export type AphsaContent = (typeof aphsaContent)["documents"][number]["defaults"];
