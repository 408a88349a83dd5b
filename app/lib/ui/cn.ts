import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, without resolving Tailwind conflicts: a component never passes two utilities
 * for the same property (a default the caller may override is left out when the caller sets one).
 * Resolving conflicts took tailwind-merge's 8 KB gzip into every admin page (decision 086); pages
 * that are only rendered on the server use mergeClasses (app/lib/ui/merge-classes.ts).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
