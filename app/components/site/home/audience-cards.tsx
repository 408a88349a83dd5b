import { ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import { useRef, useState } from "react";
import { Icon } from "~/components/site/icon";
import { AUDIENCE_CARDS, AUDIENCES_HEADING } from "~/content/home";
import { cn } from "~/lib/cn";

export const AUDIENCE_PANEL = { src: "/images/home/audience-panel.svg", width: 480, height: 520 } as const;

/** Four audience cards: clicking one opens its description, clicking it again (or Escape) closes it. */
export function AudienceCards() {
  const [selected, setSelected] = useState<string | null>(null);
  // Read synchronously while one card closes and another opens within one press.
  const selectedRef = useRef<string | null>(null);
  const change = (id: string, open: boolean) => {
    const next = open ? id : selectedRef.current === id ? null : selectedRef.current;
    selectedRef.current = next;
    setSelected(next);
  };
  return (
    <section aria-labelledby="audiences-heading" className="bg-white py-16 lg:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          <h2 id="audiences-heading" className="text-3xl font-bold tracking-tight text-brand-900">
            {AUDIENCES_HEADING}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {AUDIENCE_CARDS.map((card) => {
              const open = selected === card.id;
              return (
                <li key={card.id}>
                  <Popover.Root open={open} onOpenChange={(next) => change(card.id, next)}>
                    <Popover.Trigger
                      className={cn(
                        "flex w-full items-center gap-4 rounded-xl border bg-white p-5 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md",
                        open ? "border-brand-600 ring-2 ring-brand-600/30" : "border-slate-200",
                      )}
                    >
                      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                        <Icon name={card.icon} className="size-6" />
                      </span>
                      <span className="flex-1 font-semibold text-brand-900">{card.title}</span>
                      <ChevronDown aria-hidden="true" className={cn("size-5 text-slate-500 transition-transform", open && "rotate-180")} />
                    </Popover.Trigger>
                    <Popover.Portal>
                      <Popover.Content
                        side="bottom"
                        align="start"
                        sideOffset={8}
                        collisionPadding={16}
                        onCloseAutoFocus={(event) => {
                          // When another card was chosen, focus stays there instead of returning here.
                          if (selectedRef.current !== null && selectedRef.current !== card.id) event.preventDefault();
                        }}
                        className="z-40 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-5 text-sm leading-relaxed text-slate-700 shadow-xl"
                      >
                        <p className="font-semibold text-brand-900">{card.title}</p>
                        <p className="mt-2">{card.description}</p>
                        <Popover.Arrow className="fill-white" width={14} height={7} />
                      </Popover.Content>
                    </Popover.Portal>
                  </Popover.Root>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="hidden lg:block" data-testid="decorative-panel">
          <img src={AUDIENCE_PANEL.src} width={AUDIENCE_PANEL.width} height={AUDIENCE_PANEL.height} alt="" loading="lazy" className="mx-auto h-auto w-full max-w-md" />
        </div>
      </div>
    </section>
  );
}
