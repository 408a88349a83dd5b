/** Client quotes for the home-page carousel. Authors are identified by role and type of organization, never by company. */
import type { Testimonial } from "./types";

export const TESTIMONIALS: readonly Testimonial[] = [
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
