import { ArrowRight, BadgeCheck, Building2, Mail } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { buttonClass } from "./button-class";
import { APHSA_PAGE } from "~/content/aphsa";
import { HERO_ART } from "~/content/artwork";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { ContactCta } from "./contact-cta";
import { MailLink } from "./mail-link";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { SectionHeading } from "./section-heading";

/** /aphsa: the consulting brand's overview, its focus clients, the CHSA link and a contact mail link. */
export function AphsaPage() {
  const fill = useFillIdentity();
  const identity = useIdentity();
  return (
    <main id="main">
      <PageHero eyebrow="Consulting" icon="Briefcase" title={APHSA_PAGE.title} subtitle={APHSA_PAGE.subtitle} image={HERO_ART.aphsa}>
        <MailLink
          email={identity.contactEmail}
          subject={APHSA_PAGE.contactMailSubject}
          leadSource="aphsa-hero"
          className={buttonClass({ variant: "accent", size: "lg" })}
        >
          <Mail aria-hidden="true" />
          {APHSA_PAGE.contactCta}
        </MailLink>
      </PageHero>

      <PageSection>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          {APHSA_PAGE.intro.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
        </div>
      </PageSection>

      <PageSection tone="muted" labelledBy="focus-clients">
        <SectionHeading id="focus-clients" title={APHSA_PAGE.focusHeading} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {APHSA_PAGE.focusClients.map((client) => (
            <li key={client} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-medium text-slate-800 shadow-sm">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Building2 aria-hidden="true" className="size-5" />
              </span>
              {client}
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
                {APHSA_PAGE.certificationHeading}
              </h2>
              <p className="mt-2 max-w-2xl leading-relaxed text-brand-50">{APHSA_PAGE.certificationText}</p>
            </div>
          </div>
          <PageLink to={APHSA_PAGE.certificationLink.href} className={buttonClass({ variant: "accent", size: "lg" }, "md:shrink-0")}>
            {APHSA_PAGE.certificationLink.label}
            <ArrowRight aria-hidden="true" />
          </PageLink>
        </div>
      </PageSection>

      <ContactCta
        heading={APHSA_PAGE.contactHeading}
        text={APHSA_PAGE.contactText}
        cta={APHSA_PAGE.contactCta}
        subject={APHSA_PAGE.contactMailSubject}
        leadSource="aphsa"
      />
    </main>
  );
}
