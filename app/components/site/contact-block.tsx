import { Mail, Users } from "~/components/site/icons";
import { LinkedinIcon } from "~/components/site/linkedin-icon";
import { PageLink } from "~/components/site/page-link";
import { Button } from "~/components/ui/button";
import { HOME_CONTACT } from "~/content/home";
import { buttonClick, leadEvents, trackClicks } from "~/lib/analytics/analytics-events";
import { mailtoHref } from "~/lib/identity/mailto";
import { useIdentity } from "~/lib/identity/root-data";

/** "Let's talk" band with Email Us, Company LinkedIn (new tab) and Our Team; on Home and Team. */
export function ContactBlock() {
  const identity = useIdentity();
  return (
    <section aria-labelledby="contact-block-heading" className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="contact-block-heading" className="text-3xl font-bold tracking-tight text-brand-900">
          {HOME_CONTACT.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{HOME_CONTACT.text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <a href={mailtoHref(identity.contactEmail)} {...trackClicks(...leadEvents(HOME_CONTACT.emailLabel))}>
              <Mail aria-hidden="true" />
              {HOME_CONTACT.emailLabel}
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={identity.linkedinUrl} target="_blank" rel="noopener noreferrer" {...trackClicks(buttonClick(HOME_CONTACT.linkedinLabel))}>
              <LinkedinIcon />
              {HOME_CONTACT.linkedinLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <PageLink to={HOME_CONTACT.teamHref} {...trackClicks(buttonClick(HOME_CONTACT.teamLabel))}>
              <Users aria-hidden="true" />
              {HOME_CONTACT.teamLabel}
            </PageLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
