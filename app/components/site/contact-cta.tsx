import { Mail } from "~/components/site/icons";
import { buttonClass } from "./button-class";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { MailLink } from "./mail-link";
import { trackClicks, buttonClick } from "~/lib/analytics/analytics-events";
import { CONSULTATION_FORM_PATH } from "~/lib/site/public-paths";

type ContactCtaProps = {
  heading: string;
  text: string;
  cta: string;
  subject?: string;
  /** The button to the consultation form: the form's heading, as stored ({firm} is filled here). */
  consultationLabel: string;
  /** Where the band sits, reported with its clicks. */
  leadSource: string;
};

/** The clicks' name in analytics, whatever the button says. */
const TRACKED_CONSULTATION = "Request a Consultation";

/** Closing band of a page: a short invitation, the consultation form and, beside it, a mail link to the firm. */
export function ContactCta({ heading, text, cta, subject, consultationLabel, leadSource }: ContactCtaProps) {
  const identity = useIdentity();
  const fill = useFillIdentity();
  return (
    <section aria-labelledby="contact-cta-heading" className="bg-brand-50 py-14 sm:py-16">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="contact-cta-heading" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
        </div>
        <div className="flex max-w-full shrink-0 flex-col gap-3 sm:flex-row">
          <a
            href={CONSULTATION_FORM_PATH}
            {...trackClicks(buttonClick(TRACKED_CONSULTATION, { location: leadSource }))}
            className={buttonClass({ variant: "primary", size: "lg" })}
          >
            {fill(consultationLabel)}
          </a>
          <MailLink
            email={identity.contactEmail}
            subject={subject}
            leadSource={leadSource}
            className={mergeClasses(buttonClass({ variant: "outline", size: "lg" }))}
          >
            <Mail aria-hidden="true" />
            {cta}
          </MailLink>
        </div>
      </div>
    </section>
  );
}
