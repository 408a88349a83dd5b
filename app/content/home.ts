/** Content of the home page (/). */
import { RESOURCES_PATH, servicePath, TEAM_PATH, trainingPath } from "~/lib/site/public-paths";
import type { Card, IconName, Stat } from "./types";

export const HOME_HERO = {
  eyebrow: "Independent HSA Consulting & Training",
  headline: "Expert guidance for every side of the health savings account business",
  subline:
    "{firm} helps HSA administrators, TPAs, banks and health benefits startups build, run and grow compliant HSA programs, and trains the people who operate them.",
  primaryCta: "Request a Consultation",
  secondaryCta: "Our Solutions",
  /** In-page anchor of the services grid that "Our Solutions" jumps to. */
  servicesAnchor: "services",
  consultationSubject: "Consultation request",
} as const;

export type AudienceCard = {
  readonly id: string;
  readonly title: string;
  /** Shown in the card's popover. */
  readonly description: string;
  readonly icon: IconName;
};

export const AUDIENCES_HEADING = "Who We Serve";

export const AUDIENCE_CARDS: readonly AudienceCard[] = [
  {
    id: "hsa-administrators",
    title: "HSA Administrators",
    description:
      "Custodians and record keepers use us to tighten operations, prepare for audits, benchmark fees and service, and keep procedures current as Treasury and the IRS update HSA rules.",
    icon: "Building",
  },
  {
    id: "third-party-administrators",
    title: "Third Party Administrators",
    description:
      "TPAs adding HSAs next to FSA, HRA and COBRA administration rely on us to choose a custodian partner or platform, design employer onboarding and payroll funding, and avoid the coordination errors that cost clients their HSA eligibility.",
    icon: "Handshake",
  },
  {
    id: "banks-financial-institutions",
    title: "Banks & Financial Institutions",
    description:
      "Banks and credit unions turn to us to launch or revitalize an HSA deposit program: market strategy, pricing, core and card processing, investment options and compliance reviews that protect the institution.",
    icon: "Landmark",
  },
  {
    id: "health-benefits-startups",
    title: "Health Benefits Startups",
    description:
      "Fintech and health benefits startups come to us to understand the HSA rulebook before building, to choose between partnering with a custodian and pursuing non-bank trustee status, and to bring a compliant product to market faster.",
    icon: "Rocket",
  },
];

export const HIGHLIGHT_CARDS: readonly Card[] = [
  {
    title: "Expert Guidance",
    description: "Advice from practitioners who have built and run HSA programs, grounded in Section 223, IRS guidance and day-to-day operating experience.",
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
];

export const WHY_CHOOSE_HEADING = "Why Choose {firm}";
export const WHY_CHOOSE_INTRO =
  "HSAs are a specialized business. We focus on them exclusively, so our clients get depth that generalist consultancies cannot offer.";

export const WHY_CHOOSE_CARDS: readonly Card[] = [
  {
    title: "Industry Recognition",
    description:
      "Our team is regularly invited to speak, write and train on HSA regulation and operations, and our certification is used by organizations across the industry.",
    icon: "Award",
  },
  {
    title: "Experienced Team",
    description: "Our consultants have led HSA programs at custodians, banks and administrators, and have worked through every part of the account lifecycle.",
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
];

export const SERVICES_GRID_HEADING = "Our Solutions";
export const SERVICES_GRID_INTRO = "Consulting, training and resources for every stage of your HSA program.";

export const SERVICES_GRID: readonly Card[] = [
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
];

export const CLIENT_SATISFACTION: Stat = {
  value: 100,
  suffix: "%",
  label: "Client satisfaction",
};

export const TESTIMONIALS_HEADING = "What Our Clients Say";

export const HOME_CONTACT = {
  heading: "Let's Talk About Your HSA Program",
  text: "Whether you are planning a launch, fixing operations or preparing for new rules, we can help.",
  emailLabel: "Email Us",
  linkedinLabel: "Company LinkedIn",
  teamLabel: "Our Team",
  teamHref: TEAM_PATH,
} as const;
