import { CONTRIBUTION_CALCULATOR_PATH, HDHP_AMOUNTS_PATH, resourcePath } from "~/lib/site/public-paths";
import type { FigureClass } from "~/lib/hsa/figure-kinds";

/** The search page's words. */
export const SEARCH_TEXTS = {
  title: "Search",
  description: "Search every page, post and HSA figure on the site.",
  label: "Search the site",
  placeholder: "e.g. 2026 family limit",
  button: "Search",
  hint: 'Use quotes for a phrase ("catch-up contribution"), a minus to leave a word out (-medicare) and "or" for either word.',
  nothingToSearch: "Enter a word or a number to search for.",
  noResults: (query: string) => `No pages or posts match “${query}”.`,
  noResultsHelp: "Try fewer or more general words, or ask us directly:",
  contactLink: "contact our team",
  results: (count: number, query: string) => `${count === 1 ? "1 result" : `${count.toLocaleString("en-US")} results`} for “${query}”`,
  /** Search stops counting at MATCHES_COUNTED (decision 090). */
  moreResultsThan: (count: number, query: string) => `More than ${count.toLocaleString("en-US")} results for “${query}”`,
  moreThanShown: (shown: number) => `Showing the best ${shown}. Add a word to narrow the search.`,
  corrected: (query: string) => `No results for “${query}”.`,
  showingFor: "Showing results for",
  /** The figures the IRS publishes each year, or the law where it sets a figure itself (the catch-up). */
  answerEyebrow: (publisher: string) => (publisher === "IRS" ? "Answer from the IRS figures" : `Answer from the ${publisher}`),
  answerSource: "Source",
  answerInEffect: (date: string) => `In effect from ${date}.`,
  answerUpcoming: "Announced: not yet in effect.",
  answerPast: "A past year's figure.",
  missingYear: (year: number, known: string) => `We do not have HSA figures for ${year}. The site has figures for ${known}.`,
  limited: (minutes: number) => `Too many searches from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  page: "Page",
  post: "Post",
} as const;

/** The page that shows a kind of figure in full, with its history. */
export const FIGURE_PAGES: Record<FigureClass, { href: string; label: string }> = {
  limit: { href: resourcePath("contribution-limits"), label: "All HSA contribution limits" },
  catchUp: { href: resourcePath("contribution-limits"), label: "All HSA contribution limits" },
  deductible: { href: HDHP_AMOUNTS_PATH, label: "All HDHP amounts" },
  outOfPocket: { href: HDHP_AMOUNTS_PATH, label: "All HDHP amounts" },
};

export const CALCULATOR_LINK = { href: CONTRIBUTION_CALCULATOR_PATH, label: "Work out your own limit with the calculator" };
