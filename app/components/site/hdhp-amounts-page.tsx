import { ArrowRight, Info } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import type { FiguresYear } from "~/content/hsa-figures";
import { CONTRIBUTION_LIMITS_PAGE, HDHP_AMOUNTS_PAGE as PAGE, RESOURCES_CONTACT } from "~/content/resources";
import { formatLongDate } from "~/lib/core/dates";
import { formatUsd } from "~/lib/core/money";
import type { FiguresByStatus } from "~/lib/site-content/figures-in-force";
import { CONTRIBUTION_CALCULATOR_PATH, resourcePath } from "~/lib/site/public-paths";
import { CALCULATOR_PAGE } from "~/content/contribution-calculator";
import { ContactProse } from "./contact-prose";
import { DataTable } from "./data-table";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { ResourceTrail } from "./resource-trail";

type Amounts = FiguresYear["minimumDeductible"];

/** "2026 (current)", "2027 (from January 1, 2027)" or the bare year. */
function yearLabel(year: FiguresYear, figures: FiguresByStatus<FiguresYear>): string {
  if (year === figures.current) return `${year.year} (current)`;
  if (figures.upcoming.includes(year)) return `${year.year} (from ${formatLongDate(year.effectiveDate)})`;
  return String(year.year);
}

/**
 * /resources/hdhp-amounts: minimum deductibles and out-of-pocket maximums by year and coverage,
 * newest first, the year in force and any announced year marked, each year's IRS source listed.
 */
export function HdhpAmountsPage({ figures }: { figures: FiguresByStatus<FiguresYear> }) {
  const years = [...[...figures.upcoming].reverse(), ...(figures.current ? [figures.current] : []), ...figures.history];
  const tables: { caption: string; pick: (year: FiguresYear) => Amounts }[] = [
    { caption: PAGE.minimumDeductibleHeading, pick: (year) => year.minimumDeductible },
    { caption: PAGE.maximumOutOfPocketHeading, pick: (year) => year.maximumOutOfPocket },
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
              columns={["Year", PAGE.selfOnlyLabel, PAGE.familyLabel]}
              rows={years.map((year) => ({
                header: yearLabel(year, figures),
                cells: [formatUsd(table.pick(year).selfOnly), formatUsd(table.pick(year).family)],
              }))}
            />
          ))}
        </div>
        <section aria-labelledby="hdhp-sources" className="mt-8">
          <h2 id="hdhp-sources" className="text-lg font-semibold text-brand-900">
            Sources
          </h2>
          <ul className="mt-3 grid gap-x-8 gap-y-2 text-sm text-slate-700 sm:grid-cols-2">
            {years.map((year) => (
              <li key={year.year}>
                {year.year}:{" "}
                <a href={year.sourceUrl} className="font-semibold text-brand-700 underline hover:text-brand-900" rel="noopener">
                  {year.sourceTitle}
                </a>
                , for plan years beginning on or after {formatLongDate(year.effectiveDate)}
              </li>
            ))}
          </ul>
        </section>
        <p className="mt-8 flex gap-3 rounded-xl border border-brand-100 bg-white p-5 leading-relaxed text-slate-700">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {PAGE.note}
        </p>
        <PageLink to={CONTRIBUTION_CALCULATOR_PATH} className="mt-8 mr-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
          {CALCULATOR_PAGE.linkText}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
        <PageLink to={resourcePath("contribution-limits")} className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
          {CONTRIBUTION_LIMITS_PAGE.title}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      </PageSection>
      <ContactProse section={RESOURCES_CONTACT} leadSource="hdhp-amounts" />
    </main>
  );
}
