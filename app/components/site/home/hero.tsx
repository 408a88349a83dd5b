import { ArrowDown, Mail } from "~/components/site/icons";
import { Button } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";
import { buttonClick, leadEvents, trackClicks } from "~/lib/analytics/analytics-events";
import { mailtoHref } from "~/lib/identity/mailto";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { srcsetFor } from "~/lib/media/media-urls";
import { CONSULTATION_FORM_PATH } from "~/lib/site/public-paths";
import { SERVICES_ANCHOR } from "./card-sections";

/** Intrinsic size of the built-in illustration; a picture from the media library keeps its own proportions. */
export const HERO_ILLUSTRATION_SIZE = { width: 560, height: 480 } as const;

/** What analytics calls the buttons: fixed, so a reworded button keeps counting in the same row of the reports. */
const TRACKED = { consultation: "Request a Consultation", email: "Hero email", solutions: "Our Solutions" } as const;

export function HomeHero({ hero, satisfaction }: { hero: HomeContent["hero"]; satisfaction: HomeContent["satisfaction"] }) {
  const identity = useIdentity();
  const fill = useFillIdentity();
  const mailto = mailtoHref(identity.contactEmail, fill(hero.consultationSubject));
  const srcSet = srcsetFor(hero.image);
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-16 lg:pt-36">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">{fill(hero.eyebrow)}</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl lg:text-[3.4rem] lg:leading-[1.1]">{fill(hero.headline)}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">{fill(hero.subline)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href={CONSULTATION_FORM_PATH} {...trackClicks(...leadEvents(TRACKED.consultation))}>
                {hero.consultationButton}
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={`#${SERVICES_ANCHOR}`} {...trackClicks(buttonClick(TRACKED.solutions))}>
                {hero.solutionsButton}
                <ArrowDown aria-hidden="true" />
              </a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-700">
            <Mail aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px]" />
            {hero.emailPrompt}{" "}
            <a
              href={mailto}
              {...trackClicks(...leadEvents(TRACKED.email))}
              className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {identity.contactEmail}
            </a>
          </p>
          <p className="mt-10 flex items-center gap-3 text-slate-700">
            <span className="text-3xl font-bold text-brand-800">
              {satisfaction.value}
              {satisfaction.suffix}
            </span>
            <span className="text-sm font-medium">{satisfaction.label}</span>
          </p>
        </div>
        <div className="relative mx-auto w-full max-w-xl">
          <img
            src={hero.image}
            width={HERO_ILLUSTRATION_SIZE.width}
            height={HERO_ILLUSTRATION_SIZE.height}
            {...(srcSet ? { srcSet, sizes: "(min-width: 1024px) 36rem, 100vw" } : {})}
            alt={hero.imageAlt}
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
