import { CircleCheck } from "~/components/site/icons";
import { PageHero } from "~/components/site/page-hero";
import { CONSULTATION_FORM } from "~/content/consultation-form";
import { mailtoHref } from "~/lib/identity/mailto";
import { identityFromMatches, useIdentity } from "~/lib/identity/root-data";
import { pageMeta } from "~/lib/seo/seo";
import { CONTACT_THANKS_PATH, HOME_PATH } from "~/lib/site/public-paths";
import type { Route } from "./+types/contact-thanks";

const T = CONSULTATION_FORM.thanks;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ identity: identityFromMatches(matches), title: T.eyebrow, description: T.intro, path: CONTACT_THANKS_PATH, noindex: true });

/** Where a sent consultation request lands (POST, then redirect): what happens next. */
export default function ContactThanks() {
  const identity = useIdentity();
  return (
    <main id="main">
      <PageHero eyebrow={T.eyebrow} title={T.title} subtitle={T.intro} />
      <section aria-labelledby="next-steps-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="next-steps-heading" className="text-2xl font-bold text-brand-900">
          {T.nextHeading}
        </h2>
        <ol className="mt-6 space-y-4">
          {T.steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-slate-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">Step {index + 1}: </span>
                {step}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-slate-800">
          {T.urgent}{" "}
          <a href={mailtoHref(identity.contactEmail)} className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {identity.contactEmail}
          </a>
        </p>
        <p className="mt-6">
          <a href={HOME_PATH} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {T.back}
          </a>
        </p>
      </section>
    </main>
  );
}
