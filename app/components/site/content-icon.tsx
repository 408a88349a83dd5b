import {
  Award, BadgeCheck, Banknote, BookCopy, BookOpen, Briefcase, Building, Calculator, CalendarClock, ChartLine,
  ClipboardCheck, Compass, FileCheck, FileText, Gavel, GraduationCap, Handshake, HeartPulse, Landmark, Layers,
  Library, Lightbulb, ListChecks, Milestone, Network, PiggyBank, Presentation, Receipt, Rocket, Route, Scale,
  ScrollText, Settings, ShieldCheck, ShoppingBag, Sparkles, Stethoscope, Target, TrendingUp, Trophy, UserCheck,
  Users, Vault, Wallet, Workflow, type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/types";
import { type StaticIcon, type StaticIconProps, staticIcon } from "~/lib/ui/static-icon";

// Explicit imports (not the whole icon set) keep the client bundle small; the closed type makes a missing one a compile error.
const LUCIDE_ICONS: Readonly<Record<IconName, LucideIcon>> = {
  Award, BadgeCheck, Banknote, BookCopy, BookOpen, Briefcase, Building, Calculator, CalendarClock, ChartLine,
  ClipboardCheck, Compass, FileCheck, FileText, Gavel, GraduationCap, Handshake, HeartPulse, Landmark, Layers,
  Library, Lightbulb, ListChecks, Milestone, Network, PiggyBank, Presentation, Receipt, Rocket, Route, Scale,
  ScrollText, Settings, ShieldCheck, ShoppingBag, Sparkles, Stethoscope, Target, TrendingUp, Trophy, UserCheck,
  Users, Vault, Wallet, Workflow,
};

export const CONTENT_ICONS = Object.fromEntries(
  Object.entries(LUCIDE_ICONS).map(([name, icon]) => [name, staticIcon(icon)]),
) as Readonly<Record<IconName, StaticIcon>>;

/** The lucide icon a content entry names; decorative unless given an aria-label. */
export function ContentIcon({ name, ...props }: { name: IconName } & StaticIconProps) {
  const Icon = CONTENT_ICONS[name];
  return <Icon aria-hidden={props["aria-label"] ? undefined : true} {...props} />;
}
