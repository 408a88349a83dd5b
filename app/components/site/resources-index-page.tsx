import type { ResourcesIndex } from "~/content/resources";
import { paragraphsOf } from "~/lib/site/text-template";
import { ContactProse } from "./contact-prose";
import { type HeroImage, PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { ResourceCardGrid } from "./resource-card-grid";

/** The contact section closing every resource page, from the resources index content. */
export function ResourcesContact({ index, leadSource }: { index: ResourcesIndex; leadSource: string }) {
  return <ContactProse section={{ heading: index.contactHeading, paragraphs: paragraphsOf(index.contactText) }} leadSource={leadSource} />;
}

/** /resources: the HSA Resources hero and the resource cards. */
export function ResourcesIndexPage({ index, heroImage }: { index: ResourcesIndex; heroImage: HeroImage }) {
  return (
    <main id="main">
      <PageHero eyebrow={index.eyebrow} icon="Library" title={index.title} subtitle={index.subtitle} image={heroImage} />
      <PageSection tone="muted">
        <ResourceCardGrid cards={index.cards} cta={index.cardCta} />
      </PageSection>
      <ResourcesContact index={index} leadSource="resources" />
    </main>
  );
}
