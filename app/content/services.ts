import { defineContentType } from "~/lib/site-content/content-type";
import { type FieldsOutput, group, list, text, textarea } from "~/lib/site-content/fields";
import { SERVICE_KEYS, type ServiceKey } from "~/lib/site/page-keys";
import { servicePath } from "~/lib/site/public-paths";
import { icon } from "./icons";
import { bullets, bulletsOf, picture, refuseRepeats } from "./page-fields";

/** The four consulting services, one page each at /services/{key}, and the texts those pages share. */

const serviceFields = {
  title: text("Title", { max: 80, help: "The page's heading; the other service pages name it so in their Related Services links." }),
  subtitle: textarea("Subtitle", { max: 300 }),
  description: textarea("Overview", { max: 3000 }),
  icon: icon("Icon", "Shown above the title and beside the service in the Related Services links."),
  headerImage: picture("Header picture", { help: "Beside the title on large screens." }),
  sideImage: picture("Sidebar picture", { help: "Above the key benefits." }),
  features: list(
    "How we help",
    {
      title: text("Title", { max: 100 }),
      description: textarea("Description", { max: 800 }),
      picture: picture("Picture", { required: false, help: "Optional: shown at the top of the feature's card." }),
    },
    { max: 12, min: 1, itemLabel: "title", singular: "feature" },
  ),
  benefits: bullets("Key benefits", "benefit", { max: 12 }),
  mailSubject: text("Subject of the mail to the firm", { max: 120, help: "The Email Our Team buttons open a mail with this subject." }),
} as const;

export type Service = FieldsOutput<typeof serviceFields>;

type BuiltInFeature = { title: string; description: string };

const featuresOf = (features: readonly BuiltInFeature[]) => features.map((feature) => ({ ...feature, picture: { src: "", alt: "" } }));

