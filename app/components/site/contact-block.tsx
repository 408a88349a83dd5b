import { Mail, Users } from "~/components/site/icons";
import { LinkedinIcon } from "~/components/site/linkedin-icon";
import { PageLink } from "~/components/site/page-link";
import { Button } from "~/components/ui/button";
import type { ContactBand } from "~/content/home";
import { buttonClick, leadEvents, trackClicks } from "~/lib/analytics/analytics-events";
import { mailtoHref } from "~/lib/identity/mailto";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";

/** What analytics calls the buttons: fixed, so a reworded button keeps counting in the same row of the reports. */
const TRACKED = { email: "Email Us", linkedin: "Company LinkedIn", team: "Our Team" } as const;

/** "Let's talk" band with Email Us, Company LinkedIn (new tab) and Our Team; on Home and Team. */
export function ContactBlock({ content }: { content: ContactBand }) {
  const identity = useIdentity();
  const fill = useFillIdentity();
  return (
    <section aria-labelledby="contact-block-heading" className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="contact-block-heading" className="text-3xl font-bold tracking-tight text-brand-900">
          {fill(content.heading)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{fill(content.text)}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <a href={mailtoHref(identity.contactEmail)} {...trackClicks(...leadEvents(TRACKED.email))}>
              <Mail aria-hidden="true" />
              {content.emailButton}
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={identity.linkedinUrl} target="_blank" rel="noopener noreferrer" {...trackClicks(buttonClick(TRACKED.linkedin))}>
              <LinkedinIcon />
              {content.linkedinButton}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <PageLink to={content.teamLink} {...trackClicks(buttonClick(TRACKED.team))}>
              <Users aria-hidden="true" />
              {content.teamButton}
            </PageLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
