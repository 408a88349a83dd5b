import { type Field, select } from "~/lib/site-content/fields";
import type { IconName } from "./types";

/** Every icon content may name, for the admin form's choice; the check below keeps it equal to IconName. */
export const ICON_NAMES = [
  "Award",
  "BadgeCheck",
  "Banknote",
  "BookCopy",
  "BookOpen",
  "Briefcase",
  "Building",
  "Calculator",
  "CalendarClock",
  "ChartLine",
  "ClipboardCheck",
  "Compass",
  "FileCheck",
  "FileText",
  "Gavel",
  "GraduationCap",
  "Handshake",
  "HeartPulse",
  "Landmark",
  "Layers",
  "Library",
  "Lightbulb",
  "ListChecks",
  "Milestone",
  "Network",
  "PiggyBank",
  "Presentation",
  "Receipt",
  "Rocket",
  "Route",
  "Scale",
  "ScrollText",
  "Settings",
  "ShieldCheck",
  "ShoppingBag",
  "Sparkles",
  "Stethoscope",
  "Target",
  "TrendingUp",
  "Trophy",
  "UserCheck",
  "Users",
  "Vault",
  "Wallet",
  "Workflow",
] as const satisfies readonly IconName[];

type MissingIcon = Exclude<IconName, (typeof ICON_NAMES)[number]>;
const everyIconListed: [MissingIcon] extends [never] ? true : MissingIcon = true;
void everyIconListed;

/** "GraduationCap" -> "Graduation cap": how the form names an icon. */
const spoken = (name: string) => name.replace(/(?<=[a-z])(?=[A-Z])/g, " ").replace(/ \w/g, (letter) => letter.toLowerCase());

const ICON_OPTIONS = ICON_NAMES.map((value) => ({ value, label: spoken(value) }));

/** A choice of one of the site's icons (a picture, not words of the page). */
export function icon(label = "Icon", help?: string): Field<IconName> {
  return select(label, ICON_OPTIONS, help, { notPageWords: true });
}
