import { Honeypot } from "~/components/forms/honeypot";
import { buttonClass } from "~/components/site/button-class";
import type { NewsletterTexts } from "~/content/newsletter";
import { NEWSLETTER_TOPICS } from "~/lib/newsletter/newsletter-enums";
import { SUBSCRIBE_FIELDS, SUBSCRIBER_EMAIL_MAX, type SubscribeFormValues } from "~/lib/newsletter/subscribe-rules";
import { PRIVACY_POLICY_PATH } from "~/lib/site/public-paths";
import { splitAtSlot } from "~/lib/site/text-template";

/** Where every sign-up form posts: the sign-up page, which also shows a refused one again. */
export const SUBSCRIBE_PATH = "/subscribe";

export type SubscribeFormProps = {
  texts: NewsletterTexts;
  /** Fills {firm} and the like: the caller's, since the footer renders apart from the router (static markup). */
  fill: (text: string) => string;
  /** Where the form is (ids stay unique when a page has two forms). */
  place: string;
  /** Present on the sign-up page only: cached pages carry no token and their forms are confirmed there. */
  formToken?: string;
  values?: SubscribeFormValues;
  fieldErrors?: Record<string, string>;
  formError?: string | null;
  /** Light text on the dark bands (footer, subscribe block). */
  tone?: "light" | "dark";
  /** The footer's form: the address only, every topic (chosen on the next page). */
  compact?: boolean;
};

const controlClass =
  "mt-1.5 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700";

/**
 * The newsletter sign-up: a plain POST to /subscribe, so it works without JavaScript. It asks for
 * an address and topics and shows the consent sentence the subscription keeps as its proof.
 */
export function SubscribeForm({
  texts: T,
  fill,
  place,
  formToken,
  values,
  fieldErrors = {},
  formError = null,
  tone = "light",
  compact = false,
}: SubscribeFormProps) {
  const consent = splitAtSlot(fill(T.consent), "link");
  const id = (name: string) => `subscribe-${place}-${name}`;
  const chosen = values?.topics.length ? values.topics : NEWSLETTER_TOPICS;
  const onDark = tone === "dark";
  const label = onDark ? "font-semibold text-white" : "font-semibold text-brand-900";
  const muted = onDark ? "text-sm text-slate-200" : "text-sm text-slate-700";
  const linkClass = onDark
    ? "font-semibold text-white underline underline-offset-2"
    : "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
  const emailError = fieldErrors.email;
  const topicsError = fieldErrors.topics;
  return (
    <form method="post" action={SUBSCRIBE_PATH} noValidate className="relative space-y-4">
      <Honeypot />
      {formToken ? <input type="hidden" name={SUBSCRIBE_FIELDS.formToken} value={formToken} /> : null}
      {formError ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {formError}
        </div>
      ) : null}
      <div>
        <label htmlFor={id("email")} className={`block ${label}`}>
          {T.emailLabel}
        </label>
        <input
          id={id("email")}
          name={SUBSCRIBE_FIELDS.email}
          type="email"
          autoComplete="email"
          maxLength={SUBSCRIBER_EMAIL_MAX}
          defaultValue={values?.email}
          aria-required="true"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? id("email-error") : undefined}
          className={controlClass}
        />
        {emailError ? (
          <p id={id("email-error")} className={`mt-1.5 text-sm font-medium ${onDark ? "text-white" : "text-red-700"}`}>
            {emailError}
          </p>
        ) : null}
      </div>
      {compact ? (
        NEWSLETTER_TOPICS.map((topic) => <input key={topic} type="hidden" name={SUBSCRIBE_FIELDS.topics} value={topic} />)
      ) : (
        <fieldset aria-describedby={topicsError ? id("topics-error") : undefined}>
          <legend className={label}>{T.topicsLabel}</legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {NEWSLETTER_TOPICS.map((topic) => (
              <li key={topic} className="flex items-center gap-2">
                <input
                  id={id(`topic-${topic}`)}
                  type="checkbox"
                  name={SUBSCRIBE_FIELDS.topics}
                  value={topic}
                  defaultChecked={chosen.includes(topic)}
                  className="size-5 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
                />
                <label htmlFor={id(`topic-${topic}`)} className={onDark ? "text-white" : "text-slate-800"}>
                  {T.topics[topic]}
                </label>
              </li>
            ))}
          </ul>
          {topicsError ? (
            <p id={id("topics-error")} className={`mt-1.5 text-sm font-medium ${onDark ? "text-white" : "text-red-700"}`}>
              {topicsError}
            </p>
          ) : null}
        </fieldset>
      )}
      <p className={muted}>
        {consent.before}
        {consent.found ? (
          <a href={PRIVACY_POLICY_PATH} className={linkClass}>
            {T.consentLink}
          </a>
        ) : null}
        {consent.after}
      </p>
      <button type="submit" className={buttonClass({ size: "lg" }, onDark && "bg-white text-brand-900 hover:bg-brand-50")}>
        {T.submit}
      </button>
    </form>
  );
}
