/**
 * Training pages: /training/overview, /training/chsa, /training/hsae and /training/books, one
 * content type each. Prices are amounts; the pages format them.
 */
import { type ContentType, defineContentType } from "~/lib/site-content/content-type";
import { amount, boolean, type FieldsOutput, group, link, list, optionalInteger, select, text, textarea } from "~/lib/site-content/fields";
import { TRAINING_OVERVIEW_PATH, trainingPath } from "~/lib/site/public-paths";
import { GUIDEBOOK_COVER, HERO_ART } from "./artwork";
import { icon } from "./icons";
import { bullets, bulletsOf, picture, refuseRepeats } from "./page-fields";

const GROUP_DISCOUNT_MIN_PARTICIPANTS = 5;
const HSAE_ACCESS_MONTHS = 12;

/** What every training page opens with. */
const heroFields = {
  eyebrow: text("Label above the title", { max: 60 }),
  icon: icon("Icon", "Shown beside the label above the title."),
  title: text("Title", { max: 80 }),
  subtitle: textarea("Subtitle", { max: 300 }),
  heroImage: picture("Header picture", { help: "Beside the title on large screens." }),
} as const;

const decorative = (src: string) => ({ src, alt: "" });

const priceOptionFields = {
  name: text("Name", { max: 80 }),
  amount: amount("Price in dollars", { cents: true, max: 100_000, help: "Not shown when the option is priced on request." }),
  unit: text("Unit", { max: 40, help: "Beside the price (one-time, per year), or in its place when priced on request (contact us)." }),
  onRequest: boolean("Priced on request", "Shows the unit instead of a price, and a mail link instead of enrolment."),
  description: textarea("Description", { max: 400 }),
  features: bullets("Included", "item", { max: 10, itemMax: 200 }),
} as const;

export type PriceOption = FieldsOutput<typeof priceOptionFields>;

/** How a course is delivered (schema.org courseMode values, as search engines read them). */
export const COURSE_MODES = [
  { value: "Online", label: "Online" },
  { value: "Onsite", label: "On site" },
  { value: "Blended", label: "Blended (online and on site)" },
] as const;

/**
 * How a course is delivered and how much work it takes: shown under its introduction, and what
 * search engines need to list it as a course (schema.org CourseInstance). The hours are empty
 * until the firm states them (decision 053): the site never publishes a workload it was not given.
 */
const courseFormat = () =>
  group(
    "Course format",
    {
      mode: select("Delivery", COURSE_MODES),
      workloadHours: optionalInteger("Hours of coursework", {
        min: 1,
        max: 1000,
        help: "About how long the whole course takes: lessons, assignments and exams. Until it is set, the page shows no hours and search engines show no course details.",
      }),
    },
    "Shown under the introduction; search engines read it too.",
  );

export type CourseFormat = FieldsOutput<{ format: ReturnType<typeof courseFormat> }>["format"];

const pricing = (label: string) => list(label, priceOptionFields, { max: 6, min: 1, itemLabel: "name", singular: "price option" });

