import { ArrowRight } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import type { FiguresYear } from "~/content/hsa-figures";
import type { ContributionLimitsPage } from "~/content/resources/contribution-limits";
import { formatUsd } from "~/lib/core/money";
import { formatLongDate } from "~/lib/core/dates";
import type { FiguresByStatus } from "~/lib/site-content/figures-in-force";
import { contributionDeadline } from "~/lib/hsa/deadline";
import { CONTRIBUTION_CALCULATOR_PATH, HDHP_AMOUNTS_PATH } from "~/lib/site/public-paths";
import { fillSlots } from "~/lib/site/text-template";
import { CatchUpSource } from "./catch-up-source";
import { DataTable } from "./data-table";
import { FiguresSource } from "./figures-source";
import { PageSection } from "./page-section";
import { SectionHeading } from "./section-heading";
import { SiteSections, siteContents } from "./site-contents";

function LimitCards({ figures, content }: { figures: FiguresYear; content: ContributionLimitsPage }) {
  const stats = [
    { label: content.selfOnlyLabel, amount: figures.contributionLimit.selfOnly },
    { label: content.familyLabel, amount: figures.contributionLimit.family },
    { label: content.catchUpLabel, amount: figures.catchUp },
  ];
  return (
    <>
      <dl className="grid gap-5 sm:grid-cols-3">
        {stats.map((stat, index) => (
          <div key={index} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
            <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{stat.label}</dt>
            <dd className="mt-3 text-4xl font-bold tracking-tight text-brand-900 tabular-nums">{formatUsd(stat.amount)}</dd>
          </div>
        ))}
      </dl>
      <FiguresSource figures={figures} line={content.sourceLine} />
      <CatchUpSource />
    </>
  );
}

type ContributionLimitsProps = {
  content: ContributionLimitsPage;
  figures: FiguresByStatus<FiguresYear>;
  /** The calculator's link text, as its own page's content words it. */
  calculatorLink: string;
};

// Rendered once per published content, figures in force and link text on HTML-only pages (./site-contents.tsx).
const CONTRIBUTION_LIMITS_CONTENTS = siteContents(ContributionLimitsContents, { idPrefix: "limits-" });

/**
 * /resources/contribution-limits: the limits in force today, any year already announced, earlier
 * years in a table, and the rules behind them. Which year is current follows the date by itself.
 */
export function ContributionLimitsResource(props: ContributionLimitsProps) {
  return <SiteSections contents={CONTRIBUTION_LIMITS_CONTENTS} props={props} />;
}

function ContributionLimitsContents({ content, figures, calculatorLink }: ContributionLimitsProps) {
  const { current, upcoming, stillOpen } = figures;
  // A year still open for contributions is shown with its cards, not yet among the historical limits.
  const history = figures.history.filter((year) => !stillOpen.includes(year));
  const historyYears = history.length ? `${history.at(-1)?.year}-${history[0]?.year}` : "";
  return (
    <>
      {current ? (
        <PageSection labelledBy="current-limits">
          <SectionHeading id="current-limits" eyebrow={String(current.year)} title={fillSlots(content.currentHeading, { year: String(current.year) })} />
          <LimitCards figures={current} content={content} />
        </PageSection>
      ) : null}

      {stillOpen.map((year) => {
        const slots = { year: String(year.year), date: formatLongDate(contributionDeadline(year.year)) };
        return (
          <PageSection key={year.year} tone="muted" labelledBy={`open-limits-${year.year}`}>
            <SectionHeading id={`open-limits-${year.year}`} eyebrow={content.stillOpenEyebrow} title={fillSlots(content.stillOpenHeading, slots)} />
            <p className="mb-6 max-w-3xl leading-relaxed text-slate-700">{fillSlots(content.stillOpenNote, slots)}</p>
            <LimitCards figures={year} content={content} />
          </PageSection>
        );
      })}

      {upcoming.map((year) => (
        <PageSection key={year.year} tone="muted" labelledBy={`upcoming-limits-${year.year}`}>
          <SectionHeading
            id={`upcoming-limits-${year.year}`}
            eyebrow={content.upcomingEyebrow}
            title={fillSlots(content.upcomingHeading, { year: String(year.year), date: formatLongDate(year.effectiveDate) })}
          />
          <LimitCards figures={year} content={content} />
        </PageSection>
      ))}

      {history.length ? (
        <PageSection tone={upcoming.length || stillOpen.length ? undefined : "muted"} labelledBy="historical-limits">
          <SectionHeading id="historical-limits" title={content.historyHeading} />
          <DataTable
            caption={`${content.historyHeading}, ${historyYears}`}
            captionHidden
            columns={[content.yearLabel, content.selfOnlyLabel, content.familyLabel, content.catchUpLabel, content.sourceLabel]}
            rows={history.map((limits) => ({
              header: limits.year,
              cells: [
                formatUsd(limits.contributionLimit.selfOnly),
                formatUsd(limits.contributionLimit.family),
                formatUsd(limits.catchUp),
                <a key="source" href={limits.sourceUrl} className="text-brand-700 underline hover:text-brand-900" rel="noopener">
                  {limits.sourceTitle}
                </a>,
              ],
            }))}
          />
          <CatchUpSource className="mt-4 text-sm text-slate-600" />
        </PageSection>
      ) : null}

      <PageSection>
        <ul className="grid gap-4 md:grid-cols-3">
          {content.notes.map((note, index) => (
            <li key={index} className="rounded-xl border-l-4 border-accent-600 bg-slate-50 p-5 leading-relaxed text-slate-700">
              {note.text}
            </li>
          ))}
        </ul>
        <PageLink to={CONTRIBUTION_CALCULATOR_PATH} className="mt-8 mr-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
          {calculatorLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
        <PageLink to={HDHP_AMOUNTS_PATH} className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
          {content.hdhpLinkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      </PageSection>
    </>
  );
}
