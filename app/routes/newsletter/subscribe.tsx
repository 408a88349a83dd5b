import { data } from "react-router";
import { SubscribeForm } from "~/components/newsletter/subscribe-form";
import { PageHero } from "~/components/site/page-hero";
import { useIdentity } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { SUBSCRIBE_MESSAGES, typedSubscribeValues } from "~/lib/newsletter/subscribe-rules";
import { metaFromLoader, type PageMetaFields } from "~/lib/seo/page-meta-tags";
import { ConfirmAgainError, subscribe } from "~/services/newsletter";
import { DomainError, isDatabaseUnavailable } from "~/services/platform";
import { formValues } from "~/routes/admin/action.server";
import { readForm } from "~/routes/read-form.server";
import { freshToken, NO_STORE, newsletterPageTexts } from "./newsletter-page.server";
import type { Route } from "./+types/subscribe";

export async function loader({ request, context }: Route.LoaderArgs) {
  const texts = await newsletterPageTexts(request, context);
  const meta: PageMetaFields = { title: texts.heading, description: texts.intro, path: "/subscribe", noindex: true };
  return data({ meta, texts, formToken: freshToken(request, context), done: false as boolean }, { headers: NO_STORE });
}

/**
 * A sign-up from any of the site's forms. The forms of cached pages (footer, posts, the list)
 * carry no token: their first post shows this page's form again, filled in, to be sent once more.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const values = formValues(form, ["topics"]);
  const again = (status: number, formError: string | null, fieldErrors: Record<string, string> = {}) =>
    data({ formToken: freshToken(request, context), values: typedSubscribeValues(values), formError, fieldErrors, done: false }, { status, headers: NO_STORE });
  try {
    await subscribe(context, values, { ip: context.clientIp });
  } catch (error) {
    if (error instanceof ConfirmAgainError) return again(200, error.message);
    if (error instanceof DomainError) return again(error.status, error.message, error.fieldErrors);
    if (isDatabaseUnavailable(error)) return again(503, SUBSCRIBE_MESSAGES.unavailable);
    throw error;
  }
  return data({ formToken: "", values: typedSubscribeValues(values), formError: null, fieldErrors: {}, done: true }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { texts } = loaderData;
  const fill = useFillIdentity();
  const identity = useIdentity();
  const state = actionData ?? { ...loaderData, values: undefined, formError: null, fieldErrors: {} };
  if (state.done) {
    return (
      <main id="main">
        <PageHero eyebrow={fill(texts.heading)} title={fill(texts.checkMail.title)} subtitle={fill(texts.checkMail.text)} />
      </main>
    );
  }
  return (
    <main id="main">
      <PageHero eyebrow={identity.siteName} title={fill(texts.heading)} subtitle={fill(texts.intro)} />
      <section aria-label={texts.heading} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        {texts.signup === "first-party" ? (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <SubscribeForm
              texts={texts}
              fill={fill}
              place="page"
              formToken={state.formToken}
              values={state.values}
              fieldErrors={state.fieldErrors}
              formError={state.formError}
            />
          </div>
        ) : (
          <p>
            <a href={identity.newsletterFormUrl} className="font-semibold text-brand-700 underline underline-offset-2">
              {texts.submit}
            </a>
          </p>
        )}
      </section>
    </main>
  );
}
