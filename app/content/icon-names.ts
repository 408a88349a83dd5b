import { select } from "~/lib/site-content/fields";
import type { IconName } from "./types";

/** Every icon content may name, for the admin form's choice; the check below keeps it in step with IconName. */
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

type Missing = Exclude<IconName, (typeof ICON_NAMES)[number]>;
const everyIconListed: [Missing] extends [never] ? true : Missing = true;
void everyIconListed;

/** "GraduationCap" -> "Graduation cap". */
const readable = (name: string) => name.replace(/(?<=[a-z])(?=[A-Z])/g, " ").replace(/ [A-Z]/g, (letter) => letter.toLowerCase());

/** A choice of one of the site's icons. */
export function iconField(label = "Icon", help?: string) {
  return select(
    label,
    ICON_NAMES.map((name) => ({ value: name, label: readable(name) })),
    help,
  );
}
