import { ArrowRight, Mail } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { buttonClass } from "./button-class";
import { SERVICE_HEADER_SIZE, SERVICE_SIDE_SIZE } from "~/content/artwork";
import { relatedServiceKeys, SERVICE_PAGE_TEXT, SERVICES } from "~/content/services";
import type { ServiceContent, ServiceKey } from "~/content/types";
import { cn } from "~/lib/ui/cn";
import { useIdentity } from "~/lib/identity/root-data";
import { servicePath } from "~/lib/site/public-paths";
import { CheckList } from "./check-list";
import { ContactCta } from "./contact-cta";
import { ContentIcon } from "./content-icon";
import { MailLink } from "./mail-link";
import { PageHero } from "./page-hero";
import { SectionHeading } from "./section-heading";

const EYEBROW = "Consulting Services";

/** One consulting service: overview, feature grid, key-benefits sidebar, related services, contact. */
export function ServicePage({ type, service }: { type: ServiceKey; service: ServiceContent }) {
  const identity = useIdentity();
  const mailSubject = `${service.title} inquiry`;
  return (
    <main id="main">
      <PageHero
        eyebrow={EYEBROW}
        icon={service.icon}
        title={service.title}
        subtitle={service.subtitle}
        image={{ src: service.headerImage, ...SERVICE_HEADER_SIZE }}
      >
        <MailLink
          email={identity.contactEmail}
          subject={mailSubject}
          leadSource={`service-${type}-hero`}
          className={buttonClass({ variant: "accent", size: "lg" })}
        >
          <Mail aria-hidden="true" />
          {SERVICE_PAGE_TEXT.contactCta}
        </MailLink>
        <a href="#how-we-help" className={cn(buttonClass({ variant: "outline", size: "lg" }), "border-white/70 bg-transparent text-white hover:bg-white/10")}>
          {SERVICE_PAGE_TEXT.featuresHeading}
        </a>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <section aria-labelledby="overview">
            <SectionHeading id="overview" title={SERVICE_PAGE_TEXT.overviewHeading} />
            <p className="text-lg leading-relaxed text-slate-700">{service.description}</p>
          </section>

          <section aria-labelledby="how-we-help" className="mt-14">
            <SectionHeading id="how-we-help" title={SERVICE_PAGE_TEXT.featuresHeading} />
            <ol className="grid gap-5 sm:grid-cols-2">
              {service.features.map((feature, index) => (
                <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
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
            src={service.sideImage}
            width={SERVICE_SIDE_SIZE.width}
            height={SERVICE_SIDE_SIZE.height}
            alt=""
            loading="lazy"
            className="h-auto w-full rounded-xl ring-1 ring-slate-200"
          />
          <section aria-labelledby="key-benefits" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <h2 id="key-benefits" className="text-lg font-bold text-brand-900">
              {SERVICE_PAGE_TEXT.benefitsHeading}
            </h2>
            <CheckList items={service.benefits} className="mt-4 text-sm" />
          </section>
          <nav aria-labelledby="related-services" className="rounded-xl border border-slate-200 p-6">
            <h2 id="related-services" className="text-lg font-bold text-brand-900">
              {SERVICE_PAGE_TEXT.relatedHeading}
            </h2>
            <ul className="mt-4 space-y-1">
              {relatedServiceKeys(type).map((key) => (
                <li key={key}>
                  <PageLink to={servicePath(key)} className="group flex items-center gap-3 rounded-lg px-2 py-2 font-medium text-brand-800 hover:bg-brand-50">
                    <ContentIcon name={SERVICES[key].icon} className="size-5 text-accent-600" />
                    <span className="flex-1">{SERVICES[key].title}</span>
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>

      <ContactCta
        heading={SERVICE_PAGE_TEXT.contactHeading}
        text={SERVICE_PAGE_TEXT.contactText}
        cta={SERVICE_PAGE_TEXT.contactCta}
        subject={mailSubject}
        leadSource={`service-${type}`}
      />
    </main>
  );
}
