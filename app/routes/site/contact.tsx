import { data } from "react-router";
import { ArrowRight, Mail, Newspaper, Users } from "~/components/site/icons";
import { LinkedinIcon } from "~/components/site/linkedin-icon";
import type { ReactNode } from "react";
import { PageLink } from "~/components/site/page-link";
import { PageHero } from "~/components/site/page-hero";
import { ConsultationForm } from "~/components/site/consultation-form";
import { consultationFormContent } from "~/content/consultation-form";
import { contactPageContent } from "~/content/contact";
import { consultationBookingContent } from "~/content/consultation-booking";
import { leadEvents, newsletterSignup, trackClicks } from "~/lib/analytics/analytics-events";
import { mailtoHref } from "~/lib/identity/mailto";
import { identityFromMatches, useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { pageMeta } from "~/lib/seo/seo";
import { resolvePageMeta } from "~/services/site";
import { BOOKING_PATH, CONTACT_PATH } from "~/lib/site/public-paths";
import { freshForm, handleConsultationRequest, NO_STORE } from "./contact.server";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [meta, contact, consultation, booking] = await Promise.all([
    resolvePageMeta(contentReader(request, context), context.config.identity, CONTACT_PATH),
    pageContent(request, context, contactPageContent),
    pageContent(request, context, consultationFormContent),
    pageContent(request, context, consultationBookingContent),
  ]);
  // Every form carries its own signed token: the page is never stored.
  return data({ meta, contact, consultation, bookingLink: booking.page.fromContact, form: freshForm(request, context) }, { headers: NO_STORE });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleConsultationRequest(request, context);
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta({ identity: identityFromMatches(matches), title: data?.meta.title, description: data?.meta.description ?? "", path: CONTACT_PATH });

const linkClass = "mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";
const newTab = <span className="sr-only"> (opens in a new tab)</span>;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, consultation } = loaderData;
  const form = actionData ?? loaderData.form;
  const identity = useIdentity();
  const fill = useFillIdentity();
  return (
    <main id="main">
      <PageHero eyebrow={fill(contact.eyebrow)} title={fill(contact.title)} subtitle={fill(contact.intro)} />
      <section id="consultation" aria-labelledby="consultation-heading" className="mx-auto max-w-6xl scroll-mt-24 px-4 pt-16 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="consultation-heading" className="text-2xl font-bold text-brand-900">
              {fill(consultation.heading)}
            </h2>
            <p className="mt-2 text-slate-700">{fill(consultation.intro)}</p>
            <p className="mt-3 mb-6">
              <a href={BOOKING_PATH} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                {fill(loaderData.bookingLink)}
              </a>
            </p>
            <ConsultationForm texts={consultation} {...form} />
          </div>
          <aside aria-label="Email instead" className="self-start rounded-2xl bg-brand-50 p-6 sm:p-8">
            <Mail aria-hidden="true" className="size-6 text-brand-700" />
            <p className="mt-3 text-slate-800">{fill(consultation.mailAlternative)}</p>
            <a
              href={mailtoHref(identity.contactEmail, fill(contact.email.subject))}
              {...trackClicks(...leadEvents("Contact page email"))}
              className={`${linkClass} mt-2 break-all`}
            >
              {identity.contactEmail}
            </a>
          </aside>
        </div>
      </section>
      <section aria-label="Ways to reach us" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2">
          <ContactCard icon={<Mail className="size-6" />} heading={fill(contact.email.heading)} text={fill(contact.email.text)}>
            <a
              href={mailtoHref(identity.contactEmail, fill(contact.email.subject))}
              {...trackClicks(...leadEvents("Contact page email"))}
              className={`${linkClass} break-all`}
            >
              {identity.contactEmail}
            </a>
          </ContactCard>
          <ContactCard icon={<LinkedinIcon className="size-6" />} heading={fill(contact.linkedin.heading)} text={fill(contact.linkedin.text)}>
            <a href={identity.linkedinUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {contact.linkedin.label}
              <ArrowRight aria-hidden="true" className="size-4" />
              {newTab}
            </a>
          </ContactCard>
          <ContactCard icon={<Newspaper className="size-6" />} heading={fill(contact.newsletter.heading)} text={fill(contact.newsletter.text)}>
            <a href={identity.newsletterFormUrl} target="_blank" rel="noopener noreferrer" {...trackClicks(newsletterSignup("contact"))} className={linkClass}>
              {contact.newsletter.label}
              <ArrowRight aria-hidden="true" className="size-4" />
              {newTab}
            </a>
          </ContactCard>
          <ContactCard icon={<Users className="size-6" />} heading={fill(contact.team.heading)} text={fill(contact.team.text)}>
            <PageLink to={contact.team.href} className={linkClass}>
              {contact.team.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </PageLink>
          </ContactCard>
        </ul>
      </section>
    </main>
  );
}

function ContactCard({ icon, heading, text, children }: { icon: ReactNode; heading: string; text: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2 className="mt-5 text-xl font-semibold text-brand-900">{heading}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      {children}
    </li>
  );
}
