/**
 * /resources and /resources/{key}: the keys, and the index page's content (hero, cards and the
 * closing contact section every resource page shares). Each resource page's own content is a
 * type under ./resources/; the contribution-limits and HDHP pages take their amounts from
 * ./hsa-figures and the IRS references from ./irs-rules.
 */
import { defineContentType } from "~/lib/site-content/content-type";
import { image, link, list, text, textarea } from "~/lib/site-content/fields";
import { CATCH_UP_AGE } from "~/lib/hsa/statute";
import { RESOURCE_KEYS } from "~/lib/site/page-keys";
import { HDHP_AMOUNTS_PATH, IRS_TREASURY_RULES_PATH, RESOURCES_PATH, resourcePath } from "~/lib/site/public-paths";
import { HERO_ART } from "./artwork";
import { icon } from "./icons";

const CONTACT_HELP = "{email} becomes the firm's address as a mail link. A blank line starts a new paragraph.";

const BUILT_IN_INDEX = {
  eyebrow: "Resources",
  title: "HSA Resources",
  subtitle:
    "Reference material for HSA professionals, employers and account holders: current limits, the history of HSA rules, provider information, IRS guidance and learning tools.",
  heroImage: HERO_ART.resources.src,
  cards: [
    {
      title: "HSA Learning Center",
      description: "Eligible expenses, goal-based learning paths and tools to help account holders get the most from their HSA.",
      href: resourcePath("learning-center"),
      icon: "GraduationCap" as const,
    },
    {
      title: "Contribution Limits",
      description: `This year's HSA contribution limits, the age ${CATCH_UP_AGE} catch-up and the limits for recent years.`,
      href: resourcePath("contribution-limits"),
      icon: "Calculator" as const,
    },
    {
      title: "History of HSA Rules",
      description: "The laws and guidance that shaped health savings accounts, from the 2003 Medicare Modernization Act to today.",
      href: resourcePath("hsa-history"),
      icon: "Milestone" as const,
    },
    {
      title: "HSA Providers",
      description: "A starting point for comparing HSA trustees and custodians.",
      href: resourcePath("providers"),
      icon: "Building" as const,
    },
    {
      title: "IRS & Treasury Rules",
      description: "IRS publications, forms and the guidance issued for HSAs year by year.",
      href: IRS_TREASURY_RULES_PATH,
      icon: "ScrollText" as const,
    },
    {
      title: "IRS & Treasury Resources",
      description: "The key IRS references for HSAs on one page: Publication 969, Publication 502, Form 8889 and the major notices.",
      href: resourcePath("irs-treasury"),
      icon: "FileText" as const,
    },
  ],
  cardCta: "Explore",
  contactHeading: "Need Help Applying the Rules?",
  contactText: "Our consultants help administrators, employers and advisers put HSA rules into practice. Email us at {email}.",
};

export const resourcesIndexContent = defineContentType({
  id: "resources",
  label: "Resources index",
  group: "Resources",
  description:
    "The /resources page: its hero and the cards leading to each resource, and the closing contact section every resource page shows. Its title also names the way back from each resource page.",
  fields: {
    eyebrow: text("Eyebrow", { max: 40, help: "The small word above the title." }),
    title: text("Title", { max: 80, help: "Also the first step of the breadcrumb on every resource page." }),
    subtitle: textarea("Subtitle", { max: 400 }),
    heroImage: image("Hero illustration", { help: "Decorative: shown beside the title on large screens." }),
    cards: list(
      "Cards",
      {
        title: text("Title", { max: 80 }),
        description: textarea("Description", { max: 300 }),
        href: link("Links to", { help: "A site path such as /resources/providers, or an https:// address." }),
        icon: icon(),
      },
      { min: 1, max: 12, itemLabel: "title", singular: "card" },
    ),
    cardCta: text("Card link text", { max: 40 }),
    contactHeading: text("Contact section heading", { max: 120 }),
    contactText: textarea("Contact section text", { max: 1000, help: CONTACT_HELP }),
  },
  defaults: BUILT_IN_INDEX,
  pages: [RESOURCES_PATH, ...RESOURCE_KEYS.map(resourcePath), HDHP_AMOUNTS_PATH],
});

export type ResourcesIndex = (typeof resourcesIndexContent)["documents"][number]["defaults"];

export { CONTRIBUTION_LIMITS_PAGE } from "./resources/contribution-limits";
export { HSA_HISTORY } from "./resources/hsa-history";
export { IRS_TREASURY_RESOURCE } from "./resources/irs-treasury";
export { LEARNING_CENTER } from "./resources/learning-center";
export { PROVIDERS_PAGE } from "./resources/providers";
