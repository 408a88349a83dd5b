import { FileText } from "~/components/site/icons";
import { Badge } from "~/components/ui/badge";
import type { IrsRules } from "~/content/irs-rules";
import { guidanceAnchorId, guidanceByYear } from "~/lib/site/irs-guidance";
import { ExternalLink, TEXT_LINK_CLASS } from "./external-link";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { SectionHeading } from "./section-heading";

const LINK_CLASS = `${TEXT_LINK_CLASS} text-sm`;

/** /irs-treasury-rules-regulations: publications, forms with instructions, and guidance by year. */
export function IrsRulesPage({ rules }: { rules: IrsRules }) {
  const years = guidanceByYear(rules.guidance);
  return (
    <main id="main">
      <PageHero eyebrow={rules.eyebrow} icon="ScrollText" title={rules.title} subtitle={rules.subtitle} />

      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{rules.intro}</p>
      </PageSection>

      <PageSection tone="muted" labelledBy="publications">
        <SectionHeading id="publications" title={rules.publicationsHeading} />
        <ul className="grid gap-5 md:grid-cols-3">
          {rules.publications.map((publication, index) => (
            <li key={index} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <FileText aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-4 font-semibold text-brand-900">{publication.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{publication.description}</p>
              <p className="mt-5 flex flex-wrap gap-x-5 gap-y-2">
                <ExternalLink href={publication.url} className={LINK_CLASS}>
                  {rules.viewLabel}
                  <span className="sr-only">: {publication.title}</span>
                </ExternalLink>
                <ExternalLink href={publication.pdfUrl} className={LINK_CLASS}>
                  {rules.pdfLabel}
                  <span className="sr-only">: {publication.title}</span>
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="forms">
        <SectionHeading id="forms" title={rules.formsHeading} />
        <ul className="grid gap-5 md:grid-cols-3">
          {rules.forms.map((form, index) => (
            <li key={index} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Badge className="self-start">{form.title.split(",")[0]}</Badge>
              <h3 className="mt-3 font-semibold text-brand-900">{form.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{form.description}</p>
              <ul className="mt-5 space-y-2">
                <li>
                  <ExternalLink href={form.url} className={LINK_CLASS}>
                    {rules.viewLabel}
                    <span className="sr-only">: {form.title}</span>
                  </ExternalLink>
                </li>
                <li>
                  <ExternalLink href={form.pdfUrl} className={LINK_CLASS}>
                    {rules.pdfLabel}
                    <span className="sr-only">: {form.title}</span>
                  </ExternalLink>
                </li>
                <li>
                  <ExternalLink href={form.instructionsUrl} className={LINK_CLASS}>
                    {form.instructionsTitle}
                  </ExternalLink>
                </li>
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection tone="muted" labelledBy="guidance">
        <SectionHeading id="guidance" title={rules.guidanceHeading} intro={<p>{rules.guidanceIntro}</p>} />
        <nav aria-label={rules.yearNavLabel} className="mb-10">
          <ul className="flex flex-wrap gap-2">
            {years.map(({ year }) => (
              <li key={year}>
                <a
                  href={`#guidance-${year}`}
                  className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50"
                >
                  {year}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-10">
          {years.map(({ year, items }) => (
            <section key={year} aria-labelledby={`guidance-${year}`} className="grid gap-4 md:grid-cols-[6rem_minmax(0,1fr)]">
              <h3 id={`guidance-${year}`} className="text-2xl font-bold text-brand-900 tabular-nums">
                {year}
              </h3>
              <ul className="space-y-4">
                {items.map((item, index) => (
                  <li key={index} id={guidanceAnchorId(item.citation)} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <Badge tone="neutral">{item.kind}</Badge>
                      <span className="font-semibold text-slate-900">{item.citation}</span>
                    </p>
                    <h4 className="mt-2 font-semibold text-brand-900">{item.title}</h4>
                    <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{item.description}</p>
                    {item.url ? (
                      <ExternalLink href={item.url} className={`${LINK_CLASS} mt-3`}>
                        {rules.viewLabel}
                        <span className="sr-only">: {item.citation}</span>
                      </ExternalLink>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mt-12 text-sm leading-relaxed text-slate-600">{rules.disclaimer}</p>
      </PageSection>
    </main>
  );
}
