import { CircleCheck } from "~/components/site/icons";
import { PageHero } from "~/components/site/page-hero";
import { consultationThanksContent } from "~/content/consultation-thanks";
import { fillIdentity } from "~/lib/identity/identity-tokens";
import { identityValues } from "~/lib/identity/identity";
import { mailtoHref } from "~/lib/identity/mailto";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { metaFromLoader, type PageMetaFields } from "~/lib/seo/page-meta-tags";
import { CONTACT_THANKS_PATH, HOME_PATH } from "~/lib/site/public-paths";
import { pageContent } from "./page-content.server";
import type { Route } from "./+types/contact-thanks";

export async function loader({ request, context }: Route.LoaderArgs) {
  const thanks = await pageContent(request, context, consultationThanksContent);
  const identity = identityValues(context.config.identity);
  const meta: PageMetaFields = {
    title: fillIdentity(thanks.eyebrow, identity),
    description: fillIdentity(thanks.intro, identity),
    path: CONTACT_THANKS_PATH,
    noindex: true,
  };
  return { meta, thanks };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

/** Where a sent consultation request lands (POST, then redirect): what happens next. */
export default function ContactThanks({ loaderData: { thanks } }: Route.ComponentProps) {
  const identity = useIdentity();
  const fill = useFillIdentity();
  return (
    <main id="main">
      <PageHero eyebrow={fill(thanks.eyebrow)} title={fill(thanks.title)} subtitle={fill(thanks.intro)} />
      <section aria-labelledby="next-steps-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="next-steps-heading" className="text-2xl font-bold text-brand-900">
          {fill(thanks.nextHeading)}
        </h2>
        <ol className="mt-6 space-y-4">
          {thanks.steps.map((step, index) => (
            <li key={step.text} className="flex gap-3 text-slate-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">Step {index + 1}: </span>
                {fill(step.text)}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-slate-800">
          {fill(thanks.urgent)}{" "}
          <a href={mailtoHref(identity.contactEmail)} className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {identity.contactEmail}
          </a>
        </p>
        <p className="mt-6">
          <a href={HOME_PATH} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {thanks.back}
          </a>
        </p>
      </section>
    </main>
  );
}
