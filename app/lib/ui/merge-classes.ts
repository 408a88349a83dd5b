import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names; later Tailwind utilities win over earlier conflicting ones. For the public
 * site's components, which are rendered on the server only (public pages are not hydrated,
 * decision 012): in a hydrated page it would cost tailwind-merge's 8 KB gzip (decision 086).
 */
export function mergeClasses(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
