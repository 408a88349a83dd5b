import { Building2 } from "~/components/site/icons";
import type { ProvidersPage } from "~/content/resources/providers";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { buttonClass } from "./button-class";
import { ExternalLink } from "./external-link";
import { PageSection } from "./page-section";

/** /resources/providers: the provider directory, each with its website. */
export function ProvidersResource({ content }: { content: ProvidersPage }) {
  const fill = useFillIdentity();
  return (
    <PageSection tone="muted">
      <ul className="grid gap-6 md:grid-cols-2">
        {content.providers.map((provider, index) => (
          <li key={index} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Building2 aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-5 text-2xl font-bold text-brand-900">{provider.name}</h2>
            <p className="mt-3 flex-1 leading-relaxed text-slate-700">{provider.description}</p>
            <ExternalLink href={provider.website} className={`${buttonClass({ variant: "outline" })} mt-6 self-start`}>
              {content.websiteLabel}
              <span className="sr-only">: {provider.name}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm leading-relaxed text-slate-600">{fill(content.disclaimer)}</p>
    </PageSection>
  );
}
