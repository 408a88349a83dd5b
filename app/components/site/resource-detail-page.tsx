import type { JSX } from "react";
import {
  CONTRIBUTION_LIMITS_PAGE,
  HSA_HISTORY,
  IRS_TREASURY_RESOURCE,
  LEARNING_CENTER,
  PROVIDERS_PAGE,
  RESOURCES_CONTACT,
  type ResourceKey,
} from "~/content/resources";
import type { FiguresYear } from "~/content/hsa-figures";
import type { IconName } from "~/content/types";
import type { FiguresByStatus } from "~/lib/site-content/figures-in-force";
import { ContactProse } from "./contact-prose";
import { ContributionLimitsResource } from "./resource-contribution-limits";
import { HsaHistoryResource } from "./resource-hsa-history";
import { IrsTreasuryResource } from "./resource-irs-treasury";
import { LearningCenterResource } from "./resource-learning-center";
import { ProvidersResource } from "./resource-providers";
import { PageHero } from "./page-hero";
import { ResourceTrail } from "./resource-trail";

type BodyProps = { figures: FiguresByStatus<FiguresYear> | null };

const RESOURCE_PAGES: Readonly<Record<ResourceKey, { title: string; intro: string; icon: IconName; Body: (props: BodyProps) => JSX.Element | null }>> = {
  "learning-center": { title: LEARNING_CENTER.title, intro: LEARNING_CENTER.intro, icon: "GraduationCap", Body: LearningCenterResource },
  "contribution-limits": {
    title: CONTRIBUTION_LIMITS_PAGE.title,
    intro: CONTRIBUTION_LIMITS_PAGE.intro,
    icon: "Calculator",
    Body: ({ figures }) => (figures ? <ContributionLimitsResource figures={figures} /> : null),
  },
  "hsa-history": { title: HSA_HISTORY.title, intro: HSA_HISTORY.intro, icon: "Milestone", Body: HsaHistoryResource },
  providers: { title: PROVIDERS_PAGE.title, intro: PROVIDERS_PAGE.intro, icon: "Building", Body: ProvidersResource },
  "irs-treasury": { title: IRS_TREASURY_RESOURCE.title, intro: IRS_TREASURY_RESOURCE.intro, icon: "ScrollText", Body: IrsTreasuryResource },
};

/** /resources/{key}: a hero with the way back to the index, the resource itself, and a contact section. */
export function ResourceDetailPage({ resourceType, figures }: { resourceType: ResourceKey } & BodyProps) {
  const { title, intro, icon, Body } = RESOURCE_PAGES[resourceType];
  return (
    <main id="main">
      <PageHero title={title} subtitle={intro} icon={icon} trail={<ResourceTrail title={title} />} />
      <Body figures={figures} />
      <ContactProse section={RESOURCES_CONTACT} leadSource={`resource-${resourceType}`} />
    </main>
  );
}
