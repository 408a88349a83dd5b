import { ArrowRight } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import type { IrsTreasuryResource as IrsTreasuryContent } from "~/content/resources/irs-treasury";
import type { featuredReferences } from "~/lib/site/irs-guidance";
import { IRS_TREASURY_RULES_PATH } from "~/lib/site/public-paths";
import { buttonClass } from "./button-class";
import { PageSection } from "./page-section";
import { ReferenceList } from "./reference-list";
import { SectionHeading } from "./section-heading";

/** /resources/irs-treasury: the featured publications, forms and key notices of the IRS rules list. */
export function IrsTreasuryResource({ content, references }: { content: IrsTreasuryContent; references: ReturnType<typeof featuredReferences> }) {
  const groups = [
    { id: "publications", heading: content.publicationsHeading, items: references.publications },
    { id: "forms", heading: content.formsHeading, items: references.forms },
    { id: "notices", heading: content.noticesHeading, items: references.notices },
  ];
  return (
    <PageSection tone="muted">
      <div className="grid gap-10 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <SectionHeading id={group.id} title={group.heading} className="mb-4" />
            <ReferenceList items={group.items} />
          </section>
        ))}
      </div>
      <PageLink to={IRS_TREASURY_RULES_PATH} className={`${buttonClass({ variant: "primary", size: "lg" })} mt-10`}>
        {content.fullPageLinkLabel}
        <ArrowRight aria-hidden="true" />
      </PageLink>
    </PageSection>
  );
}
