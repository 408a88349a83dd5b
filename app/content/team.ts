import { defineContentType } from "~/lib/site-content/content-type";
import { type Field, group, image, list, text, textarea } from "~/lib/site-content/fields";
import { TEAM_PATH } from "~/lib/site/public-paths";
import { memberSlug } from "~/lib/site/team-links";

/**
 * The team page (/team): its heading, the members and the labels of their buttons. Each bio is one
 * text; the page splits it into sentences. A member's e-mail domain and professional network come
 * from the firm's configuration, so content holds only the parts before the @ and after the host.
 */

/** A text that must match `pattern` when given (an empty one is allowed and hides what it feeds). */
function patterned(field: Field<string>, pattern: RegExp, message: string): Field<string> {
  return { spec: field.spec, schema: field.schema.refine((value) => value === "" || pattern.test(value), { error: message }) };
}

const member = {
  name: text("Name", { max: 80 }),
  title: text("Job title", { max: 120 }),
  bio: textarea("Biography", {
    max: 5_000,
    help: "One paragraph. On large screens the page starts a new line after every third sentence. {firm} stands for the firm's name.",
  }),
  image: image("Photo", { required: false, help: "A square photo from the media library. Without one, the member's initials are shown." }),
  imageAlt: text("Photo description", {
    required: false,
    max: 200,
    help: "What the photo shows, read to people who cannot see it. Left empty, the member's name is read.",
  }),
  emailLocalPart: patterned(
    text("E-mail name", { required: false, max: 64, help: "The part before the @ of the member's address at the firm. Left empty, no Email button is shown." }),
    /^[A-Za-z0-9](?:[A-Za-z0-9._+-]*[A-Za-z0-9])?$/,
    "E-mail name can hold only letters, digits and . _ + - (the part before the @)",
  ),
  linkedinPath: patterned(
    text("LinkedIn profile", {
      required: false,
      max: 200,
      help: "The profile's path on LinkedIn, like /in/margaret-lindqvist. Left empty, no LinkedIn button is shown.",
    }),
    /^\/in\/[A-Za-z0-9%_-]+\/?$/,
    "LinkedIn profile must be a profile path like /in/margaret-lindqvist",
  ),
} as const;

/** In the order the page shows them. */
export const BUILT_IN_TEAM_MEMBERS = [
  {
    name: "Margaret Lindqvist",
    title: "Founder and Principal",
    bio: "Margaret Lindqvist founded {firm} to give the HSA industry an independent source of strategy, operational and regulatory expertise. She has worked with health savings accounts since the first accounts opened in 2004, when she helped a regional bank build one of the early HSA custodial programs. Over the following two decades she led product, operations and partner management for HSA custodians and administrators serving employers of every size. Her consulting work spans go-to-market strategy for banks and fintechs, operating-model redesign for administrators, and due diligence for investors evaluating HSA businesses. Margaret has guided several organizations through feasibility assessments and applications for IRS non-bank trustee approval. She is a frequent speaker at benefits and banking conferences on HSA legislation, market trends and the economics of custodial programs. She created the CHSA certification to give the people who administer HSAs a common, rigorous standard of knowledge. Margaret holds an MBA with a concentration in finance and began her career in retail banking operations. Clients value her for direct advice, a deep bench of industry relationships and a practical sense of what will work inside their organizations.",
    image: "/images/team/margaret-lindqvist.webp",
    imageAlt: "",
    emailLocalPart: "mlindqvist",
    linkedinPath: "/in/margaret-lindqvist-hsa",
  },
  {
    name: "Daniel Okafor",
    title: "Director of Compliance",
    bio: "Daniel Okafor leads the compliance practice at {firm}, advising custodians, banks, TPAs and employers on the rules that govern health savings accounts. He is a licensed attorney who spent more than a decade in employee benefits and tax compliance before focusing on HSAs. Daniel has reviewed custodial agreements, fee disclosures and operating procedures for programs ranging from community banks to national administrators. He specializes in the areas where HSA programs most often go wrong: eligibility and disqualifying coverage, excess contributions, mistaken distributions and Form 1099-SA and Form 5498-SA reporting. He also advises employers on HDHP design, HSA-compatible HRAs and FSAs, comparability rules and keeping HSA programs outside ERISA. Daniel monitors Treasury, IRS and congressional activity and translates new guidance into clear implementation plans for clients. He helped several clients implement the telehealth, direct primary care and bronze-plan changes enacted in 2025. He writes much of the firm's regulatory content and teaches the compliance modules of the CHSA program. Clients rely on Daniel for precise answers, well-documented positions and procedures that stand up to audits and examinations.",
    image: "/images/team/daniel-okafor.webp",
    imageAlt: "",
    emailLocalPart: "dokafor",
    linkedinPath: "/in/daniel-okafor-hsa-compliance",
  },
  {
    name: "Rachel Torres",
    title: "Director of Training",
    bio: "Rachel Torres directs the training and certification programs at {firm}, including the CHSA certification and HSAe training. She brings fifteen years of experience in HSA operations and client service, most recently as head of service and training for a national HSA administrator. In that role she built onboarding and continuing-education programs for contact-center, operations and employer-services teams. Rachel designs courses around the questions account holders, employers and brokers actually ask, from eligibility and contribution limits to qualified medical expenses and investment options. She combines instructional design with deep technical knowledge of Section 223 and IRS Publication 969. Under her leadership the firm's courses have trained professionals at custodians, banks, TPAs, brokerages and benefits technology companies. Rachel also leads custom corporate training engagements for organizations that want their whole team certified. She is a certified professional in learning and performance and regularly presents on building HSA knowledge across organizations. Participants describe her courses as practical, accurate and immediately useful on the job.",
    image: "/images/team/rachel-torres.webp",
    imageAlt: "",
    emailLocalPart: "rtorres",
    linkedinPath: "/in/rachel-torres-hsa-training",
  },
];

export const teamContent = defineContentType({
  id: "team",
  label: "Team",
  group: "Firm",
  description: "The team page: its heading, every member with photo, job title, biography, e-mail and LinkedIn profile, and the buttons' labels.",
  fields: {
    hero: group("Page heading", { title: text("Heading", { max: 80 }), subtitle: textarea("Introduction", { max: 400 }) }),
    buttons: group("Buttons", { email: text("E-mail button", { max: 30 }), linkedin: text("LinkedIn button", { max: 30 }) }),
    members: list("Team members", member, { max: 30, min: 1, itemLabel: "name", singular: "team member" }),
  },
  refine(data, context) {
    const seen = new Set<string>();
    data.members.forEach((entry, index) => {
      const slug = memberSlug(entry);
      if (seen.has(slug)) context.addIssue({ code: "custom", path: ["members", index, "name"], message: `Another team member is already named ${entry.name}` });
      seen.add(slug);
    });
  },
  defaults: {
    hero: {
      title: "Our Team",
      subtitle: "HSA practitioners who have built, run and examined health savings account programs, and who now help others do the same.",
    },
    buttons: { email: "Email", linkedin: "LinkedIn" },
    members: BUILT_IN_TEAM_MEMBERS,
  },
  pages: [TEAM_PATH],
});

export type TeamContent = (typeof teamContent)["documents"][number]["defaults"];
export type TeamMember = TeamContent["members"][number];
