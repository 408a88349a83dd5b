import type { PostType } from "~/lib/blog/types";

/** A built-in post: seeded on first start and the last fallback when no database copy exists. */
export type DefaultPost = {
  legacyId: string;
  title: string;
  date: string;
  excerpt: string;
  content: string;
  image: string;
  category: string;
  type: PostType | null;
  featured: boolean;
  tags: string[];
};

/**
 * The built-in sample posts: three articles (the first two featured) plus one newsletter with
 * news-item tables. The newsletter shares the compliance article's category, so a fresh site shows
 * related posts.
 */
export const DEFAULT_POSTS: DefaultPost[] = [
  {
    legacyId: "hsa-compliance-2024",
    title: "Navigating HSA Compliance in 2024",
    date: "2024-03-15",
    excerpt: "The 2024 contribution limits, catch-up rules and penalties every HSA administrator and account holder should know this year.",
    category: "Compliance",
    type: "news",
    featured: true,
    image: "/images/blog/compliance.jpg",
    tags: ["Compliance", "Contribution Limits", "IRS Guidance"],
    content: `<p>Health savings accounts stay one of the most tax-efficient tools in American benefits, but their rules change every year. Administrators, employers and account holders who keep up avoid costly corrections later.</p>
<h2>2024 contribution limits</h2>
<p>For 2024, the limits are <strong>$4,150 for individual (self-only) coverage</strong> and <strong>$8,300 for family coverage</strong>. Account holders aged 55 and older may add a <strong>$1,000 catch-up contribution</strong>.</p>
<ul>
<li>Employer and employee contributions count toward the same annual limit.</li>
<li>Contributions for a tax year may be made until the federal filing deadline of the following year.</li>
<li>Excess contributions should be withdrawn, with their earnings, before the filing deadline to avoid the excise tax.</li>
</ul>
<h2>Non-qualified withdrawals</h2>
<p>Money taken out for anything other than qualified medical expenses is taxed as income and, before age 65, carries a <strong>20% penalty</strong>. After 65 the penalty no longer applies, though income tax still does.</p>
<h2>What administrators should check now</h2>
<ol>
<li>Update plan documents and enrollment materials with the current limits.</li>
<li>Confirm payroll systems stop contributions at the annual maximum.</li>
<li>Remind participants to keep receipts for every distribution.</li>
</ol>
<p>Need a second pair of eyes on your program? Our compliance reviews cover plan documents, operations and participant communication.</p>`,
  },
  {
    legacyId: "telehealth-hsa-trends",
    title: "Telehealth and HSAs: What the Trend Means for You",
    date: "2024-02-28",
    excerpt: "Virtual care keeps growing. Here is how telehealth coverage interacts with HDHP eligibility and what plan sponsors are doing about it.",
    category: "Trends",
    type: null,
    featured: true,
    image: "/images/blog/telehealth.jpg",
    tags: ["Telehealth", "HDHP", "Trends"],
    content: `<p>Telehealth moved from a pandemic stopgap to an everyday way of seeing a clinician. For people with a high-deductible health plan (HDHP) and an HSA, that raises a practical question: can a plan cover virtual visits before the deductible without costing members their HSA eligibility?</p>
<h2>Why it matters</h2>
<p>HSA eligibility depends on having no first-dollar coverage other than preventive care. Temporary relief let plans cover telehealth before the deductible. Since July 4, 2025 that relief is permanent: Public Law 119-21 (section 71306) lets an HDHP cover telehealth and other remote care before the deductible for plan years beginning after December 31, 2024.</p>
<p><em>Updated December 6, 2026: this post first said the relief depended on Congress. Public Law 119-21 made it permanent; the IRS explains the rule in <a href="https://www.irs.gov/pub/irs-drop/n-26-05.pdf">Notice 2026-5</a>.</em></p>
<h2>What we see plan sponsors doing</h2>
<ul>
<li>Offering low-cost virtual visits that members pay for until the deductible is met.</li>
<li>Pairing telehealth with HSA education so members use pre-tax dollars for visits.</li>
<li>Reviewing vendor contracts every renewal for eligibility-safe terms.</li>
</ul>
<blockquote><p>Telehealth is convenient; make sure it stays compatible with your members' HSA eligibility.</p></blockquote>
<p>Our team tracks the legislation and can help you design a benefit that stays compliant.</p>`,
  },
  {
    legacyId: "hsa-investment-strategies",
    title: "HSA Investment Strategies for Long-Term Growth",
    date: "2024-01-20",
    excerpt: "An HSA can be a retirement account in disguise. Learn how account holders move from spending to investing, and what providers should offer.",
    category: "Investment",
    type: null,
    featured: false,
    image: "/images/blog/investment.jpg",
    tags: ["Investment", "Retirement", "Savings"],
    content: `<p>Most HSA balances sit in cash. Yet the account's triple tax advantage (deductible contributions, tax-free growth and tax-free qualified withdrawals) makes it one of the strongest long-term savings vehicles available.</p>
<h2>From spending account to investment account</h2>
<p>Account holders who can pay current medical costs out of pocket, and keep their receipts, let the balance grow invested for decades. Reimbursement can happen years later.</p>
<h2>Building a sensible line-up</h2>
<ul>
<li>A cash threshold that covers a year's deductible before investing.</li>
<li>A short menu of diversified, low-cost index funds and target-date options.</li>
<li>Clear fee disclosure and automatic sweep options.</li>
</ul>
<h2>Education makes the difference</h2>
<p>Providers that explain investing in plain words see far higher investment adoption. Our training programs help your service teams do exactly that.</p>`,
  },
  {
    legacyId: "weekly-hsa-news-2024-06-14",
    title: "Weekly HSA News: June 14, 2024",
    date: "2024-06-14",
    excerpt: "This week: new HDHP amounts, a bill to expand HSA eligibility, and guidance on direct primary care arrangements.",
    category: "Compliance",
    type: "newsletter",
    featured: false,
    image: "/images/blog/newsletter.jpg",
    tags: ["Newsletter", "Legislation", "HDHP"],
    content: `<p>Your weekly summary of what moved in the HSA world.</p>
<h2>News from Washington</h2>
<table><tbody>
<tr><th>House committee advances HSA expansion bill</th><td><p>A bill that would let more workers with direct primary care arrangements contribute to an HSA cleared committee this week and heads to the floor.</p><a href="https://www.congress.gov/">Read more</a></td></tr>
<tr><th>Treasury releases HDHP amounts for next year</th><td><p>The minimum deductible and out-of-pocket maximums for high-deductible health plans rose with inflation. Plan sponsors should update documents before open enrollment.</p></td></tr>
</tbody></table>
<h2>Industry Updates</h2>
<table><tbody>
<tr><th>HSA assets keep climbing</th><td><p>Industry surveys report continued growth in both accounts and invested assets, led by employer-sponsored programs.</p></td></tr>
<tr><th>Providers expand investment education</th><td><p>Several large custodians announced new education tools aimed at first-time investors.</p><a href="https://www.irs.gov/publications/p969">Read more</a></td></tr>
</tbody></table>`,
  },
];
