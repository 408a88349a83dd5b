import type { ReactNode } from "react";
import { Mail } from "~/components/site/icons";
import { buttonClass } from "./button-class";
import { HERO_SIZE } from "~/content/artwork";
import type { Hsae, TrainingContact } from "~/content/training";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { useIdentity } from "~/lib/identity/root-data";
import { trainingPath } from "~/lib/site/public-paths";
import { CheckList } from "./check-list";
import { ContactProse } from "./contact-prose";
import { CourseFormatLine } from "./course-format";
import { CourseJsonLd } from "./course-json-ld";
import { MailLink } from "./mail-link";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { PriceCard } from "./price-card";
import { SectionHeading } from "./section-heading";

/** /training/hsae: what the program covers, individual and corporate pricing, contact mail links. */
/** `sessions`: the course's upcoming dated sessions, shown before the closing section. */
export function HsaePage({ hsae, contact, sessions }: { hsae: Hsae; contact: TrainingContact; sessions?: ReactNode }) {
  const identity = useIdentity();
  return (
    <main id="main">
      <CourseJsonLd path={trainingPath("hsae")} name={hsae.title} description={hsae.intro} pricing={hsae.pricing} format={hsae.format} />
      <PageHero eyebrow={hsae.eyebrow} icon={hsae.icon} title={hsae.title} subtitle={hsae.subtitle} image={{ ...hsae.heroImage, ...HERO_SIZE }}>
        <MailLink
          email={identity.contactEmail}
          subject={hsae.individualMailSubject}
          leadSource="hsae-hero"
          className={buttonClass({ variant: "accent", size: "lg" })}
        >
          <Mail aria-hidden="true" />
          {hsae.individualCta}
        </MailLink>
        <a
          href="#pricing"
          className={mergeClasses(buttonClass({ variant: "outline", size: "lg" }), "border-white/70 bg-transparent text-white hover:bg-white/10")}
        >
          {hsae.pricingHeading}
        </a>
      </PageHero>

      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{hsae.intro}</p>
        <CourseFormatLine format={hsae.format} />
      </PageSection>

      <PageSection tone="muted" labelledBy="coverage">
        <SectionHeading id="coverage" title={hsae.coverageHeading} />
        <CheckList items={hsae.coverage.map((topic) => topic.text)} columns={2} />
      </PageSection>

      <PageSection labelledBy="pricing">
        <SectionHeading id="pricing" title={hsae.pricingHeading} />
        <div className="grid max-w-4xl gap-6 md:grid-cols-2">
          {hsae.pricing.map((option, index) => {
            const individual = !option.onRequest;
            return (
              <PriceCard key={option.name} option={option} highlighted={index === 0}>
                <MailLink
                  email={identity.contactEmail}
                  subject={individual ? hsae.individualMailSubject : hsae.corporateMailSubject}
                  leadSource={individual ? "hsae-individual" : "hsae-corporate"}
                  className={mergeClasses(buttonClass({ variant: individual ? "primary" : "outline", size: "lg" }), "w-full")}
                >
                  <Mail aria-hidden="true" />
                  {individual ? hsae.individualCta : hsae.corporateCta}
                </MailLink>
              </PriceCard>
            );
          })}
        </div>
      </PageSection>

      {sessions}
      <ContactProse section={{ heading: contact.heading, paragraphs: [contact.text] }} leadSource="hsae" />
    </main>
  );
}
