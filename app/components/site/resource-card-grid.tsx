import { ArrowRight } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import type { Card } from "~/content/types";
import { ContentIcon } from "./content-icon";

/** Cards that each link to a page; the whole card is clickable through the link's overlay. */
export function ResourceCardGrid({ cards, cta }: { cards: readonly Card[]; cta: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.title}
          className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
        >
          {card.icon ? (
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <ContentIcon name={card.icon} className="size-6" />
            </span>
          ) : null}
          <h2 className="mt-5 text-xl font-semibold text-brand-900">{card.title}</h2>
          <p className="mt-2 flex-1 leading-relaxed text-slate-700">{card.description}</p>
          {card.href ? (
            <PageLink
              to={card.href}
              className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl"
            >
              {cta}
              <span className="sr-only">: {card.title}</span>
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </PageLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
