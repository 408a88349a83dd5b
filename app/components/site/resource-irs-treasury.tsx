import { ArrowRight } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { buttonClass } from "./button-class";
import { IRS_TREASURY_RESOURCE as PAGE } from "~/content/resources";
import { PageSection } from "./page-section";
import { ReferenceList } from "./reference-list";
import { SectionHeading } from "./section-heading";

/** /resources/irs-treasury: the core publications, Form 8889 and key notices. */
export function IrsTreasuryResource() {
  const groups = [
    { id: "publications", heading: PAGE.publicationsHeading, items: PAGE.publications },
    { id: "forms", heading: PAGE.formsHeading, items: PAGE.forms },
    { id: "notices", heading: PAGE.noticesHeading, items: PAGE.notices },
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
      <PageLink to={PAGE.fullPageLink.href} className={`${buttonClass({ variant: "primary", size: "lg" })} mt-10`}>
        {PAGE.fullPageLink.label}
        <ArrowRight aria-hidden="true" />
      </PageLink>
    </PageSection>
  );
}
