import { ArrowRight, Info } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { formatUsd, HDHP_AMOUNTS, type CoverageAmounts } from "~/content/limits";
import { CONTRIBUTION_LIMITS_PAGE, HDHP_AMOUNTS_PAGE as PAGE, RESOURCES_CONTACT } from "~/content/resources";
import { resourcePath } from "~/lib/site/public-paths";
import { ContactProse } from "./contact-prose";
import { DataTable } from "./data-table";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { ResourceTrail } from "./resource-trail";

const COVERAGE_ROWS: readonly { label: string; key: keyof CoverageAmounts }[] = [
  { label: PAGE.selfOnlyLabel, key: "selfOnly" },
  { label: PAGE.familyLabel, key: "family" },
];

/** /resources/hdhp-amounts: minimum deductibles and out-of-pocket maximums by year and coverage. */
export function HdhpAmountsPage() {
  const years = HDHP_AMOUNTS.map((amounts) => String(amounts.year));
  const tables = [
    { caption: PAGE.minimumDeductibleHeading, pick: (year: (typeof HDHP_AMOUNTS)[number]) => year.minimumDeductible },
    { caption: PAGE.maximumOutOfPocketHeading, pick: (year: (typeof HDHP_AMOUNTS)[number]) => year.maximumOutOfPocket },
  ];
  return (
    <main id="main">
      <PageHero title={PAGE.title} subtitle={PAGE.intro} icon="HeartPulse" trail={<ResourceTrail title={PAGE.title} />} />
      <PageSection tone="muted">
        <div className="grid gap-8 lg:grid-cols-2">
          {tables.map((table) => (
            <DataTable
              key={table.caption}
              caption={table.caption}
              columns={[PAGE.coverageLabel, ...years]}
              rows={COVERAGE_ROWS.map((row) => ({
                header: row.label,
                cells: HDHP_AMOUNTS.map((year) => formatUsd(table.pick(year)[row.key])),
              }))}
            />
          ))}
        </div>
        <p className="mt-8 flex gap-3 rounded-xl border border-brand-100 bg-white p-5 leading-relaxed text-slate-700">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {PAGE.note}
        </p>
        <PageLink to={resourcePath("contribution-limits")} className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
          {CONTRIBUTION_LIMITS_PAGE.title}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      </PageSection>
      <ContactProse section={RESOURCES_CONTACT} leadSource="hdhp-amounts" />
    </main>
  );
}
