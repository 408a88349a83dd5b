import { defineContentType } from "~/lib/site-content/content-type";
import { group, image, integer, link, list, text, textarea } from "~/lib/site-content/fields";
import { HOME_PATH, RESOURCES_PATH, servicePath, TEAM_PATH, trainingPath } from "~/lib/site/public-paths";
import { icon } from "./icons";

/**
 * The home page (/) and the contact band that closes it and the team page. In every text, {firm}
 * stands for the firm's name.
 */

const card = {
  title: text("Title", { max: 80 }),
  description: textarea("Description", { max: 400 }),
  icon: icon(),
} as const;

const pictureAlt = (what: string) =>
  text(`${what} description`, {
    required: false,
    max: 200,
    help: "What the picture shows, for people who cannot see it. Leave empty for a decorative picture.",
  });

export const homeContent = defineContentType({
  id: "home",
  label: "Home page",
  group: "Pages and legal",
  description: "The home page's hero, its client satisfaction figure, the audience cards, highlights, the Why Choose section and the solutions grid.",
  fields: {
    hero: group("Hero", {
      eyebrow: text("Eyebrow", { max: 80 }),
      headline: text("Headline", { max: 160 }),
      subline: textarea("Introduction", { max: 400 }),
      consultationButton: text("Consultation button", { max: 40, help: "Leads to the consultation form on the contact page." }),
      emailPrompt: text("E-mail line", { max: 60, help: "Before the firm's address, under the buttons." }),
      consultationSubject: text("Consultation e-mail subject", { max: 100 }),
      solutionsButton: text("Solutions button", { max: 40, help: "Jumps to the solutions grid further down the page." }),
      image: image("Illustration"),
      imageAlt: pictureAlt("Illustration"),
    }),
    satisfaction: group(
      "Client satisfaction figure",
      {
        value: integer("Figure", { min: 0, max: 1_000_000 }),
        suffix: text("After the figure", { required: false, max: 10, help: "Such as %." }),
        label: text("Label", { max: 60 }),
      },
      "Shown in the hero and in the Why Choose section.",
    ),
    audiences: group("Who We Serve", {
      heading: text("Heading", { max: 80 }),
      cards: list(
        "Audience cards",
        { title: text("Title", { max: 80 }), description: textarea("Description", { max: 600, help: "Shown when a visitor opens the card." }), icon: icon() },
        { max: 8, min: 1, itemLabel: "title", singular: "audience card" },
      ),
      image: image("Panel picture", { help: "Shown beside the cards on large screens." }),
      imageAlt: pictureAlt("Panel picture"),
    }),
    highlights: list("Highlights", card, { max: 6, min: 1, itemLabel: "title", singular: "highlight" }),
    whyChoose: group("Why Choose", {
      heading: text("Heading", { max: 80 }),
      intro: textarea("Introduction", { max: 400 }),
      cards: list("Reasons", card, { max: 8, min: 1, itemLabel: "title", singular: "reason" }),
    }),
    solutions: group("Solutions grid", {
      heading: text("Heading", { max: 80 }),
      intro: textarea("Introduction", { max: 400 }),
      linkLabel: text("Link text on each card", { max: 40 }),
      cards: list("Solutions", { ...card, href: link("Links to") }, { max: 12, min: 1, itemLabel: "title", singular: "solution" }),
    }),
    testimonialsHeading: text("Testimonials heading", { max: 80, help: "The quotes themselves are under Firm, Testimonials." }),
  },
  defaults: {
    hero: {
      eyebrow: "Independent HSA Consulting & Training",
      headline: "Expert guidance for every side of the health savings account business",
      subline:
        "{firm} helps HSA administrators, TPAs, banks and health benefits startups build, run and grow compliant HSA programs, and trains the people who operate them.",
      consultationButton: "Request a Consultation",
      emailPrompt: "Or email us:",
      consultationSubject: "Consultation request",
      solutionsButton: "Our Solutions",
      image: "/images/home/hero-illustration.svg",
      imageAlt: "",
    },
    satisfaction: { value: 100, suffix: "%", label: "Client satisfaction" },
    audiences: {
      heading: "Who We Serve",
      cards: [
        {
          title: "HSA Administrators",
          description:
            "Custodians and record keepers use us to tighten operations, prepare for audits, benchmark fees and service, and keep procedures current as Treasury and the IRS update HSA rules.",
          icon: "Building",
        },
        {
          title: "Third Party Administrators",
          description:
            "TPAs adding HSAs next to FSA, HRA and COBRA administration rely on us to choose a custodian partner or platform, design employer onboarding and payroll funding, and avoid the coordination errors that cost clients their HSA eligibility.",
          icon: "Handshake",
        },
        {
          title: "Banks & Financial Institutions",
          description:
            "Banks and credit unions turn to us to launch or revitalize an HSA deposit program: market strategy, pricing, core and card processing, investment options and compliance reviews that protect the institution.",
          icon: "Landmark",
        },
        {
          title: "Health Benefits Startups",
          description:
            "Fintech and health benefits startups come to us to understand the HSA rulebook before building, to choose between partnering with a custodian and pursuing non-bank trustee status, and to bring a compliant product to market faster.",
          icon: "Rocket",
        },
      ],
      image: "/images/home/audience-panel.svg",
      imageAlt: "",
    },
    highlights: [
      {
        title: "Expert Guidance",
        description:
          "Advice from practitioners who have built and run HSA programs, grounded in Section 223, IRS guidance and day-to-day operating experience.",
        icon: "Compass",
      },
      {
        title: "Strategic Solutions",
        description: "Practical plans for growth, operations, compliance and trustee status, sized to your organization and tied to measurable results.",
        icon: "Target",
      },
      {
        title: "Industry Education",
        description: "Certification, training and publications that give your teams and partners a shared, accurate understanding of how HSAs work.",
        icon: "GraduationCap",
      },
    ],
    whyChoose: {
      heading: "Why Choose {firm}",
      intro: "HSAs are a specialized business. We focus on them exclusively, so our clients get depth that generalist consultancies cannot offer.",
      cards: [
        {
          title: "Industry Recognition",
          description:
            "Our team is regularly invited to speak, write and train on HSA regulation and operations, and our certification is used by organizations across the industry.",
          icon: "Award",
        },
        {
          title: "Experienced Team",
          description:
            "Our consultants have led HSA programs at custodians, banks and administrators, and have worked through every part of the account lifecycle.",
          icon: "Users",
        },
        {
          title: "Personalized Approach",
          description: "Every engagement starts with your goals, your constraints and your data. We do not sell templates or one-size-fits-all programs.",
          icon: "UserCheck",
        },
        {
          title: "Proven Results",
          description: "Clients count on us for successful launches, cleaner audits, lower operating costs and HSA programs that keep growing.",
          icon: "Trophy",
        },
      ],
    },
    solutions: {
      heading: "Our Solutions",
      intro: "Consulting, training and resources for every stage of your HSA program.",
      linkLabel: "Learn more",
      cards: [
        {
          title: "Go-to-Market Strategy",
          description: "Market sizing, positioning, pricing and channel strategy for launching or growing an HSA offering.",
          href: servicePath("gtm"),
          icon: "Rocket",
        },
        {
          title: "Operations",
          description: "Process, platform and vendor improvements that make HSA administration accurate, efficient and scalable.",
          href: servicePath("operations"),
          icon: "Settings",
        },
        {
          title: "Compliance",
          description: "Independent reviews and ongoing guidance that keep your program aligned with Section 223 and IRS rules.",
          href: servicePath("compliance"),
          icon: "ShieldCheck",
        },
        {
          title: "Non-Bank Trustee",
          description: "Feasibility, application and readiness support for organizations seeking IRS approval to act as an HSA trustee.",
          href: servicePath("nbt"),
          icon: "Landmark",
        },
        {
          title: "Training & Certification",
          description: "The CHSA certification and HSAe training that build real HSA expertise across your organization.",
          href: trainingPath("chsa"),
          icon: "GraduationCap",
        },
        {
          title: "HSA Resources",
          description: "Contribution limits, HDHP amounts, IRS guidance, legislation and learning tools in one place.",
          href: RESOURCES_PATH,
          icon: "Library",
        },
      ],
    },
    testimonialsHeading: "What Our Clients Say",
  },
  pages: [HOME_PATH],
});

