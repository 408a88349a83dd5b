import {
  Award, BadgeCheck, Banknote, BookCopy, BookOpen, Briefcase, Building, Calculator, CalendarClock, ChartLine,
  ClipboardCheck, Compass, FileCheck, FileText, Gavel, GraduationCap, Handshake, HeartPulse, Landmark, Layers,
  Library, Lightbulb, ListChecks, Milestone, Network, PiggyBank, Presentation, Receipt, Rocket, Route, Scale,
  ScrollText, Settings, ShieldCheck, ShoppingBag, Sparkles, Stethoscope, Target, TrendingUp, Trophy, UserCheck,
  Users, Vault, Wallet, Workflow, type LucideIcon, type LucideProps,
} from "lucide-react";
import type { IconName } from "~/content/types";

// Explicit imports (not the whole icon set) keep the client bundle small.
const ICONS: Readonly<Record<IconName, LucideIcon>> = {
  Award, BadgeCheck, Banknote, BookCopy, BookOpen, Briefcase, Building, Calculator, CalendarClock, ChartLine,
  ClipboardCheck, Compass, FileCheck, FileText, Gavel, GraduationCap, Handshake, HeartPulse, Landmark, Layers,
  Library, Lightbulb, ListChecks, Milestone, Network, PiggyBank, Presentation, Receipt, Rocket, Route, Scale,
  ScrollText, Settings, ShieldCheck, ShoppingBag, Sparkles, Stethoscope, Target, TrendingUp, Trophy, UserCheck,
  Users, Vault, Wallet, Workflow,
};

/** The lucide icon a content entry names; decorative unless given an aria-label. */
export function ContentIcon({ name, ...props }: { name: IconName } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden={props["aria-label"] ? undefined : true} {...props} />;
}
