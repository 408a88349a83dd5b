import { HERO_ART } from "~/content/artwork";
import { RESOURCE_CARD_CTA, RESOURCE_CARDS, RESOURCES_CONTACT, RESOURCES_HERO } from "~/content/resources";
import { ContactProse } from "./contact-prose";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { ResourceCardGrid } from "./resource-card-grid";

/** /resources: the HSA Resources hero and the five resource cards. */
export function ResourcesIndexPage() {
  return (
    <main id="main">
      <PageHero eyebrow="Resources" icon="Library" title={RESOURCES_HERO.title} subtitle={RESOURCES_HERO.subtitle} image={HERO_ART.resources} />
      <PageSection tone="muted">
        <ResourceCardGrid cards={RESOURCE_CARDS} cta={RESOURCE_CARD_CTA} />
      </PageSection>
      <ContactProse section={RESOURCES_CONTACT} leadSource="resources" />
    </main>
  );
}
