import { ArrowRight } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { CONTRIBUTION_LIMIT_HISTORY, CURRENT_CONTRIBUTION_LIMITS, formatUsd } from "~/content/limits";
import { CONTRIBUTION_LIMITS_PAGE as PAGE, HDHP_AMOUNTS_PAGE } from "~/content/resources";
import { HDHP_AMOUNTS_PATH } from "~/lib/site/public-paths";
import { DataTable } from "./data-table";
import { PageSection } from "./page-section";
import { SectionHeading } from "./section-heading";

const HISTORY_YEARS = `${CONTRIBUTION_LIMIT_HISTORY.at(-1)?.year}-${CONTRIBUTION_LIMIT_HISTORY[0]?.year}`;

/** /resources/contribution-limits: this year's limits, earlier years in a table, and the rules behind them. */
export function ContributionLimitsResource() {
  const current = CURRENT_CONTRIBUTION_LIMITS;
  const stats = [
    { label: PAGE.selfOnlyLabel, amount: current.selfOnly },
    { label: PAGE.familyLabel, amount: current.family },
    { label: PAGE.catchUpLabel, amount: current.catchUp },
  ];
  return (
    <>
      <PageSection labelledBy="current-limits">
        <SectionHeading id="current-limits" eyebrow={String(current.year)} title={`${current.year} ${PAGE.currentHeading}`} />
        <dl className="grid gap-5 sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
              <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{stat.label}</dt>
              <dd className="mt-3 text-4xl font-bold tracking-tight text-brand-900 tabular-nums">{formatUsd(stat.amount)}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection tone="muted" labelledBy="historical-limits">
        <SectionHeading id="historical-limits" title={PAGE.historyHeading} />
        <DataTable
          caption={`${PAGE.historyHeading}, ${HISTORY_YEARS}`}
          captionHidden
          columns={[PAGE.yearLabel, PAGE.selfOnlyLabel, PAGE.familyLabel, PAGE.catchUpLabel]}
          rows={CONTRIBUTION_LIMIT_HISTORY.map((limits) => ({
            header: limits.year,
            cells: [formatUsd(limits.selfOnly), formatUsd(limits.family), formatUsd(limits.catchUp)],
          }))}
        />
      </PageSection>

      <PageSection>
        <ul className="grid gap-4 md:grid-cols-3">
          {PAGE.notes.map((note) => (
            <li key={note} className="rounded-xl border-l-4 border-accent-600 bg-slate-50 p-5 leading-relaxed text-slate-700">
              {note}
            </li>
          ))}
        </ul>
        <PageLink to={HDHP_AMOUNTS_PATH} className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
          {HDHP_AMOUNTS_PAGE.title}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      </PageSection>
    </>
  );
}
