import { CalendarDays } from "~/components/site/icons";
import { Badge } from "~/components/ui/badge";
import type { Bill, Legislation } from "~/content/legislation";
import { formatLongDate } from "~/lib/core/dates";
import { ExternalLink, TEXT_LINK_CLASS } from "./external-link";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { SectionHeading } from "./section-heading";

const LINK_CLASS = `${TEXT_LINK_CLASS} text-sm`;

/**
 * /hsa-legislation: the HSA bills by chamber, the day staff last reviewed them (`reviewedOn`,
 * yyyy-mm-dd), and where to follow them.
 */
export function LegislationPage({ content, reviewedOn }: { content: Legislation; reviewedOn: string }) {
  const chambers = [
    { id: "house-bills", heading: content.houseHeading, bills: content.houseBills },
    { id: "senate-bills", heading: content.senateHeading, bills: content.senateBills },
  ];
  return (
    <main id="main">
      <PageHero eyebrow={content.eyebrow} icon="Gavel" title={content.title} subtitle={content.subtitle}>
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium ring-1 ring-white/20">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span>
            {content.lastUpdatedLabel} <time dateTime={reviewedOn}>{formatLongDate(reviewedOn)}</time>
          </span>
        </p>
      </PageHero>

      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{content.intro}</p>
        <nav aria-label={content.title} className="mt-8 flex flex-wrap gap-3">
          {chambers.map((chamber) => (
            <a
              key={chamber.id}
              href={`#${chamber.id}`}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-1.5 font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {chamber.heading}
              <Badge tone="neutral">{chamber.bills.length}</Badge>
            </a>
          ))}
        </nav>
      </PageSection>

      {chambers.map((chamber, index) => (
        <PageSection key={chamber.id} tone={index === 0 ? "muted" : "white"} labelledBy={chamber.id}>
          <SectionHeading id={chamber.id} title={`${chamber.heading} (${chamber.bills.length})`} />
          <ul className="grid gap-5 lg:grid-cols-2" data-testid={chamber.id}>
            {chamber.bills.map((bill, index) => (
              <BillCard key={index} bill={bill} labels={content} />
            ))}
          </ul>
        </PageSection>
      ))}

      <PageSection tone="muted" labelledBy="follow-legislation">
        <SectionHeading id="follow-legislation" title={content.linksHeading} />
        <ul className="grid gap-5 md:grid-cols-3">
          {content.links.map((link, index) => (
            <li key={index} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <ExternalLink href={link.href} className={`${TEXT_LINK_CLASS} text-lg`}>
                {link.label}
              </ExternalLink>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{link.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm leading-relaxed text-slate-600">{content.disclaimer}</p>
      </PageSection>
    </main>
  );
}

function BillCard({ bill, labels }: { bill: Bill; labels: Pick<Legislation, "sponsorLabel" | "introducedLabel" | "viewBillLabel"> }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge>{bill.number}</Badge>
      </p>
      <h3 className="mt-3 text-lg font-semibold text-brand-900">{bill.title}</h3>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">{labels.sponsorLabel}</dt>
        <dd className="text-slate-900">
          {bill.sponsor.name} ({bill.sponsor.party}-{bill.sponsor.state})
        </dd>
        <dt className="font-medium text-slate-600">{labels.introducedLabel}</dt>
        <dd className="text-slate-900">
          <time dateTime={bill.introduced}>{formatLongDate(bill.introduced)}</time>
        </dd>
      </dl>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-slate-700">{bill.summary}</p>
      <ExternalLink href={bill.url} className={`${LINK_CLASS} mt-4 self-start`}>
        {labels.viewBillLabel}
        <span className="sr-only">: {bill.number}</span>
      </ExternalLink>
    </li>
  );
}