export type HomeContent = (typeof homeContent)["documents"][number]["defaults"];

/** The "Let's talk" band at the foot of the home and team pages. */
export const contactBandContent = defineContentType({
  id: "contact-band",
  label: "Contact band",
  group: "Pages and legal",
  description: "The band that closes the home and team pages: a heading, a sentence and the Email Us, Company LinkedIn and Our Team buttons.",
  fields: {
    heading: text("Heading", { max: 80 }),
    text: textarea("Text", { max: 400 }),
    emailButton: text("E-mail button", { max: 40, help: "Opens an e-mail to the firm's address." }),
    linkedinButton: text("LinkedIn button", { max: 40, help: "Opens the firm's LinkedIn page in a new tab." }),
    teamButton: text("Third button", { max: 40 }),
    teamLink: link("Third button links to"),
  },
  defaults: {
    heading: "Let's Talk About Your HSA Program",
    text: "Whether you are planning a launch, fixing operations or preparing for new rules, we can help.",
    emailButton: "Email Us",
    linkedinButton: "Company LinkedIn",
    teamButton: "Our Team",
    teamLink: TEAM_PATH,
  },
  pages: [HOME_PATH, TEAM_PATH],
});

export type ContactBand = (typeof contactBandContent)["documents"][number]["defaults"];
