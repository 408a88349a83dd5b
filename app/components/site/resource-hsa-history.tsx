import type { HsaHistory } from "~/content/resources/hsa-history";
import { PageSection } from "./page-section";

/** /resources/hsa-history: the legislative and regulatory timeline. */
export function HsaHistoryResource({ content }: { content: HsaHistory }) {
  return (
    <PageSection>
      <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-100">
        {content.timeline.map((event, index) => (
          <li key={index} className="relative mb-10 pl-8 last:mb-0 sm:pl-10">
            <span aria-hidden="true" className="absolute top-1 -left-[9px] size-4 rounded-full border-4 border-white bg-accent-600 ring-2 ring-accent-600/30" />
            <p className="text-sm font-bold tracking-wider text-accent-600">{event.year}</p>
            <h2 className="mt-1 text-xl font-semibold text-brand-900">{event.title}</h2>
            <p className="mt-2 leading-relaxed text-slate-700">{event.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
