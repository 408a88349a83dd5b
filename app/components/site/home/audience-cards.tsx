import { ChevronDown } from "~/components/site/icons";
import { ContentIcon } from "~/components/site/content-icon";
import type { HomeContent } from "~/content/home";
import { slugify, uniqueSlug } from "~/lib/core/slug";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { srcsetFor } from "~/lib/media/media-urls";
import { ENHANCE, flag } from "~/lib/site/enhance-attributes";

/** Intrinsic size of the built-in panel; a picture from the media library keeps its own proportions. */
export const AUDIENCE_PANEL_SIZE = { width: 480, height: 520 } as const;

/**
 * Audience cards: clicking one opens its description below it, clicking it again (or Escape,
 * or a click elsewhere) closes it; one at a time (app/enhance/popovers.ts). The description takes
 * room in the flow rather than floating, so it never covers the next card, which a tap must reach.
 */
export function AudienceCards({ content }: { content: HomeContent["audiences"] }) {
  const fill = useFillIdentity();
  const ids = audienceIds(content.cards);
  const srcSet = srcsetFor(content.image);
  return (
    <section aria-labelledby="audiences-heading" className="bg-white py-16 lg:py-20">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          <h2 id="audiences-heading" className="text-3xl font-bold tracking-tight text-brand-900">
            {fill(content.heading)}
          </h2>
          <ul className="mt-8 grid items-start gap-4 sm:grid-cols-2">
            {content.cards.map((card, index) => (
              <li key={index} className="relative">
                <button
                  type="button"
                  {...flag(ENHANCE.popoverTrigger)}
                  aria-expanded="false"
                  aria-controls={ids[index]}
                  className="group/card flex w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md aria-expanded:border-brand-600 aria-expanded:ring-2 aria-expanded:ring-brand-600/30"
                >
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <ContentIcon name={card.icon} className="size-6" />
                  </span>
                  <span className="flex-1 font-semibold text-brand-900">{fill(card.title)}</span>
                  <ChevronDown aria-hidden="true" className="size-5 text-slate-500 transition-transform group-aria-expanded/card:rotate-180" />
                </button>
                <div
                  id={ids[index]}
                  role="dialog"
                  aria-labelledby={`${ids[index]}-title`}
                  hidden
                  className="relative mt-3 rounded-xl border border-slate-200 bg-white p-5 text-sm leading-relaxed text-slate-700 shadow-xl"
                >
                  <span aria-hidden="true" className="absolute -top-[7px] left-8 size-3 rotate-45 border-t border-l border-slate-200 bg-white" />
                  <p id={`${ids[index]}-title`} className="font-semibold text-brand-900">
                    {fill(card.title)}
                  </p>
                  <p className="mt-2">{fill(card.description)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden lg:block" data-testid="decorative-panel">
          <img
            src={content.image}
            width={AUDIENCE_PANEL_SIZE.width}
            height={AUDIENCE_PANEL_SIZE.height}
            {...(srcSet ? { srcSet, sizes: "28rem" } : {})}
            alt={content.imageAlt}
            loading="lazy"
            className="mx-auto h-auto w-full max-w-md"
          />
        </div>
      </div>
    </section>
  );
}

/** Each card's popover id, from its title ("audience-hsa-administrators"); two cards of one title get -2, -3. */
function audienceIds(cards: readonly { title: string }[]): string[] {
  const taken = new Set<string>();
  return cards.map((card) => {
    const id = uniqueSlug(`audience-${slugify(card.title)}`, (candidate) => taken.has(candidate));
    taken.add(id);
    return id;
  });
}
