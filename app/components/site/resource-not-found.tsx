import { ArrowLeft, SearchX } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { buttonClass } from "./button-class";
import type { NotFoundContent } from "~/content/not-found";
import { RESOURCES_PATH } from "~/lib/site/public-paths";

/** Shown (with HTTP 404) for /resources/{key} when the key is unknown. */
export function ResourceNotFound({ content }: { content: NotFoundContent["resource"] }) {
  return (
    <main id="main" className="bg-slate-50 px-4 pt-32 pb-24 sm:pt-40">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900">{content.heading}</h1>
        <p className="mt-4 leading-relaxed text-slate-700">{content.text}</p>
        <PageLink to={RESOURCES_PATH} className={`${buttonClass({ variant: "primary", size: "lg" })} mt-8`}>
          <ArrowLeft aria-hidden="true" />
          {content.backButton}
        </PageLink>
      </div>
    </main>
  );
}
