import { type NewsletterTexts, newsletterContent } from "~/content/newsletter";
import { fillIdentity } from "~/lib/identity/identity-tokens";
import { identityValues } from "~/lib/identity/identity";
import type { AppConfig, Db, ProblemLog } from "~/services/platform";
import { publishedContent } from "~/services/site-content";

/** The newsletter's published words (site content), as mails and the pre-send check read them. */
export async function newsletterTexts(db: Db, log?: ProblemLog): Promise<NewsletterTexts> {
  return (await publishedContent(db, newsletterContent, undefined, log)).value;
}

/** A text with {firm}, {email} and {privacyEmail} filled from the configuration. */
export function filled(config: Pick<AppConfig, "identity">, text: string): string {
  return fillIdentity(text, identityValues(config.identity));
}
