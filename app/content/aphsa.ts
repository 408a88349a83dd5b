/** /aphsa: consulting overview page for the APHSA consulting brand. */
import { trainingPath } from "~/lib/site/public-paths";

export const APHSA_PAGE = {
  title: "APHSA Consulting",
  subtitle: "Focused HSA consulting for the organizations that build and run health savings account programs.",
  intro: [
    "APHSA consulting brings the experience of {firm} to organizations at every point in the HSA value chain. We work alongside your leadership and operating teams to design programs that comply with Section 223 and IRS guidance, run efficiently and grow.",
    "Engagements range from a focused compliance review or vendor selection to multi-year partnerships covering strategy, operations and training. Every engagement is led by senior practitioners who have run HSA programs themselves.",
  ],
  focusHeading: "Who We Work With",
  focusClients: [
    "HSA custodians and trustees",
    "Banks and credit unions",
    "Third-party administrators",
    "Benefits brokers and consultants",
    "Employers and HR teams",
    "Health plans and insurers",
    "Payroll and benefits technology platforms",
    "Health benefits and fintech startups",
    "Recordkeepers and investment managers",
    "Healthcare providers and direct primary care practices",
  ],
  certificationHeading: "Build Expertise Across Your Team",
  certificationText: "Pair consulting with the CHSA certification so your staff share a common, current understanding of HSA rules and operations.",
  certificationLink: { label: "Explore CHSA Certification", href: trainingPath("chsa") },
  contactHeading: "Start a Conversation",
  contactText: "Tell us about your organization and your HSA goals.",
  contactCta: "Email Us",
  contactMailSubject: "APHSA consulting inquiry",
} as const;
