import { ArrowRight } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { HERO_SIZE } from "~/content/artwork";
import type { TrainingOverview } from "~/content/training";
import { CheckList } from "./check-list";
import { ContentIcon } from "./content-icon";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { SectionHeading } from "./section-heading";
import { ContactProse } from "./contact-prose";

/** /training/overview: the CHSA and HSAe cards and the reasons to certify. */
export function TrainingOverviewPage({ overview }: { overview: TrainingOverview }) {
  const { contact } = overview;
  return (
    <main id="main">
      <PageHero
        eyebrow={overview.eyebrow}
        icon={overview.icon}
        title={overview.title}
        subtitle={overview.subtitle}
        image={{ ...overview.heroImage, ...HERO_SIZE }}
      />

      <PageSection>
        <ul className="grid gap-6 md:grid-cols-2">
          {overview.cards.map((card) => (
            <li
              key={card.link}
              className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm transition-shadow hover:shadow-lg"
            >
              <span className="inline-flex size-14 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <ContentIcon name={card.icon} className="size-7" />
              </span>
              <h2 className="mt-6 text-2xl font-bold text-brand-900">{card.title}</h2>
              <p className="mt-3 flex-1 leading-relaxed text-slate-700">{card.description}</p>
              <PageLink
                to={card.link}
                className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-900"
              >
                {overview.cardCta}
                <span className="sr-only">: {card.title}</span>
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </PageLink>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection tone="muted" labelledBy="why-certify">
        <SectionHeading id="why-certify" title={overview.whyCertifyHeading} />
        <CheckList items={overview.whyCertify.map((reason) => reason.text)} columns={2} />
      </PageSection>

      <ContactProse section={{ heading: contact.heading, paragraphs: [contact.text] }} leadSource="training-overview" />
    </main>
  );
}
