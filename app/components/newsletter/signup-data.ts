import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import type { NewsletterTexts } from "~/content/newsletter";

/** What every public page's layout loads for the sign-up forms (the footer's, the posts' and the list's). */
export type NewsletterSignup = { texts: NewsletterTexts };

/** The sign-up texts from the site layout's loader (public or preview), or null outside it. */
export function useNewsletterSignup(): NewsletterSignup | null {
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  for (const data of Object.values(routerState?.loaderData ?? {})) {
    const signup = (data as { newsletterSignup?: NewsletterSignup } | undefined)?.newsletterSignup;
    if (signup) return signup;
  }
  return null;
}