/** Built-in content of the four service pages, as a fresh database shows it. */
export const SERVICES = {
  gtm: {
    title: "Go-to-Market Strategy",
    mailSubject: "Go-to-Market Strategy inquiry",
    subtitle: "Launch, reposition or scale an HSA offering with a plan built on how the market really buys.",
    description:
      "Health savings accounts are sold through employers, benefits brokers, health plans, payroll providers and direct-to-consumer channels, and each one has its own economics, sales cycle and compliance constraints. We help custodians, banks, TPAs and fintechs decide where to compete, how to price, which partners to pursue and how to turn a product roadmap into accounts and assets. Our recommendations come from years inside HSA programs, not from generic fintech playbooks.",
    icon: "Rocket",
    headerImage: { src: "/images/services/gtm-header.svg", alt: "" },
    sideImage: { src: "/images/services/gtm-side.svg", alt: "" },
    benefits: bulletsOf([
      "A clear view of where your HSA offering can win: employer size, industry, channel and region",
      "Pricing and revenue models that balance account fees, interchange, custodial spread and investment revenue",
      "Distribution partnerships with brokers, health plans, payroll and benefits-administration platforms",
      "Product roadmaps grounded in what employers and account holders actually use",
      "Launch plans that sequence legal, operational and marketing readiness",
      "Board- and investor-ready market sizing and competitive analysis",
    ]),
    features: featuresOf([
      {
        title: "Market Assessment and Sizing",
        description:
          "We quantify your addressable market by segment using HDHP enrollment, employer demographics and competitor share, so targets and investment cases rest on defensible numbers.",
      },
      {
        title: "Competitive Positioning",
        description:
          "We benchmark your fees, investment menu, cash yield, digital experience and service model against leading custodians and administrators, and define the positioning you can credibly own.",
      },
      {
        title: "Pricing and Revenue Strategy",
        description:
          "We model the full HSA revenue stack (account and maintenance fees, interchange, cash sweep economics and investment revenue sharing) and design pricing that sells without eroding margin.",
      },
      {
        title: "Channel and Partner Strategy",
        description:
          "We identify the broker, health plan, TPA, payroll and benefits-platform partners that fit your model, and structure referral, white-label and private-label arrangements that hold up.",
      },
      {
        title: "Product and Experience Design",
        description:
          "We translate market needs into product requirements: onboarding, contribution and payroll integration, debit card and claims flows, investment thresholds and decision tools for account holders.",
      },
      {
        title: "Launch and Growth Planning",
        description:
          "We build the launch timeline, readiness checklists and growth metrics (accounts, assets, contributions, invested balances and retention) that keep leadership and partners aligned.",
      },
    ]),
  },

  operations: {
    title: "Operations",
    mailSubject: "Operations inquiry",
    subtitle: "Run an HSA program that is accurate, efficient and ready to scale.",
    description:
      "HSA operations sit where banking, benefits administration and tax reporting meet. Contributions arrive from payroll files and account holders, distributions move through debit cards and reimbursements, and every transaction has to reconcile to the trustee's books and to IRS reporting. We assess, redesign and stabilize the processes, vendors and controls behind those flows, so your team spends less time fixing exceptions and more time serving employers and account holders.",
    icon: "Settings",
    headerImage: { src: "/images/services/operations-header.svg", alt: "" },
    sideImage: { src: "/images/services/operations-side.svg", alt: "" },
    benefits: bulletsOf([
      "Fewer exceptions in contribution posting, payroll file processing and reconciliation",
      "Lower cost to serve per account through process redesign and automation",
      "Vendor and core-platform decisions made on documented requirements",
      "Clean year-end Form 1099-SA and Form 5498-SA reporting and corrections",
      "Service models and staffing plans that scale with account growth",
      "Controls and audit evidence that satisfy regulators, auditors and partners",
    ]),
    features: featuresOf([
      {
        title: "Operational Assessment",
        description:
          "We map your account lifecycle end to end (enrollment, CIP/KYC, funding, payments, investments, transfers and closures) and identify the failure points, manual work and control gaps that drive cost and risk.",
      },
      {
        title: "Contribution and Payroll Processing",
        description:
          "We streamline employer file intake, funding and posting, tax-year coding, excess-contribution handling and employer reconciliation, including prior-year contributions up to the filing deadline.",
      },
      {
        title: "Payments, Cards and Claims",
        description:
          "We review debit card programs, IIAS and merchant category controls, reimbursement workflows and substantiation practices so account holders get a smooth experience without loosening controls.",
      },
      {
        title: "Transfers, Rollovers and Estates",
        description:
          "We design procedures for trustee-to-trustee transfers, 60-day rollovers, IRA qualified funding distributions, mistaken-distribution repayments and beneficiary and estate processing.",
      },
      {
        title: "Vendor and Platform Selection",
        description:
          "We write requirements, run RFPs and evaluate record-keeping platforms, investment platforms, card processors and customer-service partners, and then manage the conversion plan.",
      },
      {
        title: "Service and Reporting",
        description:
          "We build service standards, knowledge bases and escalation paths for contact centers, plus the management reporting that shows accounts, assets, exceptions and service levels at a glance.",
      },
    ]),
  },

  compliance: {
    title: "Compliance",
    mailSubject: "Compliance inquiry",
    subtitle: "Stay ahead of IRS rules and regulatory expectations for HSA programs.",
    description:
      "Section 223 of the Internal Revenue Code, Treasury and IRS guidance, ERISA boundaries, banking regulation and state law all shape how an HSA program must operate, and the rules keep changing. We review plan documents, account agreements, disclosures, procedures and systems against current requirements, fix what needs fixing and prepare your team for what is coming next, from new preventive-care safe harbors to legislation that expands eligibility.",
    icon: "ShieldCheck",
    headerImage: { src: "/images/services/compliance-header.svg", alt: "" },
    sideImage: { src: "/images/services/compliance-side.svg", alt: "" },
    benefits: bulletsOf([
      "Independent assurance that your program follows Section 223 and current IRS guidance",
      "Account agreements, fee schedules and disclosures that are accurate and defensible",
      "Procedures for excess contributions, mistaken distributions and corrections that auditors accept",
      "Employer-side guidance on comparability, cafeteria plan and ERISA considerations",
      "Early warning and implementation plans for new legislation and IRS notices",
      "Documentation ready for examinations, partner due diligence and audits",
    ]),
    features: featuresOf([
      {
        title: "Regulatory Compliance Review",
        description:
          "We test eligibility, contribution, distribution and reporting processes against Section 223, IRS Publication 969, Form 8889 rules and the relevant notices and revenue procedures, and rank findings by risk.",
      },
      {
        title: "Documents and Disclosures",
        description:
          "We review custodial and trust agreements (including use of IRS Form 5305-B or 5305-C), fee schedules, privacy notices, investment disclosures and account-holder communications for accuracy and consistency.",
      },
      {
        title: "Tax Reporting Accuracy",
        description:
          "We validate distribution codes, fair market value reporting, contribution-year coding and correction procedures for Forms 1099-SA and 5498-SA, including the handling of excess and late contributions.",
      },
      {
        title: "Employer Program Guidance",
        description:
          "We help employers and their advisers with HDHP design, HSA-compatible HRA and FSA coordination, comparability and cafeteria plan rules, and the limits of employer involvement that keep HSAs outside ERISA.",
      },
      {
        title: "Regulatory Change Management",
        description:
          "We track Treasury, IRS and congressional activity, translate changes such as telehealth, direct primary care and bronze-plan eligibility into requirements, and plan their implementation.",
      },
      {
        title: "Policies, Training and Audit Readiness",
        description:
          "We write and refresh policies and procedures, train front-line and operations staff, and assemble the evidence examiners, auditors and partners ask for.",
      },
    ]),
  },

  nbt: {
    title: "Non-Bank Trustee",
    mailSubject: "Non-Bank Trustee inquiry",
    subtitle: "Guidance through the IRS non-bank trustee approval process and the obligations that follow.",
    description:
      "Only banks, insurance companies and entities approved by the IRS may act as HSA trustees or custodians. For fintechs, administrators and other non-bank organizations that want to hold HSA assets directly, that means applying to the IRS under Treasury Regulation §1.408-2(e): demonstrating net worth, fiduciary experience, operational capacity and the controls to safeguard account-holder funds. We help you decide whether non-bank trustee status fits your strategy, prepare a complete application and build the program the approval depends on.",
    icon: "Landmark",
    headerImage: { src: "/images/services/nbt-header.svg", alt: "" },
    sideImage: { src: "/images/services/nbt-side.svg", alt: "" },
    benefits: bulletsOf([
      "An honest assessment of whether non-bank trustee status beats a bank or custodian partnership",
      "A complete, well-organized application that anticipates the IRS's questions",
      "Net worth, fiduciary and financial-responsibility requirements mapped to your organization",
      "Policies, procedures and controls that meet the standards approval depends on",
      "A realistic timeline and budget from feasibility to first account",
      "Ongoing support for annual requirements, audits and changes after approval",
    ]),
    features: featuresOf([
      {
        title: "Feasibility and Strategy",
        description:
          "We compare becoming a non-bank trustee with partnering with a bank or an existing custodian, weighing capital, control, economics, time to market and ongoing obligations.",
      },
      {
        title: "Requirements Assessment",
        description:
          "We measure your organization against the Treasury Regulation §1.408-2(e) requirements: net worth, fiduciary experience, continuity, separation of fiduciary and business functions, and audit requirements.",
      },
      {
        title: "Application Preparation",
        description:
          "We plan, draft and assemble the written application and exhibits, coordinate with your counsel and auditors, and help you respond to IRS questions during review.",
      },
      {
        title: "Fiduciary Program Design",
        description:
          "We design the fiduciary governance, investment and cash-management policies, account-holder asset segregation and recordkeeping the approval requires.",
      },
      {
        title: "Operational Readiness",
        description:
          "We prepare the trust operations, reconciliation, reporting and vendor oversight needed to hold and administer HSA assets from the first day of operation.",
      },
      {
        title: "Ongoing Trustee Support",
        description:
          "After approval we support annual audits, net-worth monitoring, changes in control or business model, and the notifications and records the IRS expects non-bank trustees to maintain.",
      },
    ]),
  },
} satisfies Record<ServiceKey, Service>;

