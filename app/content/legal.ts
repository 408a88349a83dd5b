/**
 * Terms of Service (/terms-of-service) and Privacy Policy (/privacy-policy): one type, two
 * documents. Each section's body is rich text from the posts' editor; {firm}, {email} and
 * {privacyEmail} in it are filled with the firm's identity on the page.
 */
import { defineContentType } from "~/lib/site-content/content-type";
import { date, list, richText, text, textarea } from "~/lib/site-content/fields";
import { sectionAnchorId } from "~/lib/site/legal-sections";
import { PRIVACY_POLICY_PATH, TERMS_OF_SERVICE_PATH } from "~/lib/site/public-paths";

/** The day the built-in terms and policy took effect. */
const LEGAL_EFFECTIVE_DATE = "2025-08-09";
const GOVERNING_LAW_STATE = "Minnesota";
/** Days within which the firm answers privacy requests. */
const PRIVACY_RESPONSE_DAYS = 30;

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Paragraphs and an optional bullet list as the editor writes them (a list item's text in a paragraph). */
function proseHtml(paragraphs: readonly string[], bullets?: readonly string[]): string {
  const blocks = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  if (bullets) blocks.push(`<ul>${bullets.map((bullet) => `<li><p>${escapeHtml(bullet)}</p></li>`).join("")}</ul>`);
  return blocks.join("");
}

type BuiltInSection = { heading: string; paragraphs: readonly string[]; bullets?: readonly string[] };

const TERMS_OF_SERVICE = {
  eyebrow: "Legal",
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  effectiveDateLabel: "Effective date:",
  contentsHeading: "Contents",
  title: "Terms of Service",
  intro:
    "These Terms of Service govern your use of the {firm} website and of the content, publications and training materials offered through it. By using the website you agree to these terms. If you do not agree, please do not use the website.",
  sections: (
    [
      {
        heading: "Intellectual Property",
        paragraphs: [
          "All content on this website, including text, articles, newsletters, graphics, logos, course materials and publications, is the property of {firm} or its licensors and is protected by United States and international copyright, trademark and other intellectual property laws.",
          "The {firm} name, logo and the names of our certifications and programs are our trademarks. You may not use them without our prior written permission.",
        ],
      },
      {
        heading: "User License",
        paragraphs: [
          "We grant you a limited, non-exclusive, non-transferable and revocable license to access the website and to view, download and print its content for your personal or internal business reference.",
          "Under this license you may not:",
        ],
        bullets: [
          "modify, copy for redistribution, or create derivative works from the content;",
          "use the content for any commercial purpose or public display without our written consent;",
          "remove copyright or other proprietary notices from any materials;",
          "share course materials, exam content or login credentials with others; or",
          "transfer the materials to another person or mirror them on any other server.",
        ],
      },
      {
        heading: "Unauthorized Use",
        paragraphs: [
          "You agree not to use the website in any way that is unlawful or that could damage, disable or impair it. You may not attempt to gain unauthorized access to any part of the website, its servers or any connected system, introduce malicious code, or use automated means to scrape or harvest content or personal information.",
          "We may suspend or end your access to the website, without notice, if we believe you have violated these terms.",
        ],
      },
      {
        heading: "Your Account",
        paragraphs: [
          "Some services, such as online courses and certification, are provided through accounts on third-party platforms. You are responsible for keeping your login credentials confidential, for all activity under your account and for providing accurate information.",
          "Please tell us promptly at {email} if you believe your account has been used without your permission.",
        ],
      },
      {
        heading: "Product Descriptions",
        paragraphs: [
          "We try to describe our consulting services, training programs and publications accurately, including their prices. We do not warrant that every description, price or other content is complete, current or free of errors, and we may correct errors and change offerings or prices at any time.",
          "Purchases made through third-party platforms, such as our course platform or an online bookseller, are also subject to those platforms' terms.",
        ],
      },
      {
        heading: "Disclaimer and Limitation of Liability",
        paragraphs: [
          "The content on this website is provided for general educational and informational purposes only. It is not legal, tax, investment or financial advice, and using it does not create a consulting, attorney-client or other professional relationship. HSA rules change; consult the official IRS and Treasury sources and a qualified adviser about your situation.",
          'The website and its content are provided "as is" and "as available", without warranties of any kind, express or implied. To the fullest extent permitted by law, {firm} will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or business, arising from your use of or inability to use the website or its content.',
        ],
      },
      {
        heading: "Applicable Law",
        paragraphs: [
          `These terms are governed by the laws of the State of ${GOVERNING_LAW_STATE}, without regard to its conflict of law rules. Any dispute arising from these terms or your use of the website will be resolved in the state or federal courts located in ${GOVERNING_LAW_STATE}, and you consent to their jurisdiction.`,
        ],
      },
      {
        heading: "Changes to These Terms",
        paragraphs: [
          "We may revise these terms at any time by posting an updated version on this page with a new effective date. Your continued use of the website after changes are posted means you accept the revised terms.",
          "Questions about these terms may be sent to {email}.",
        ],
      },
    ] satisfies BuiltInSection[]
  ).map(({ heading, paragraphs, bullets }) => ({ heading, body: proseHtml(paragraphs, bullets) })),
};

const PRIVACY_POLICY = {
  eyebrow: "Legal",
  // Consultation requests (what the form stores and for how long) were added on this day.
  effectiveDate: "2026-11-27",
  effectiveDateLabel: "Effective date:",
  contentsHeading: "Contents",
  title: "Privacy Policy",
  intro:
    "{firm} respects your privacy. This policy explains what information we collect through this website, how we use and share it, and the choices you have.",
  sections: (
    [
      {
        heading: "Information We Collect",
        paragraphs: ["We collect only the information we need to run the website and respond to you:"],
        bullets: [
          "Information you send us, such as your name, e-mail address, organization and message when you e-mail us.",
          "Newsletter sign-ups: your e-mail address, the topics you chose and the proof of your consent described below.",
          "Page-view statistics: the page visited, the referring page, the time, your browser's user agent, screen size and language, and which article was viewed.",
          "Technical logs kept by our servers for a limited period for security and troubleshooting.",
        ],
      },
      {
        heading: "How We Measure Page Views",
        paragraphs: [
          "We measure page views ourselves, on our own servers, without cookies and without storing IP addresses. To count unique visitors we use a one-way hash of connection details combined with a secret salt that changes every day, so a visitor cannot be recognized from one day to the next and no identifier is stored in your browser.",
          "A third-party analytics tag is loaded only if {firm} chooses to configure one. If it is enabled, that provider may use its own cookies and process data under its own privacy policy.",
        ],
      },
      {
        heading: "Consultation Requests",
        paragraphs: [
          "When you send a consultation request through the form on our Contact page, we store your name, work e-mail address, organization and its type, the topic you chose, your message and the time you agreed to be contacted. With the request we keep where your visit came from, taken from our own page-view statistics without any cookie: the first page of your visit, the site that referred you, the campaign named in the link you followed (utm_source, utm_medium and utm_campaign) and the pages you viewed before sending it. We use this to answer your request, to follow it up and to learn which of our pages and campaigns bring requests.",
          "Our staff receive each request by e-mail and see it in our administration area. We keep a request for two years after it arrives, unless {firm} has configured another period, and then delete it automatically; we delete it sooner if you ask us at {privacyEmail}.",
        ],
      },
      {
        heading: "Newsletter",
        paragraphs: [
          "When you subscribe to our newsletter on this website, we store your e-mail address, the topics you chose, the consent sentence you were shown, and the time and network address of your request; we then e-mail you a link, and your subscription starts only when you confirm it, at which time we record the time and network address of the confirmation. We send the newsletter from our own mail server; we do not use open-tracking pixels. For an issue where we choose to count clicks, its links lead through our website, which counts how often each link of that issue was followed and nothing about who followed it.",
          "Every issue carries a link to leave one topic or the whole newsletter, and mail programs can unsubscribe you in one click. We then keep your address on a suppression list so that no newsletter reaches you again; the same happens when your mail server refuses our mail for good or you report it as spam, which we learn from the automatic notices mail servers and mailbox providers send back to us; with the suppression entry we keep the reason the notice gave. An unconfirmed sign-up is deleted after seven days; the record of a subscription that ended is deleted two years after it ended, unless {firm} has configured another period. We delete your subscription at once if you ask us at {privacyEmail}.",
        ],
      },
      {
        heading: "How We Use Information",
        paragraphs: ["We use the information we collect to:"],
        bullets: [
          "respond to your inquiries and provide the services you request;",
          "send newsletters and updates you have subscribed to;",
          "understand which content is useful and improve the website;",
          "keep the website secure and prevent misuse; and",
          "meet our legal obligations.",
        ],
      },
      {
        heading: "How We Share Information",
        paragraphs: [
          "We do not sell or rent your personal information. We share it only with service providers that help us operate, such as our hosting, e-mail, newsletter and course platforms, under obligations to protect it and use it only for our purposes; when the law requires it; or to protect our rights, our clients or the public.",
        ],
      },
      {
        heading: "Your Access and Control",
        paragraphs: [
          "You may ask to see, correct or delete the personal information we hold about you, or ask us to stop using it for a particular purpose, by contacting us at {privacyEmail}. You can unsubscribe from our newsletter at any time using the link in every issue.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "The public website does not use cookies for analytics or advertising. Staff who sign in to the administration area receive a strictly necessary session cookie. If a third-party analytics tag is configured, it may set its own cookies; you can block or delete cookies in your browser settings.",
        ],
      },
      {
        heading: "Data Retention",
        paragraphs: [
          "We keep personal information only as long as needed for the purposes described in this policy or as required by law. Page-view records contain no IP addresses or persistent identifiers. Correspondence is kept for as long as needed to serve you and meet our record-keeping obligations.",
        ],
      },
      {
        heading: "Security",
        paragraphs: [
          "We use administrative, technical and physical safeguards to protect the information we hold, including encrypted connections, access controls and security monitoring. No method of transmission or storage is completely secure, and we cannot guarantee absolute security.",
        ],
      },
      {
        heading: "Changes to This Policy",
        paragraphs: ["We may update this policy from time to time. The updated version will be posted on this page with a new effective date."],
      },
      {
        heading: "Contact Us",
        paragraphs: [
          `Questions or requests about this policy or your personal information may be sent to {privacyEmail}. We will respond within ${PRIVACY_RESPONSE_DAYS} days.`,
        ],
      },
    ] satisfies BuiltInSection[]
  ).map(({ heading, paragraphs, bullets }) => ({ heading, body: proseHtml(paragraphs, bullets) })),
};

const TOKENS_HELP = "{firm} becomes the firm's name, {email} and {privacyEmail} its addresses as mail links.";

export const legalContent = defineContentType({
  id: "legal",
  label: "Legal pages",
  group: "Pages and legal",
  description: "The Terms of Service and the Privacy Policy: title, effective date, introduction and numbered sections, each listed in the page's contents.",
  fields: {
    eyebrow: text("Eyebrow", { max: 40, help: "The small word above the title." }),
    title: text("Title", { max: 120 }),
    effectiveDateLabel: text("Effective date label", { max: 60 }),
    effectiveDate: date("Effective date", { help: "Change it with every change to the text." }),
    intro: textarea("Introduction", { max: 2000, help: TOKENS_HELP }),
    contentsHeading: text("Contents heading", { max: 60 }),
    sections: list(
      "Sections",
      {
        heading: text("Heading", { max: 120, help: "Also its entry in the contents." }),
        body: richText("Text", { max: 20_000, help: TOKENS_HELP }),
      },
      { min: 1, max: 40, itemLabel: "heading", singular: "section" },
    ),
  },
  refine(data, context) {
    const seen = new Set<string>();
    data.sections.forEach((section, index) => {
      const anchor = sectionAnchorId(section.heading);
      if (seen.has(anchor)) context.addIssue({ code: "custom", path: ["sections", index, "heading"], message: "Another section has this heading" });
      seen.add(anchor);
    });
  },
  documents: [
    { key: "terms-of-service", label: "Terms of Service", defaults: TERMS_OF_SERVICE, pages: [TERMS_OF_SERVICE_PATH] },
    { key: "privacy-policy", label: "Privacy Policy", defaults: PRIVACY_POLICY, pages: [PRIVACY_POLICY_PATH] },
  ],
});

export type LegalPageContent = (typeof legalContent)["documents"][number]["defaults"];
