import { Mail } from "~/components/site/icons";
import { buttonClass } from "./button-class";
import { HERO_ART } from "~/content/artwork";
import { HSAE, TRAINING_CONTACT } from "~/content/training";
import { cn } from "~/lib/ui/cn";
import { useIdentity } from "~/lib/identity/root-data";
import { trainingPath } from "~/lib/site/public-paths";
import { CheckList } from "./check-list";
import { ContactProse } from "./contact-prose";
import { CourseJsonLd } from "./course-json-ld";
import { MailLink } from "./mail-link";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { PriceCard } from "./price-card";
import { SectionHeading } from "./section-heading";

/** /training/hsae: what the program covers, individual and corporate pricing, contact mail links. */
export function HsaePage() {
  const identity = useIdentity();
  return (
    <main id="main">
      <CourseJsonLd path={trainingPath("hsae")} name={HSAE.title} description={HSAE.intro} pricing={HSAE.pricing} />
      <PageHero eyebrow="Training" icon="GraduationCap" title={HSAE.title} subtitle={HSAE.subtitle} image={HERO_ART.hsae}>
        <MailLink
          email={identity.contactEmail}
          subject={HSAE.individualMailSubject}
          leadSource="hsae-hero"
          className={buttonClass({ variant: "accent", size: "lg" })}
        >
          <Mail aria-hidden="true" />
          {HSAE.individualCta}
        </MailLink>
        <a href="#pricing" className={cn(buttonClass({ variant: "outline", size: "lg" }), "border-white/70 bg-transparent text-white hover:bg-white/10")}>
          {HSAE.pricingHeading}
        </a>
      </PageHero>

      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{HSAE.intro}</p>
      </PageSection>

      <PageSection tone="muted" labelledBy="coverage">
        <SectionHeading id="coverage" title={HSAE.coverageHeading} />
        <CheckList items={HSAE.coverage} columns={2} />
      </PageSection>

      <PageSection labelledBy="pricing">
        <SectionHeading id="pricing" title={HSAE.pricingHeading} />
        <div className="grid max-w-4xl gap-6 md:grid-cols-2">
          {HSAE.pricing.map((option, index) => {
            const individual = option.amount !== null;
            return (
              <PriceCard key={option.name} option={option} highlighted={index === 0}>
                <MailLink
                  email={identity.contactEmail}
                  subject={individual ? HSAE.individualMailSubject : HSAE.corporateMailSubject}
                  leadSource={individual ? "hsae-individual" : "hsae-corporate"}
                  className={cn(buttonClass({ variant: individual ? "primary" : "outline", size: "lg" }), "w-full")}
                >
                  <Mail aria-hidden="true" />
                  {individual ? HSAE.individualCta : HSAE.corporateCta}
                </MailLink>
              </PriceCard>
            );
          })}
        </div>
      </PageSection>

      <ContactProse section={TRAINING_CONTACT} leadSource="hsae" />
    </main>
  );
}