export const servicesContent = defineContentType({
  id: "service",
  label: "Services",
  group: "Services and training",
  description: "The four consulting services, each on its own page: overview, how we help, key benefits and pictures.",
  fields: serviceFields,
  refine(data, context) {
    refuseRepeats(context, ["features"], data.features, "title", "feature");
    refuseRepeats(context, ["benefits"], data.benefits, "text", "benefit");
  },
  documents: SERVICE_KEYS.map((key) => ({ key, label: SERVICES[key].title, defaults: SERVICES[key], pages: [servicePath(key)] })),
});

export const servicePageTextsContent = defineContentType({
  id: "service-pages",
  label: "Service pages: shared texts",
  group: "Services and training",
  description: "The headings, buttons and closing call to action every service page shows.",
  fields: {
    eyebrow: text("Label above the title", { max: 60 }),
    overviewHeading: text("Overview heading", { max: 80 }),
    featuresHeading: text("How-we-help heading", { max: 80, help: "Also the label of the header's second button, which jumps to this section." }),
    benefitsHeading: text("Key-benefits heading", { max: 80 }),
    relatedHeading: text("Related-services heading", { max: 80 }),
    contact: group("Closing call to action", {
      heading: text("Heading", { max: 120 }),
      text: textarea("Text", { max: 600 }),
      button: text("Button", { max: 60, help: "Also the header's first button; both open a mail to the firm." }),
    }),
  },
  defaults: {
    eyebrow: "Consulting Services",
    overviewHeading: "Overview",
    featuresHeading: "How We Help",
    benefitsHeading: "Key Benefits",
    relatedHeading: "Related Services",
    contact: {
      heading: "Ready to talk?",
      text: "Tell us where your HSA program is today and where you want it to be. We will follow up to arrange a conversation with the right member of our team.",
      button: "Email Our Team",
    },
  },
  pages: SERVICE_KEYS.map(servicePath),
});

export type ServicePageTexts = (typeof servicePageTextsContent)["documents"][number]["defaults"];
