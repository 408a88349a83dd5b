import type { QueryHandle } from "~/lib/site/page-query";
import { data, href, redirect } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { buttonClass } from "~/components/site/button-class";
import { PageHero } from "~/components/site/page-hero";
import { controlClass, described, FormAlert, FormField } from "~/components/training/form-field";
import { seatsText } from "~/components/training/upcoming-sessions";
import { courseLabel, SESSION_FORMATS } from "~/lib/training/training-options";
import { REGISTRATION_CONSENT, REGISTRATION_LIMITS } from "~/lib/training/training-rules";
import { sessionTimeText } from "~/lib/training/zoned-time";
import { trainingPath } from "~/lib/site/public-paths";
import { formValues } from "~/routes/admin/action.server";
import { readForm } from "~/routes/read-form.server";
import { registerForSession, upcomingSession } from "~/services/training";
import { freshToken, NO_STORE, ownHosts, refusal } from "./training-forms.server";
import type { Route } from "./+types/session";

const FORM = "registration";
const OUTCOMES = ["confirmed", "waitlisted"] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const session = await upcomingSession(context.database.db, params.sessionId, new Date());
  const done = new URL(request.url).searchParams.get("registered");
  return data(
    { session, formToken: freshToken(request, context), done: OUTCOMES.find((value) => value === done) ?? null },
    { status: session ? 200 : 404, headers: NO_STORE },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const values = formValues(form);
  try {
    const outcome = await registerForSession(context, params.sessionId, values, {
      ip: context.clientIp,
      userAgent: request.headers.get("user-agent"),
      ownHosts: ownHosts(request, context),
    });
    throw redirect(`${href("/training/sessions/:sessionId", { sessionId: params.sessionId })}?registered=${outcome.status}`, {
      status: 303,
      headers: NO_STORE,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const { formToken: _token, ...typed } = values;
    return refusal(error, { values: typed as Record<string, string | string[]>, formToken: freshToken(request, context, values.formToken) });
  }
}

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The only query parameter this page reads (the server renders it without any other). */
export const handle: QueryHandle = { query: ["registered"] };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.session ? `Register: ${data.session.title}` : "Session not found" },
  { name: "robots", content: "noindex" },
];

export default function Session({ loaderData, actionData }: Route.ComponentProps) {
  const { session, done } = loaderData;
  if (!session) {
    return (
      <main id="main">
        <PageHero
          eyebrow="Training"
          title="This session is not open for registration"
          subtitle="It may have started or been removed. See the courses for upcoming sessions."
        />
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <a className="font-semibold text-brand-700 underline" href={href("/training/overview")}>
            See our training
          </a>
        </div>
      </main>
    );
  }
  const values = (actionData?.values ?? {}) as Record<string, string>;
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const formToken = actionData?.formToken ?? loaderData.formToken;
  const when = sessionTimeText(new Date(session.startsAt), new Date(session.endsAt), session.timeZone);
  const full = session.seatsLeft === 0;
  return (
    <main id="main">
      <PageHero eyebrow={courseLabel(session.course)} title={session.title} subtitle={when} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <dl className="grid gap-2 rounded-2xl bg-brand-50 p-6 text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold">Format</dt>
          <dd>{SESSION_FORMATS.find((entry) => entry.value === session.format)?.label}</dd>
          <dt className="font-semibold">Price</dt>
          <dd>{session.price}</dd>
          <dt className="font-semibold">Seats</dt>
          <dd>{seatsText(session.seatsLeft)}</dd>
        </dl>
        {done ? (
          <div role="status" className="mt-8 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
            <h2 className="font-semibold">{done === "confirmed" ? "You are registered" : "You are on the waitlist"}</h2>
            <p className="mt-1">
              {done === "confirmed"
                ? "Your seat is confirmed. We have e-mailed you the joining details and a calendar invitation."
                : "The session is full. We have e-mailed you; if a seat frees, the first person waiting is offered it by e-mail."}
            </p>
          </div>
        ) : !session.open ? (
          <p className="mt-8 font-semibold">Registration for this session is closed.</p>
        ) : (
          <form method="post" noValidate aria-labelledby="register-heading" className="mt-8 space-y-5">
            <h2 id="register-heading" className="text-2xl font-bold text-brand-900">
              {full ? "Join the waitlist" : "Register"}
            </h2>
            <Honeypot />
            <input type="hidden" name="formToken" value={formToken} />
            <FormAlert form={FORM} message={actionData?.formError ?? null} fieldErrors={fieldErrors} />
            <FormField form={FORM} name="name" label="Full name" hint="As it should appear on your certificate." error={fieldErrors.name}>
              <input
                type="text"
                autoComplete="name"
                maxLength={REGISTRATION_LIMITS.name}
                defaultValue={values.name}
                className={controlClass}
                aria-required
                {...described(FORM, "name", fieldErrors.name, "hint")}
              />
            </FormField>
            <FormField form={FORM} name="email" label="E-mail" error={fieldErrors.email}>
              <input
                type="email"
                autoComplete="email"
                maxLength={REGISTRATION_LIMITS.email}
                defaultValue={values.email}
                className={controlClass}
                aria-required
                {...described(FORM, "email", fieldErrors.email)}
              />
            </FormField>
            <FormField form={FORM} name="organisation" label="Organisation (optional)" error={fieldErrors.organisation}>
              <input
                type="text"
                autoComplete="organization"
                maxLength={REGISTRATION_LIMITS.organisation}
                defaultValue={values.organisation}
                className={controlClass}
                {...described(FORM, "organisation", fieldErrors.organisation)}
              />
            </FormField>
            <div>
              <div className="flex items-start gap-3">
                <input
                  type="checkbox"
                  value={REGISTRATION_CONSENT}
                  defaultChecked={values.consent === REGISTRATION_CONSENT}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                  {...described(FORM, "consent", fieldErrors.consent)}
                />
                <label htmlFor={`${FORM}-consent`} className="text-slate-800">
                  I agree to be contacted by e-mail about this session (confirmation, changes, waitlist offers and my certificate).
                </label>
              </div>
              {fieldErrors.consent ? (
                <p id={`${FORM}-consent-error`} className="mt-1.5 text-sm font-medium text-red-700">
                  {fieldErrors.consent}
                </p>
              ) : null}
            </div>
            <button type="submit" className={buttonClass({ variant: "primary", size: "lg" })}>
              {full ? "Join the waitlist" : "Register"}
            </button>
          </form>
        )}
        <p className="mt-10">
          <a className="font-semibold text-brand-700 underline" href={trainingPath(session.course)}>
            About {courseLabel(session.course)}
          </a>
        </p>
      </div>
    </main>
  );
}
