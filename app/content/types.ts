/**
 * Shared shapes for the site's content modules. Everything here is data: no React, no I/O.
 * Strings may contain the identity tokens {firm}, {email} and {privacyEmail}; pages fill them
 * with `fillIdentity` from ~/lib/identity/identity-tokens before rendering.
 */

/**
 * The lucide-react icons the content refers to, by their exported component name.
 * Kept as a closed union so a typo fails to compile and pages can build a typed icon map.
 */
export type IconName =
  | "Award"
  | "BadgeCheck"
  | "Banknote"
  | "BookCopy"
  | "BookOpen"
  | "Briefcase"
  | "Building"
  | "Calculator"
  | "CalendarClock"
  | "ChartLine"
  | "ClipboardCheck"
  | "Compass"
  | "FileCheck"
  | "FileText"
  | "Gavel"
  | "GraduationCap"
  | "Handshake"
  | "HeartPulse"
  | "Landmark"
  | "Layers"
  | "Library"
  | "Lightbulb"
  | "ListChecks"
  | "Milestone"
  | "Network"
  | "PiggyBank"
  | "Presentation"
  | "Receipt"
  | "Rocket"
  | "Route"
  | "Scale"
  | "ScrollText"
  | "Settings"
  | "ShieldCheck"
  | "ShoppingBag"
  | "Sparkles"
  | "Stethoscope"
  | "Target"
  | "TrendingUp"
  | "Trophy"
  | "UserCheck"
  | "Users"
  | "Vault"
  | "Wallet"
  | "Workflow";

/** An internal or external link with its visible label. */
export type Link = {
  readonly label: string;
  readonly href: string;
};

/** A titled group of links (footer columns, header dropdowns). */
export type LinkGroup = {
  readonly title: string;
  readonly links: readonly Link[];
};

/** A card with a heading and a sentence or two; optional link and icon. */
export type Card = {
  readonly title: string;
  readonly description: string;
  readonly href?: string;
  readonly icon?: IconName;
};

/** A page section of prose: a heading, paragraphs, and an optional bullet list after them. */
export type TextSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
};

/** An external reference (IRS page, government site) with an optional one-line description. */
export type ExternalReference = {
  readonly label: string;
  readonly href: string;
  readonly description?: string;
};
