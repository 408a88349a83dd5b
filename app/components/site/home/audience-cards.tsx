import { ChevronDown } from "~/components/site/icons";
import { ContentIcon } from "~/components/site/content-icon";
import { AUDIENCE_CARDS, AUDIENCES_HEADING } from "~/content/home";
import { ENHANCE, flag } from "~/lib/site/enhance-attributes";

export const AUDIENCE_PANEL = { src: "/images/home/audience-panel.svg", width: 480, height: 520 } as const;

/**
 * Four audience cards: clicking one opens its description below it, clicking it again (or Escape,
 * or a click elsewhere) closes it; one at a time (app/enhance/popovers.ts). The description takes
 * room in the flow rather than floating, so it never covers the next card, which a tap must reach.
 */
export function AudienceCards() {
  return (
    <section aria-labelledby="audiences-heading" className="bg-white py-16 lg:py-20">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          <h2 id="audiences-heading" className="text-3xl font-bold tracking-tight text-brand-900">
            {AUDIENCES_HEADING}
          </h2>
          <ul className="mt-8 grid items-start gap-4 sm:grid-cols-2">
            {AUDIENCE_CARDS.map((card) => (
              <li key={card.id} className="relative">
                <button
                  type="button"
                  {...flag(ENHANCE.popoverTrigger)}
                  aria-expanded="false"
                  aria-controls={`audience-${card.id}`}
                  className="group/card flex w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md aria-expanded:border-brand-600 aria-expanded:ring-2 aria-expanded:ring-brand-600/30"
                >
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <ContentIcon name={card.icon} className="size-6" />
                  </span>
                  <span className="flex-1 font-semibold text-brand-900">{card.title}</span>
                  <ChevronDown aria-hidden="true" className="size-5 text-slate-500 transition-transform group-aria-expanded/card:rotate-180" />
                </button>
                <div
                  id={`audience-${card.id}`}
                  role="dialog"
                  aria-labelledby={`audience-${card.id}-title`}
                  hidden
                  className="relative mt-3 rounded-xl border border-slate-200 bg-white p-5 text-sm leading-relaxed text-slate-700 shadow-xl"
                >
                  <span aria-hidden="true" className="absolute -top-[7px] left-8 size-3 rotate-45 border-t border-l border-slate-200 bg-white" />
                  <p id={`audience-${card.id}-title`} className="font-semibold text-brand-900">
                    {card.title}
                  </p>
                  <p className="mt-2">{card.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden lg:block" data-testid="decorative-panel">
          <img
            src={AUDIENCE_PANEL.src}
            width={AUDIENCE_PANEL.width}
            height={AUDIENCE_PANEL.height}
            alt=""
            loading="lazy"
            className="mx-auto h-auto w-full max-w-md"
          />
        </div>
      </div>
    </section>
  );
}
