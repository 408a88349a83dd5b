import { defineContentType } from "~/lib/site-content/content-type";
import { image, list, text, textarea } from "~/lib/site-content/fields";
import { HOME_PATH } from "~/lib/site/public-paths";

/**
 * Client quotes for the home page's carousel. Authors are identified by role and type of
 * organization, never by company.
 */

const testimonial = {
  quote: textarea("Quote", { max: 1_000, help: "{firm} stands for the firm's name." }),
  author: text("Author", { max: 80 }),
  title: text("Role and organization", {
    max: 120,
    help: 'A role and a type of organization, like "Director of Operations, HSA Administrator"; never the company\'s name.',
  }),
  image: image("Portrait", { required: false, help: "A small square picture from the media library, shown beside the author's name." }),
} as const;

export const BUILT_IN_TESTIMONIALS = [
  {
    quote:
      "We brought {firm} in eighteen months before our HSA launch. They challenged our pricing, found the gaps in our payroll funding process and gave our board a market case it could act on. We opened the program on schedule and passed our first audit without a finding.",
    author: "Karen Whitfield",
    title: "SVP, Consumer Deposits, Regional Bank",
    image: "/images/testimonials/karen-whitfield.webp",
  },
  {
    quote:
      "Our contribution exceptions had become a monthly fire drill. Their operations team rebuilt our employer file intake and reconciliation, and exceptions fell to a fraction of what they were. Our service team finally has time for account holders again.",
    author: "Marcus Delgado",
    title: "Director of Operations, HSA Administrator",
    image: "/images/testimonials/marcus-delgado.webp",
  },
  {
    quote:
      "As a startup we needed to understand the HSA rules before we wrote a line of code. {firm} walked us through custodian partnerships versus non-bank trustee status, and their guidance saved us months and a very expensive wrong turn.",
    author: "Priya Raman",
    title: "Co-Founder and CEO, Health Benefits Fintech",
    image: "/images/testimonials/priya-raman.webp",
  },
  {
    quote:
      "Every one of our account managers now holds the CHSA. Employers notice the difference: our team answers eligibility and contribution questions correctly the first time, and renewals have never been smoother.",
    author: "Thomas Brennan",
    title: "VP, Client Services, Third Party Administrator",
    image: "/images/testimonials/thomas-brennan.webp",
  },
];

export const testimonialsContent = defineContentType({
  id: "testimonials",
  label: "Testimonials",
  group: "Firm",
  description: "The client quotes of the home page's carousel, each with its author, their role and a portrait.",
  fields: {
    testimonials: list("Testimonials", testimonial, { max: 12, min: 1, itemLabel: "author", singular: "testimonial" }),
  },
  defaults: { testimonials: BUILT_IN_TESTIMONIALS },
  pages: [HOME_PATH],
});

export type Testimonials = (typeof testimonialsContent)["documents"][number]["defaults"];
export type Testimonial = Testimonials["testimonials"][number];
