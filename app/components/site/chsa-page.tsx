import type { ReactNode } from "react";
import { ArrowRight, Mail } from "~/components/site/icons";
import { buttonClass } from "./button-class";
import { HERO_SIZE } from "~/content/artwork";
import type { Chsa, TrainingContact } from "~/content/training";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { useIdentity } from "~/lib/identity/root-data";
import { trainingPath } from "~/lib/site/public-paths";
import { CheckList } from "./check-list";
import { ContactProse } from "./contact-prose";
import { CourseFormatLine } from "./course-format";
import { CourseJsonLd } from "./course-json-ld";
import { EnrollLink } from "./enroll-link";
import { MailLink } from "./mail-link";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { PriceCard } from "./price-card";
import { SectionHeading } from "./section-heading";

/** /training/chsa: the certification steps, benefits, pricing and enrolment on the course platform. */
/** `sessions`: the course's upcoming dated sessions, shown before the closing section. */
export function ChsaPage({ chsa, contact, sessions }: { chsa: Chsa; contact: TrainingContact; sessions?: ReactNode }) {
  const identity = useIdentity();
  return (
    <main id="main">
      <CourseJsonLd path={trainingPath("chsa")} name={chsa.title} description={chsa.intro} pricing={chsa.pricing} format={chsa.format} />
      <PageHero eyebrow={chsa.eyebrow} icon={chsa.icon} title={chsa.title} subtitle={chsa.subtitle} image={{ ...chsa.heroImage, ...HERO_SIZE }}>
        <EnrollLink location="chsa-hero" className={buttonClass({ variant: "accent", size: "lg" })}>
          {chsa.enrollCta}
        </EnrollLink>
        <a
          href="#pricing"
          className={mergeClasses(buttonClass({ variant: "outline", size: "lg" }), "border-white/70 bg-transparent text-white hover:bg-white/10")}
        >
          {chsa.pricingHeading}
        </a>
      </PageHero>

      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{chsa.intro}</p>
        <CourseFormatLine format={chsa.format} />
      </PageSection>

      <PageSection tone="muted" labelledBy="process">
        <SectionHeading id="process" title={chsa.processHeading} />
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {chsa.process.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                <span className="sr-only">Step </span>
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection labelledBy="benefits">
        <SectionHeading id="benefits" title={chsa.benefitsHeading} />
        <CheckList items={chsa.benefits.map((benefit) => benefit.text)} columns={2} />
      </PageSection>

      <PageSection tone="muted" labelledBy="pricing">
        <SectionHeading id="pricing" title={chsa.pricingHeading} />
        <div className="grid gap-6 lg:grid-cols-3">
          {chsa.pricing.map((option, index) => (
            <PriceCard key={option.name} option={option} highlighted={index === 0}>
              {option.onRequest ? (
                <MailLink
                  email={identity.contactEmail}
                  subject={chsa.groupMailSubject}
                  leadSource="chsa-group-rates"
                  className={mergeClasses(buttonClass({ variant: "outline", size: "lg" }), "w-full")}
                >
                  <Mail aria-hidden="true" />
                  {chsa.groupCta}
                </MailLink>
              ) : (
                <EnrollLink
                  location={`chsa-pricing-${index + 1}`}
                  className={mergeClasses(buttonClass({ variant: index === 0 ? "primary" : "outline", size: "lg" }), "w-full")}
                >
                  {chsa.enrollCta}
                  <span className="sr-only">: {option.name}</span>
                </EnrollLink>
              )}
            </PriceCard>
          ))}
        </div>
        <p className="mt-8 flex items-center gap-2 text-sm text-slate-600">
          <ArrowRight aria-hidden="true" className="size-4" />
          {chsa.enrollNote}
        </p>
      </PageSection>

      {sessions}
      <ContactProse section={{ heading: contact.heading, paragraphs: [contact.text] }} leadSource="chsa" />
    </main>
  );
}
