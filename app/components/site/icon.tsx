import { Award, BadgeCheck, Banknote, BookCopy, BookOpen, Briefcase, Building, Calculator, CalendarClock, ChartLine, ClipboardCheck, Compass, FileCheck, FileText, Gavel, GraduationCap, Handshake, HeartPulse, Landmark, Layers, Library, Lightbulb, ListChecks, Milestone, Network, PiggyBank, Presentation, Receipt, Rocket, Route, Scale, ScrollText, Settings, ShieldCheck, ShoppingBag, Sparkles, Stethoscope, Target, TrendingUp, Trophy, UserCheck, Users, Vault, Wallet, Workflow, type LucideIcon } from "lucide-react";
import type { IconName } from "~/content/types";

/** The lucide icon for each name the content may use; the closed type makes a missing one a compile error. */
const ICONS: Record<IconName, LucideIcon> = {
  Award,
  BadgeCheck,
  Banknote,
  BookCopy,
  BookOpen,
  Briefcase,
  Building,
  Calculator,
  CalendarClock,
  ChartLine,
  ClipboardCheck,
  Compass,
  FileCheck,
  FileText,
  Gavel,
  GraduationCap,
  Handshake,
  HeartPulse,
  Landmark,
  Layers,
  Library,
  Lightbulb,
  ListChecks,
  Milestone,
  Network,
  PiggyBank,
  Presentation,
  Receipt,
  Rocket,
  Route,
  Scale,
  ScrollText,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Stethoscope,
  Target,
  TrendingUp,
  Trophy,
  UserCheck,
  Users,
  Vault,
  Wallet,
  Workflow,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" className={className} />;
}
