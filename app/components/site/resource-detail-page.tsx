import type { FiguresYear } from "~/content/hsa-figures";
import type { ResourcesIndex } from "~/content/resources";
import type { ContributionLimitsPage } from "~/content/resources/contribution-limits";
import type { HsaHistory } from "~/content/resources/hsa-history";
import type { IrsTreasuryResource } from "~/content/resources/irs-treasury";
import type { LearningCenter } from "~/content/resources/learning-center";
import type { ProvidersPage } from "~/content/resources/providers";
import type { IconName } from "~/content/types";
import type { FiguresByStatus } from "~/lib/site-content/figures-in-force";
import type { ResourceKey } from "~/lib/site/page-keys";
import type { featuredReferences } from "~/lib/site/irs-guidance";
import { PageHero } from "./page-hero";
import { ContributionLimitsResource } from "./resource-contribution-limits";
import { HsaHistoryResource } from "./resource-hsa-history";
import { IrsTreasuryResource as IrsTreasuryBody } from "./resource-irs-treasury";
import { LearningCenterResource } from "./resource-learning-center";
import { ProvidersResource } from "./resource-providers";
import { ResourceTrail } from "./resource-trail";
import { ResourcesContact } from "./resources-index-page";

/** What one resource page shows: its own content, and what it draws from other documents. */
export type ResourcePage =
  | { resourceType: "learning-center"; content: LearningCenter }
  | { resourceType: "contribution-limits"; content: ContributionLimitsPage; figures: FiguresByStatus<FiguresYear>; calculatorLink: string }
  | { resourceType: "hsa-history"; content: HsaHistory }
  | { resourceType: "providers"; content: ProvidersPage }
  | { resourceType: "irs-treasury"; content: IrsTreasuryResource; references: ReturnType<typeof featuredReferences> };

const ICONS: Readonly<Record<ResourceKey, IconName>> = {
  "learning-center": "GraduationCap",
  "contribution-limits": "Calculator",
  "hsa-history": "Milestone",
  providers: "Building",
  "irs-treasury": "ScrollText",
};

function ResourceBody({ page }: { page: ResourcePage }) {
  switch (page.resourceType) {
    case "learning-center":
      return <LearningCenterResource content={page.content} />;
    case "contribution-limits":
      return <ContributionLimitsResource content={page.content} figures={page.figures} calculatorLink={page.calculatorLink} />;
    case "hsa-history":
      return <HsaHistoryResource content={page.content} />;
    case "providers":
      return <ProvidersResource content={page.content} />;
    case "irs-treasury":
      return <IrsTreasuryBody content={page.content} references={page.references} />;
  }
}

/** /resources/{key}: a hero with the way back to the index, the resource itself, and a contact section. */
export function ResourceDetailPage({ page, index }: { page: ResourcePage; index: ResourcesIndex }) {
  const { title, intro } = page.content;
  return (
    <main id="main">
      <PageHero title={title} subtitle={intro} icon={ICONS[page.resourceType]} trail={<ResourceTrail indexTitle={index.title} title={title} />} />
      <ResourceBody page={page} />
      <ResourcesContact index={index} leadSource={`resource-${page.resourceType}`} />
    </main>
  );
}
