import { ArrowRight, Mail } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { buttonClass } from "./button-class";
import { SERVICE_HEADER_SIZE, SERVICE_SIDE_SIZE } from "~/content/artwork";
import type { Service, ServicePageTexts } from "~/content/services";
import type { IconName } from "~/content/types";
import type { ServiceKey } from "~/lib/site/page-keys";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { useIdentity } from "~/lib/identity/root-data";
import { servicePath } from "~/lib/site/public-paths";
import { CheckList } from "./check-list";
import { ContactCta } from "./contact-cta";
import { ContentIcon } from "./content-icon";
import { MailLink } from "./mail-link";
import { PageHero } from "./page-hero";
import { SectionHeading } from "./section-heading";

/** One of the other services, as the related-services links name it. */
export type RelatedService = { key: ServiceKey; title: string; icon: IconName };

const FEATURE_PICTURE_SIZE = { width: 480, height: 270 } as const;

type ServicePageProps = { type: ServiceKey; service: Service; texts: ServicePageTexts; related: readonly RelatedService[]; consultationLabel: string };

/** One consulting service: overview, feature grid, key-benefits sidebar, related services, contact. */
export function ServicePage({ type, service, texts, related, consultationLabel }: ServicePageProps) {
  const identity = useIdentity();
  const { mailSubject } = service;
  return (
    <main id="main">
      <PageHero
        eyebrow={texts.eyebrow}
        icon={service.icon}
        title={service.title}
        subtitle={service.subtitle}
        image={{ ...service.headerImage, ...SERVICE_HEADER_SIZE }}
      >
        <MailLink
          email={identity.contactEmail}
          subject={mailSubject}
          leadSource={`service-${type}-hero`}
          className={buttonClass({ variant: "accent", size: "lg" })}
        >
          <Mail aria-hidden="true" />
          {texts.contact.button}
        </MailLink>
        <a
          href="#how-we-help"
          className={mergeClasses(buttonClass({ variant: "outline", size: "lg" }), "border-white/70 bg-transparent text-white hover:bg-white/10")}
        >
          {texts.featuresHeading}
        </a>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <section aria-labelledby="overview">
            <SectionHeading id="overview" title={texts.overviewHeading} />
            <p className="text-lg leading-relaxed text-slate-700">{service.description}</p>
          </section>

          <section aria-labelledby="how-we-help" className="mt-14">
            <SectionHeading id="how-we-help" title={texts.featuresHeading} />
            <ol className="grid gap-5 sm:grid-cols-2">
              {service.features.map((feature, index) => (
                <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
                  {feature.picture.src ? (
                    <img
                      src={feature.picture.src}
                      alt={feature.picture.alt}
                      {...FEATURE_PICTURE_SIZE}
                      loading="lazy"
                      className="mb-4 aspect-video h-auto w-full rounded-lg object-cover"
                    />
                  ) : null}
                  <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-sm font-bold text-brand-700">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-brand-900">{feature.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-700">{feature.description}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="space-y-6" aria-label={`${service.title}: key benefits and related services`}>
          <img
            src={service.sideImage.src}
            width={SERVICE_SIDE_SIZE.width}
            height={SERVICE_SIDE_SIZE.height}
            alt={service.sideImage.alt}
            loading="lazy"
            className="h-auto w-full rounded-xl ring-1 ring-slate-200"
          />
          <section aria-labelledby="key-benefits" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <h2 id="key-benefits" className="text-lg font-bold text-brand-900">
              {texts.benefitsHeading}
            </h2>
            <CheckList items={service.benefits.map((benefit) => benefit.text)} className="mt-4 text-sm" />
          </section>
          <nav aria-labelledby="related-services" className="rounded-xl border border-slate-200 p-6">
            <h2 id="related-services" className="text-lg font-bold text-brand-900">
              {texts.relatedHeading}
            </h2>
            <ul className="mt-4 space-y-1">
              {related.map((other) => (
                <li key={other.key}>
                  <PageLink
                    to={servicePath(other.key)}
                    className="group flex items-center gap-3 rounded-lg px-2 py-2 font-medium text-brand-800 hover:bg-brand-50"
                  >
                    <ContentIcon name={other.icon} className="size-5 text-accent-600" />
                    <span className="flex-1">{other.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>

      <ContactCta
        heading={texts.contact.heading}
        text={texts.contact.text}
        cta={texts.contact.button}
        subject={mailSubject}
        consultationLabel={consultationLabel}
        leadSource={`service-${type}`}
      />
    </main>
  );
}
