import { ArrowDown, Mail } from "~/components/site/icons";
import { Button } from "~/components/ui/button";
import { CLIENT_SATISFACTION, HOME_HERO } from "~/content/home";
import { fillIdentity } from "~/content/identity-tokens";
import { buttonClick, leadEvents, trackClicks } from "~/lib/analytics/analytics-events";
import { identityValues } from "~/lib/identity/identity";
import { mailtoHref } from "~/lib/identity/mailto";
import { useIdentity } from "~/lib/identity/root-data";
import { CONSULTATION_FORM_PATH } from "~/lib/site/public-paths";

export const HERO_ILLUSTRATION = { src: "/images/home/hero-illustration.svg", width: 560, height: 480 } as const;

export function HomeHero() {
  const identity = useIdentity();
  const mailto = mailtoHref(identity.contactEmail, HOME_HERO.consultationSubject);
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-16 lg:pt-36">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">{HOME_HERO.eyebrow}</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl lg:text-[3.4rem] lg:leading-[1.1]">{HOME_HERO.headline}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">{fillIdentity(HOME_HERO.subline, identityValues(identity))}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href={CONSULTATION_FORM_PATH} {...trackClicks(...leadEvents(HOME_HERO.primaryCta))}>
                {HOME_HERO.primaryCta}
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={`#${HOME_HERO.servicesAnchor}`} {...trackClicks(buttonClick(HOME_HERO.secondaryCta))}>
                {HOME_HERO.secondaryCta}
                <ArrowDown aria-hidden="true" />
              </a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-700">
            <Mail aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px]" />
            Or email us:{" "}
            <a
              href={mailto}
              {...trackClicks(...leadEvents("Hero email"))}
              className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {identity.contactEmail}
            </a>
          </p>
          <p className="mt-10 flex items-center gap-3 text-slate-700">
            <span className="text-3xl font-bold text-brand-800">
              {CLIENT_SATISFACTION.value}
              {CLIENT_SATISFACTION.suffix}
            </span>
            <span className="text-sm font-medium">{CLIENT_SATISFACTION.label}</span>
          </p>
        </div>
        <div className="relative mx-auto w-full max-w-xl">
          <img
            src={HERO_ILLUSTRATION.src}
            width={HERO_ILLUSTRATION.width}
            height={HERO_ILLUSTRATION.height}
            alt=""
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
