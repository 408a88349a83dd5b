import { ArrowRight, Info } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import type { FiguresYear } from "~/content/hsa-figures";
import type { ResourcesIndex } from "~/content/resources";
import type { HdhpAmountsPage as HdhpAmountsContent } from "~/content/resources/hdhp-amounts";
import { formatLongDate } from "~/lib/core/dates";
import { formatUsd } from "~/lib/core/money";
import type { FiguresByStatus } from "~/lib/site-content/figures-in-force";
import { CONTRIBUTION_CALCULATOR_PATH, resourcePath } from "~/lib/site/public-paths";
import { fillSlots, splitAtSlot } from "~/lib/site/text-template";
import { DataTable } from "./data-table";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { ResourceTrail } from "./resource-trail";
import { ResourcesContact } from "./resources-index-page";

type Amounts = FiguresYear["minimumDeductible"];

/** "2026 (current)", "2027 (from January 1, 2027)" or the bare year, in the page's wording. */
function yearLabel(year: FiguresYear, figures: FiguresByStatus<FiguresYear>, content: HdhpAmountsContent): string {
  const slots = { year: String(year.year), date: formatLongDate(year.effectiveDate) };
  if (year === figures.current) return fillSlots(content.currentYearLabel, slots);
  if (figures.upcoming.includes(year)) return fillSlots(content.upcomingYearLabel, slots);
  return String(year.year);
}

function SourceLine({ year, line }: { year: FiguresYear; line: string }) {
  const slots = { year: String(year.year), date: formatLongDate(year.effectiveDate) };
  const { before, after } = splitAtSlot(line, "source");
  return (
    <li>
      {fillSlots(before, slots)}
      <a href={year.sourceUrl} className="font-semibold text-brand-700 underline hover:text-brand-900" rel="noopener">
        {year.sourceTitle}
      </a>
      {fillSlots(after, slots)}
    </li>
  );
}

/**
 * /resources/hdhp-amounts: minimum deductibles and out-of-pocket maximums by year and coverage,
 * newest first, the year in force and any announced year marked, each year's IRS source listed.
 */
export function HdhpAmountsPage({
  content,
  index,
  figures,
  calculatorLink,
}: {
  content: HdhpAmountsContent;
  index: ResourcesIndex;
  figures: FiguresByStatus<FiguresYear>;
  /** The calculator's link text, as its own page's content words it. */
  calculatorLink: string;
}) {
  const years = [...[...figures.upcoming].reverse(), ...(figures.current ? [figures.current] : []), ...figures.history];
  const tables: { caption: string; pick: (year: FiguresYear) => Amounts }[] = [
    { caption: content.minimumDeductibleHeading, pick: (year) => year.minimumDeductible },
    { caption: content.maximumOutOfPocketHeading, pick: (year) => year.maximumOutOfPocket },
  ];
  return (
    <main id="main">
      <PageHero title={content.title} subtitle={content.intro} icon="HeartPulse" trail={<ResourceTrail indexTitle={index.title} title={content.title} />} />
      <PageSection tone="muted">
        <div className="grid gap-8 lg:grid-cols-2">
          {tables.map((table, tableIndex) => (
            <DataTable
              key={tableIndex}
              caption={table.caption}
              columns={[content.yearLabel, content.selfOnlyLabel, content.familyLabel]}
              rows={years.map((year) => ({
                header: yearLabel(year, figures, content),
                cells: [formatUsd(table.pick(year).selfOnly), formatUsd(table.pick(year).family)],
              }))}
            />
          ))}
        </div>
        <section aria-labelledby="hdhp-sources" className="mt-8">
          <h2 id="hdhp-sources" className="text-lg font-semibold text-brand-900">
            {content.sourcesHeading}
          </h2>
          <ul className="mt-3 grid gap-x-8 gap-y-2 text-sm text-slate-700 sm:grid-cols-2">
            {years.map((year) => (
              <SourceLine key={year.year} year={year} line={content.sourceLine} />
            ))}
          </ul>
        </section>
        <p className="mt-8 flex gap-3 rounded-xl border border-brand-100 bg-white p-5 leading-relaxed text-slate-700">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {content.note}
        </p>
        <PageLink to={CONTRIBUTION_CALCULATOR_PATH} className="mt-8 mr-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
          {calculatorLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
        <PageLink to={resourcePath("contribution-limits")} className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
          {content.contributionLimitsLinkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      </PageSection>
      <ResourcesContact index={index} leadSource="hdhp-amounts" />
    </main>
  );
}
