import { ArrowRight, BadgeCheck, Building2, Mail } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { buttonClass } from "./button-class";
import type { AphsaContent } from "~/content/aphsa";
import { HERO_ART } from "~/content/artwork";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { ContactCta } from "./contact-cta";
import { MailLink } from "./mail-link";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { SectionHeading } from "./section-heading";

/** /aphsa: the consulting brand's overview, its focus clients, the CHSA link and a contact mail link. */
export function AphsaPage({ content, consultationLabel }: { content: AphsaContent; consultationLabel: string }) {
  const fill = useFillIdentity();
  const identity = useIdentity();
  return (
    <main id="main">
      <PageHero
        eyebrow={fill(content.hero.eyebrow)}
        icon="Briefcase"
        title={fill(content.hero.title)}
        subtitle={fill(content.hero.subtitle)}
        image={{ ...HERO_ART.aphsa, src: content.hero.image }}
      >
        <MailLink
          email={identity.contactEmail}
          subject={fill(content.contact.mailSubject)}
          leadSource="aphsa-hero"
          className={buttonClass({ variant: "accent", size: "lg" })}
        >
          <Mail aria-hidden="true" />
          {content.contact.button}
        </MailLink>
      </PageHero>

      <PageSection>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          {content.intro.map((paragraph, index) => (
            <p key={index}>{fill(paragraph.text)}</p>
          ))}
        </div>
      </PageSection>

      <PageSection tone="muted" labelledBy="focus-clients">
        <SectionHeading id="focus-clients" title={fill(content.focus.heading)} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.focus.clients.map((client, index) => (
            <li key={index} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-medium text-slate-800 shadow-sm">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Building2 aria-hidden="true" className="size-5" />
              </span>
              {fill(client.name)}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="certification">
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-900 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-5">
            <BadgeCheck aria-hidden="true" className="hidden size-12 shrink-0 text-emerald-300 sm:block" />
            <div>
              <h2 id="certification" className="text-2xl font-bold">
                {fill(content.certification.heading)}
              </h2>
              <p className="mt-2 max-w-2xl leading-relaxed text-brand-50">{fill(content.certification.text)}</p>
            </div>
          </div>
          <PageLink to={content.certification.href} className={buttonClass({ variant: "accent", size: "lg" }, "md:shrink-0")}>
            {content.certification.linkLabel}
            <ArrowRight aria-hidden="true" />
          </PageLink>
        </div>
      </PageSection>

      <ContactCta
        heading={fill(content.contact.heading)}
        text={fill(content.contact.text)}
        cta={content.contact.button}
        subject={fill(content.contact.mailSubject)}
        consultationLabel={consultationLabel}
        leadSource="aphsa"
      />
    </main>
  );
}
