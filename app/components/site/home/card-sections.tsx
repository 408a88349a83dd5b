import { ArrowRight } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { ContentIcon } from "~/components/site/content-icon";
import type { HomeContent } from "~/content/home";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";

/** The solutions grid's id, which the hero's "Our Solutions" button jumps to. */
export const SERVICES_ANCHOR = "services";

export function Highlights({ cards }: { cards: HomeContent["highlights"] }) {
  const fill = useFillIdentity();
  return (
    <section aria-label="Highlights" className="bg-slate-50 py-16">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-3 lg:px-8">
        {cards.map((card, index) => (
          <li key={index} className="rounded-xl border border-slate-200 bg-white p-7 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-accent-600 text-white">
              <ContentIcon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-brand-900">{fill(card.title)}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{fill(card.description)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhyChoose({ content, satisfaction }: { content: HomeContent["whyChoose"]; satisfaction: HomeContent["satisfaction"] }) {
  const fill = useFillIdentity();
  return (
    <section aria-labelledby="why-choose-heading" className="bg-brand-900 py-20 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr] lg:items-end">
          <div>
            <h2 id="why-choose-heading" className="text-3xl font-bold tracking-tight">
              {fill(content.heading)}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-slate-200">{fill(content.intro)}</p>
          </div>
          <p className="rounded-xl border border-white/15 bg-white/5 p-6 text-center">
            <span className="block text-5xl font-bold text-emerald-300">
              {satisfaction.value}
              {satisfaction.suffix}
            </span>
            <span className="mt-1 block text-sm font-medium tracking-wide text-slate-200 uppercase">{satisfaction.label}</span>
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.cards.map((card, index) => (
            <li key={index} className="rounded-xl border border-white/10 bg-white/5 p-6">
              <ContentIcon name={card.icon} className="size-7 text-emerald-300" />
              <h3 className="mt-4 text-lg font-semibold">{fill(card.title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-200">{fill(card.description)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ServicesGrid({ content }: { content: HomeContent["solutions"] }) {
  const fill = useFillIdentity();
  return (
    <section id={SERVICES_ANCHOR} aria-labelledby="services-heading" className="scroll-mt-20 bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-brand-900">
          {fill(content.heading)}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{fill(content.intro)}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.cards.map((card, index) => (
            <li key={index}>
              <PageLink
                to={card.href}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <ContentIcon name={card.icon} className="size-6" />
                </span>
                <span className="mt-4 text-lg font-semibold text-brand-900">{fill(card.title)}</span>
                <span className="mt-2 flex-1 text-slate-700">{fill(card.description)}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  {`${content.linkLabel} `}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
