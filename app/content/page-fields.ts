import type { z } from "zod";
import { group, image, list, select, text } from "~/lib/site-content/fields";
import type { IconName } from "./types";

/** Field shapes that several pages' content types share: pictures with their text alternative, bullet lists, icons. */

/** A picture and what it shows in words; an empty description marks it as decoration (alt=""). */
export function picture(label: string, options: { required?: boolean; help?: string } = {}) {
  return group(
    label,
    {
      src: image("Image", { required: options.required }),
      alt: text("Description", {
        required: false,
        max: 250,
        help: "What the picture shows, read aloud to visitors who cannot see it. Leave it empty when the picture is decoration only.",
      }),
    },
    options.help,
  );
}

/** A bulleted list of short texts (benefits, topics, what a book covers). */
export function bullets(label: string, singular: string, options: { max: number; min?: number; itemMax?: number; help?: string }) {
  const itemLabel = singular.charAt(0).toUpperCase() + singular.slice(1);
  return list(
    label,
    { text: text(itemLabel, { max: options.itemMax ?? 300 }) },
    { max: options.max, min: options.min ?? 1, itemLabel: "text", singular, help: options.help },
  );
}

/** Built-in bullets, written as plain strings. */
export const bulletsOf = (texts: readonly string[]) => texts.map((value) => ({ text: value }));

/**
 * Refuses an entry whose `field` repeats an earlier entry's (letter case and spaces aside): pages
 * key their lists by these texts, and a repeated benefit or price name is a slip, not a choice.
 */
export function refuseRepeats(
  context: z.RefinementCtx,
  listPath: readonly PropertyKey[],
  entries: readonly Record<string, unknown>[],
  field: string,
  singular: string,
) {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const value = String(entry[field] ?? "")
      .trim()
      .toLowerCase();
    if (value !== "" && seen.has(value)) {
      context.addIssue({ code: "custom", path: [...listPath, index, field], message: `This ${singular} is already in the list` });
    }
    seen.add(value);
  });
}

const ICON_NAMES = [
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

// Every icon the site can draw is offered: an icon missing above fails the typecheck here.
const _allIconsOffered: [Exclude<IconName, (typeof ICON_NAMES)[number]>] extends [never] ? true : false = true;

/** "BadgeCheck" -> "Badge check", as the form lists it. */
const spaced = (name: string) => name.replace(/(?<=[a-z])(?=[A-Z])/g, " ").replace(/(?<= )[A-Z]/g, (letter) => letter.toLowerCase());

/** One of the site's icons, chosen by name. */
export function icon(label: string, help?: string) {
  return select(
    label,
    ICON_NAMES.map((name) => ({ value: name, label: spaced(name) })),
    help,
  );
}
