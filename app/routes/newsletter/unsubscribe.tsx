import { data } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { buttonClass } from "~/components/site/button-class";
import { PageHero } from "~/components/site/page-hero";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { NEWSLETTER_TOPICS } from "~/lib/newsletter/newsletter-enums";
import { metaFromLoader, type PageMetaFields } from "~/lib/seo/page-meta-tags";
import { keepTopics, unsubscribeAll, unsubscribeView, type UnsubscribeView } from "~/services/newsletter";
import { DomainError } from "~/services/platform";
import { formValues } from "~/routes/admin/action.server";
import { readForm } from "~/routes/read-form.server";
import { NO_STORE, newsletterPageTexts, unavailableMessage } from "./newsletter-page.server";
import type { QueryHandle } from "~/lib/site/page-query";
import type { Route } from "./+types/unsubscribe";

type Outcome = { outcome: "left" | "kept" | null; error: string | null };

/** The signed link's token: the page cache passes a page only the query parameters it declares. */
export const handle: QueryHandle = { query: ["token"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const texts = await newsletterPageTexts(request, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const meta: PageMetaFields = { title: texts.left.title, description: texts.intro, path: "/unsubscribe", noindex: true };
  let view: UnsubscribeView | null = null;
  let error: string | null = null;
  try {
    view = await unsubscribeView(context, token);
  } catch (caught) {
    if (!(caught instanceof DomainError)) throw caught;
    error = caught.message;
  }
  return data({ meta, texts, token, view, error }, { status: error ? 400 : 200, headers: NO_STORE });
}

/** Leave everything, or keep only the topics left ticked; the token from the mail decides whose subscription. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const values = formValues(form, ["topics"]);
  try {
    if (values.intent === "keep") {
      const outcome = await keepTopics(context, values.token, values.topics);
      return data<Outcome>({ outcome, error: null }, { headers: NO_STORE });
    }
    await unsubscribeAll(context, values.token);
    return data<Outcome>({ outcome: "left", error: null }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof DomainError) return data<Outcome>({ outcome: null, error: error.message }, { status: error.status, headers: NO_STORE });
    const message = unavailableMessage(error);
    if (message) return data<Outcome>({ outcome: null, error: message }, { status: 503, headers: NO_STORE });
    throw error;
  }
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Unsubscribe({ loaderData: { texts, token, view, error }, actionData }: Route.ComponentProps) {
  const fill = useFillIdentity();
  if (actionData?.outcome === "left") {
    return (
      <main id="main">
        <PageHero eyebrow={fill(texts.heading)} title={fill(texts.left.title)} subtitle={fill(texts.left.text)} />
      </main>
    );
  }
  const active = view?.status === "active";
  const shownError = actionData?.error ?? error;
  return (
    <main id="main">
      <PageHero eyebrow={fill(texts.heading)} title="Your newsletter subscription" subtitle={view ? view.email : undefined} />
      <section aria-label="Choose what you receive" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        {shownError ? (
          <p role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            {shownError}
          </p>
        ) : null}
        {actionData?.outcome === "kept" ? (
          <p role="status" className="mb-6 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
            Your topics are saved.
          </p>
        ) : null}
        {view && !active ? <p className="text-slate-800">{fill(texts.left.text)}</p> : null}
        {view && active ? (
          <div className="space-y-10">
            <form method="post" className="relative space-y-4">
              <Honeypot />
              <input type="hidden" name="token" value={token} />
              <fieldset>
                <legend className="font-semibold text-brand-900">Keep receiving these topics</legend>
                <ul className="mt-3 space-y-2">
                  {NEWSLETTER_TOPICS.map((topic) => (
                    <li key={topic} className="flex items-center gap-2">
                      <input
                        id={`keep-${topic}`}
                        type="checkbox"
                        name="topics"
                        value={topic}
                        defaultChecked={view.topics.includes(topic)}
                        className="size-5 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
                      />
                      <label htmlFor={`keep-${topic}`} className="text-slate-800">
                        {texts.topics[topic]}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <button type="submit" name="intent" value="keep" className={buttonClass({ variant: "outline" })}>
                Save my topics
              </button>
            </form>
            <form method="post" className="relative">
              <Honeypot />
              <input type="hidden" name="token" value={token} />
              <button type="submit" name="intent" value="all" className={buttonClass({ size: "lg" })}>
                Unsubscribe from everything
              </button>
            </form>
          </div>
        ) : null}
      </section>
    </main>
  );
}
