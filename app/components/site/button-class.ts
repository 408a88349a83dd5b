import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/ui/cn";

/**
 * Button classes for links styled as buttons, with conflicting utilities resolved (text-sm vs
 * text-base). Long labels may wrap so a button never widens a phone screen.
 */
export function buttonClass(options: VariantProps<typeof buttonVariants>, ...extra: (string | false | undefined)[]): string {
  return cn(buttonVariants(options), "max-w-full text-center whitespace-normal", ...extra);
}
