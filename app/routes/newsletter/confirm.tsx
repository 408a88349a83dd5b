import { data } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { PageHero } from "~/components/site/page-hero";
import { buttonClass } from "~/components/site/button-class";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { metaFromLoader, type PageMetaFields } from "~/lib/seo/page-meta-tags";
import { confirmSubscription } from "~/services/newsletter";
import { DomainError } from "~/services/platform";
import { readForm } from "~/routes/read-form.server";
import { NO_STORE, newsletterPageTexts, unavailableMessage } from "./newsletter-page.server";
import type { QueryHandle } from "~/lib/site/page-query";
import type { Route } from "./+types/confirm";

/** The signed link's token: the page cache passes a page only the query parameters it declares. */
export const handle: QueryHandle = { query: ["token"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const texts = await newsletterPageTexts(request, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const meta: PageMetaFields = { title: texts.heading, description: texts.intro, path: "/subscribe/confirm", noindex: true };
  return data({ meta, texts, token }, { headers: NO_STORE });
}

/**
 * Confirms with a button, not on opening the link: mail scanners (Outlook's Safe Links and the
 * like) open every link of a mail, and would otherwise confirm for the reader.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  try {
    await confirmSubscription(context, form.get("token"), { ip: context.clientIp });
    return data({ confirmed: true, error: null }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof DomainError) return data({ confirmed: false, error: error.message }, { status: error.status, headers: NO_STORE });
    const message = unavailableMessage(error);
    if (message) return data({ confirmed: false, error: message }, { status: 503, headers: NO_STORE });
    throw error;
  }
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Confirm({ loaderData: { texts, token }, actionData }: Route.ComponentProps) {
  const fill = useFillIdentity();
  if (actionData?.confirmed) {
    return (
      <main id="main">
        <PageHero eyebrow={fill(texts.heading)} title={fill(texts.confirmed.title)} subtitle={fill(texts.confirmed.text)} />
      </main>
    );
  }
  return (
    <main id="main">
      <PageHero eyebrow={fill(texts.heading)} title="Confirm your subscription" subtitle="One click and your subscription starts." />
      <section aria-label="Confirm" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        {actionData?.error ? (
          <p role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            {actionData.error}
          </p>
        ) : null}
        <form method="post" className="relative">
          <Honeypot />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClass({ size: "lg" })}>
            Confirm my subscription
          </button>
        </form>
      </section>
    </main>
  );
}
