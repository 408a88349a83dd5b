import { type ButtonVariants, buttonVariants } from "~/components/ui/button";
import { mergeClasses } from "~/lib/ui/merge-classes";

/**
 * Button classes for links styled as buttons, with conflicting utilities resolved (text-sm vs
 * text-base). Long labels may wrap so a button never widens a phone screen.
 */
export function buttonClass(options: ButtonVariants, ...extra: (string | false | undefined)[]): string {
  return mergeClasses(buttonVariants(options), "max-w-full text-center whitespace-normal", ...extra);
}