/** A price needs its amount unless it is given on request; and each option has its own name. */
function checkPricing(context: Parameters<typeof refuseRepeats>[0], options: readonly PriceOption[]) {
  refuseRepeats(context, ["pricing"], options, "name", "price option");
  options.forEach((option, index) => {
    if (!option.onRequest && option.amount === 0) {
      context.addIssue({ code: "custom", path: ["pricing", index, "amount"], message: "Enter the price, or mark the option as priced on request" });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Overview (/training/overview), with the closing section the CHSA and HSAe pages share

export const trainingOverviewContent = defineContentType({
  id: "training-overview",
  label: "Training overview",
  group: "Services and training",
  description: "The training overview page: its cards, the reasons to certify, and the closing section the CHSA and HSAe pages share.",
  fields: {
    ...heroFields,
    cards: list(
      "Cards",
      {
        title: text("Title", { max: 80 }),
        description: textarea("Description", { max: 400 }),
        link: link("Link", { help: "A site path such as /training/chsa, or an https:// address." }),
        icon: icon("Icon"),
      },
      { max: 6, min: 1, itemLabel: "title", singular: "card" },
    ),
    cardCta: text("Cards' link text", { max: 40 }),
    whyCertifyHeading: text("Reasons heading", { max: 80 }),
    whyCertify: bullets("Reasons to certify", "reason", { max: 12 }),
    contact: group(
      "Closing section (also on the CHSA and HSAe pages)",
      {
        heading: text("Heading", { max: 120 }),
        text: textarea("Text", { max: 600, help: "{email} shows the firm's address as a mail link." }),
      },
      "Closes the training overview, CHSA and HSAe pages.",
    ),
  },
  refine(data, context) {
    refuseRepeats(context, ["cards"], data.cards, "link", "link");
    refuseRepeats(context, ["whyCertify"], data.whyCertify, "text", "reason");
  },
  defaults: {
    eyebrow: "Certifications",
    icon: "GraduationCap",
    title: "Training & Certification",
    subtitle: "Build real HSA expertise across your organization.",
    heroImage: decorative(HERO_ART.trainingOverview.src),
    cards: [
      {
        title: "CHSA Certification",
        description: "The professional credential for HSA practitioners: self-paced coursework, a certification exam and annual renewal.",
        link: trainingPath("chsa"),
        icon: "BadgeCheck",
      },
      {
        title: "HSAe Training",
        description: "Comprehensive HSA education for individuals and custom corporate programs for teams.",
        link: trainingPath("hsae"),
        icon: "GraduationCap",
      },
    ],
    cardCta: "Learn More",
    whyCertifyHeading: "Why Certify",
    whyCertify: bulletsOf([
      "HSA rules are technical and change every year; certification keeps your team accurate and current",
      "Errors in eligibility, contributions and reporting are expensive for account holders and for your organization",
      "A recognized credential builds trust with employers, brokers and partners",
      "Shared training gives service, sales and operations teams one consistent answer",
      "Certified staff resolve questions faster, improving the account-holder experience",
    ]),
    contact: {
      heading: "Questions About Training?",
      text: "Email our training team at {email} and we will help you choose the right program for you or your organization.",
    },
  },
  pages: [TRAINING_OVERVIEW_PATH, trainingPath("chsa"), trainingPath("hsae")],
});

export type TrainingOverview = (typeof trainingOverviewContent)["documents"][number]["defaults"];
export type TrainingContact = TrainingOverview["contact"];

// ---------------------------------------------------------------------------------------------
// CHSA (/training/chsa)

export const chsaContent = defineContentType({
  id: "chsa",
  label: "CHSA certification",
  group: "Services and training",
  description: "The CHSA certification page: the certification steps, benefits, prices and enrolment texts.",
  fields: {
    ...heroFields,
    intro: textarea("Introduction", { max: 3000 }),
    format: courseFormat(),
    processHeading: text("Steps heading", { max: 80 }),
    process: list(
      "Certification steps",
      { title: text("Title", { max: 80 }), description: textarea("Description", { max: 400 }) },
      { max: 8, min: 1, itemLabel: "title", singular: "step", help: "Numbered in this order." },
    ),
    benefitsHeading: text("Benefits heading", { max: 80 }),
    benefits: bullets("Benefits", "benefit", { max: 12 }),
    pricingHeading: text("Pricing heading", { max: 80, help: "Also the label of the header's second button, which jumps to the prices." }),
    pricing: pricing("Prices"),
    enrollCta: text("Enrolment button", { max: 40, help: "Opens the course platform, from the header and each priced option." }),
    enrollNote: textarea("Note under the prices", { max: 300 }),
    groupCta: text("Button of options priced on request", { max: 60 }),
    groupMailSubject: text("Subject of that button's mail", { max: 120 }),
  },
  refine(data, context) {
    refuseRepeats(context, ["process"], data.process, "title", "step");
    refuseRepeats(context, ["benefits"], data.benefits, "text", "benefit");
    checkPricing(context, data.pricing);
  },
  defaults: {
    eyebrow: "Certification",
    icon: "BadgeCheck",
    title: "CHSA Certification",
    subtitle: "The professional credential for people who administer, sell and support health savings accounts.",
    heroImage: decorative(HERO_ART.chsa.src),
    intro:
      "The CHSA certification validates a working command of health savings accounts: eligibility, HDHP requirements, contributions, distributions, tax reporting, investments and the operational practices that keep a program compliant. It is built for custodian and bank staff, TPAs, benefits brokers and advisers, HR professionals and the technology teams who build HSA products. Coursework is self-paced online, and the credential is earned by passing the certification exam.",
    format: { mode: "Online", workloadHours: null },
    processHeading: "The Certification Process",
    process: [
      {
        title: "Enroll",
        description: "Register through our online course platform and get immediate access to the CHSA curriculum and study materials.",
      },
      {
        title: "Complete the Coursework",
        description: "Work through the self-paced modules on eligibility, contributions, distributions, reporting, investments and program operations.",
      },
      {
        title: "Practice and Review",
        description: "Test your understanding with module quizzes and realistic case scenarios drawn from day-to-day HSA administration.",
      },
      {
        title: "Pass the Certification Exam",
        description: "Sit the online certification exam when you are ready and demonstrate your mastery of HSA rules and practice.",
      },
      {
        title: "Earn and Maintain Your Credential",
        description: "Receive your CHSA credential and digital badge, then keep it current each year through renewal and annual regulatory updates.",
      },
    ],
    benefitsHeading: "Why Earn the CHSA",
    benefits: bulletsOf([
      "Demonstrate verified HSA expertise to employers, clients and partners",
      "Answer eligibility, contribution and distribution questions correctly the first time",
      "Reduce costly errors in contributions, distributions and tax reporting",
      "Stay current with annual limits, IRS guidance and new legislation",
      "Build a common standard of knowledge across service, sales and operations teams",
      "Add a recognized credential to your professional profile",
    ]),
    pricingHeading: "Pricing",
    pricing: [
      {
        name: "New Certification",
        amount: 499,
        unit: "one-time",
        onRequest: false,
        description: "Everything you need to earn the CHSA credential.",
        features: bulletsOf(["Full self-paced curriculum", "Study materials and practice quizzes", "Certification exam", "Digital credential and badge"]),
      },
      {
        name: "Annual Renewal",
        amount: 95,
        unit: "per year",
        onRequest: false,
        description: "Keep your credential active and your knowledge current.",
        features: bulletsOf(["Annual regulatory and limits update", "Continuing-education content", "Renewed credential and badge"]),
      },
      {
        name: "Group Rates",
        amount: 0,
        unit: "contact us",
        onRequest: true,
        description: `Discounted pricing for ${GROUP_DISCOUNT_MIN_PARTICIPANTS} or more candidates from one organization.`,
        features: bulletsOf(["Volume discount", "Group enrollment and progress reporting", "Optional live review session for your team"]),
      },
    ],
    enrollCta: "Enroll Now",
    enrollNote: "Enrollment and coursework take place on our online course platform, which opens in a new tab.",
    groupCta: "Ask About Group Rates",
    groupMailSubject: "CHSA group rates",
  },
  pages: [trainingPath("chsa")],
});

export type Chsa = (typeof chsaContent)["documents"][number]["defaults"];

// ---------------------------------------------------------------------------------------------
// HSAe (/training/hsae)

export const hsaeContent = defineContentType({
  id: "hsae",
  label: "HSAe training",
  group: "Services and training",
  description: "The HSAe training page: what the program covers, its prices and the mail links to enrol or ask.",
  fields: {
    ...heroFields,
    intro: textarea("Introduction", { max: 3000 }),
    format: courseFormat(),
    coverageHeading: text("Topics heading", { max: 80 }),
    coverage: bullets("Topics covered", "topic", { max: 20 }),
    pricingHeading: text("Pricing heading", { max: 80, help: "Also the label of the header's second button, which jumps to the prices." }),
    pricing: pricing("Prices"),
    individualCta: text("Button of priced options", { max: 60, help: "Also the header's first button." }),
    individualMailSubject: text("Subject of that button's mail", { max: 120 }),
    corporateCta: text("Button of options priced on request", { max: 60 }),
    corporateMailSubject: text("Subject of that button's mail", { max: 120 }),
  },
  refine(data, context) {
    refuseRepeats(context, ["coverage"], data.coverage, "text", "topic");
    checkPricing(context, data.pricing);
  },
  defaults: {
    eyebrow: "Training",
    icon: "GraduationCap",
    title: "HSAe Training",
    subtitle: "In-depth HSA education for professionals and teams who need more than the basics.",
    heroImage: decorative(HERO_ART.hsae.src),
    intro:
      "HSAe is our comprehensive HSA training program. It goes beyond the fundamentals into the scenarios that create real risk and real opportunity: complex eligibility situations, corrections, transfers and rollovers, investment programs, employer plan design and the regulatory changes reshaping the market. It is available to individuals online and as custom corporate training for whole teams.",
    format: { mode: "Online", workloadHours: null },
    coverageHeading: "What HSAe Covers",
    coverage: bulletsOf([
      "HSA eligibility, disqualifying coverage and Medicare, TRICARE, VA and IHS interactions",
      "HDHP design, preventive care safe harbors, telehealth and direct primary care rules",
      "Contribution limits, catch-up contributions, the last-month rule and the testing period",
      "Qualified medical expenses, substantiation and distribution rules",
      "Excess contributions, mistaken distributions and how to correct them",
      "Trustee-to-trustee transfers, rollovers and IRA qualified funding distributions",
      "Forms 8889, 1099-SA and 5498-SA and year-end reporting",
      "Investment options, fiduciary considerations and account-holder education",
      "Employer programs: comparability, cafeteria plans and coordination with HRAs and FSAs",
      "Current legislation and what it means for your program",
    ]),
    pricingHeading: "Pricing",
    pricing: [
      {
        name: "Individual",
        amount: 795,
        unit: "per person",
        onRequest: false,
        description: `${HSAE_ACCESS_MONTHS} months of full access to the HSAe program.`,
        features: bulletsOf(["All HSAe modules and case studies", "Downloadable reference materials", "Knowledge checks and certificate of completion"]),
      },
      {
        name: "Corporate Training",
        amount: 0,
        unit: "custom pricing",
        onRequest: true,
        description: `Tailored programs with volume discounts for ${GROUP_DISCOUNT_MIN_PARTICIPANTS} or more participants.`,
        features: bulletsOf(["Content tailored to your products and procedures", "Live virtual or on-site sessions", "Team progress reporting"]),
      },
    ],
    individualCta: "Request HSAe Enrollment",
    individualMailSubject: "HSAe enrollment",
    corporateCta: "Discuss Corporate Training",
    corporateMailSubject: "HSAe corporate training",
  },
  pages: [trainingPath("hsae")],
});

export type Hsae = (typeof hsaeContent)["documents"][number]["defaults"];

/** The training documents that describe a course (a Course to search engines once its format is complete). */
export const COURSE_CONTENT: readonly ContentType<{ readonly format: CourseFormat }>[] = [chsaContent, hsaeContent];

// ---------------------------------------------------------------------------------------------
// Books (/training/books, titled "HSA Publications")

const offerFields = {
  heading: text("Heading", { max: 80 }),
  text: textarea("Text", { max: 600 }),
  cta: text("Button", { max: 60, help: "Opens a mail to the firm." }),
  mailSubject: text("Mail's subject", { max: 120 }),
} as const;

export const booksContent = defineContentType({
  id: "books",
  label: "HSA publications",
  group: "Services and training",
  description: "The publications page: the guidebook with its cover, and the bulk and custom orders.",
  fields: {
    ...heroFields,
    guidebook: group("Guidebook", {
      title: text("Title", { max: 120 }),
      subtitle: text("Subtitle", { max: 200 }),
      description: textarea("Description", { max: 2000 }),
      cover: picture("Cover"),
      purchaseCta: text("Purchase button", { max: 60, help: "Opens the online retailer set in the site's configuration." }),
      insideHeading: text("Contents heading", { max: 80 }),
      inside: bullets("Contents", "topic", { max: 20 }),
    }),
    bulk: group("Bulk orders", offerFields),
    custom: group("Custom publications", offerFields),
  },
  refine(data, context) {
    refuseRepeats(context, ["guidebook", "inside"], data.guidebook.inside, "text", "topic");
  },
  defaults: {
    eyebrow: "Publications",
    icon: "BookOpen",
    title: "HSA Publications",
    subtitle: "Practical references for the professionals who build, run and advise on HSA programs.",
    heroImage: decorative(HERO_ART.books.src),
    guidebook: {
      title: "The HSA Professional's Guidebook",
      subtitle: "Rules, Operations and Best Practices for Health Savings Account Programs",
      description:
        "A plain-English reference to how health savings accounts work in practice, written for custodian and bank staff, TPAs, brokers, HR teams and benefits technology companies. It explains the statute and IRS guidance behind each rule, then shows how well-run programs put those rules into operation.",
      cover: { src: GUIDEBOOK_COVER.src, alt: "Cover of The HSA Professional's Guidebook" },
      purchaseCta: "Buy the Guidebook",
      insideHeading: "What's Inside",
      inside: bulletsOf([
        "HSA eligibility and HDHP requirements, with common disqualifying-coverage scenarios",
        "Contribution rules, limits, catch-up contributions and the last-month rule",
        "Qualified medical expenses and distribution rules",
        "Corrections: excess contributions and mistaken distributions",
        "Transfers, rollovers, beneficiaries and estates",
        "Tax reporting on Forms 8889, 1099-SA and 5498-SA",
        "Investment programs and account-holder education",
        "Employer considerations: comparability, cafeteria plans, HRAs and FSAs",
        "Checklists and quick-reference tables for daily use",
      ]),
    },
    bulk: {
      heading: "Bulk Orders",
      text: "Equip your whole team, your clients or your broker partners. We offer discounted pricing on bulk orders of the guidebook.",
      cta: "Ask About Bulk Orders",
      mailSubject: "Guidebook bulk order",
    },
    custom: {
      heading: "Custom Publications",
      text: "We write and co-brand HSA guides, employer toolkits and account-holder education materials tailored to your products and audiences.",
      cta: "Discuss a Custom Publication",
      mailSubject: "Custom publication",
    },
  },
  pages: [trainingPath("books")],
});

export type Books = (typeof booksContent)["documents"][number]["defaults"];
