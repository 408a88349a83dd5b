import { data } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { buttonClass } from "~/components/site/button-class";
import { PageHero } from "~/components/site/page-hero";
import { courseLabel } from "~/lib/training/training-options";
import { sessionTimeText } from "~/lib/training/zoned-time";
import { readForm } from "~/routes/read-form.server";
import { acceptOffer, cancelRegistration, registrationByLink } from "~/services/training";
import { DomainError } from "~/services/platform";
import { NO_STORE, refusal } from "./training-forms.server";
import type { Route } from "./+types/registration";

async function load(context: Route.LoaderArgs["context"], token: string) {
  try {
    return { registration: await registrationByLink(context, token), linkError: null };
  } catch (error) {
    if (error instanceof DomainError) return { registration: null, linkError: error.message };
    throw error;
  }
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const loaded = await load(context, params.token);
  return data(loaded, { status: loaded.registration ? 200 : 404, headers: NO_STORE });
}

/** Cancel (a seat, the waitlist, an offer) or take an offered seat, from the registrant's signed link. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const requester = { ip: context.clientIp, userAgent: request.headers.get("user-agent") };
  const intent = form.get("intent");
  try {
    if (intent === "accept") await acceptOffer(context, params.token, requester);
    else if (intent === "cancel") await cancelRegistration(context, params.token, requester);
    else throw new DomainError("Choose what to do.", 400);
    return data({ done: intent as string | null, formError: null as string | null, fieldErrors: {} as Record<string, string> }, { headers: NO_STORE });
  } catch (error) {
    return refusal(error, { done: null as string | null });
  }
}

export const headers: Route.HeadersFunction = () => NO_STORE;
export const meta: Route.MetaFunction = () => [{ title: "Your registration" }, { name: "robots", content: "noindex" }];

const STATUS_TEXT = {
  confirmed: "Your seat is confirmed.",
  waitlisted: "You are on the waitlist. If a seat frees, the first person waiting is offered it by e-mail.",
  offered: "A seat is held for you.",
  cancelled: "This registration is cancelled.",
  expired: "The seat offered to you was not taken in time and went to the next person waiting.",
} as const;

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const { registration, linkError } = loaderData;
  if (!registration) {
    return (
      <main id="main">
        <PageHero eyebrow="Training" title="Your registration" subtitle={linkError ?? ""} />
      </main>
    );
  }
  const { session } = registration;
  const status = actionData?.done === "accept" ? "confirmed" : actionData?.done === "cancel" ? "cancelled" : registration.status;
  const offerUntil =
    registration.offerExpiresAt && status === "offered"
      ? new Intl.DateTimeFormat("en-US", { timeZone: session.timeZone, dateStyle: "full", timeStyle: "short" }).format(new Date(registration.offerExpiresAt))
      : null;
  const canAct = !registration.started && (status === "confirmed" || status === "waitlisted" || status === "offered");
  return (
    <main id="main">
      <PageHero
        eyebrow={courseLabel(session.course)}
        title={session.title}
        subtitle={sessionTimeText(new Date(session.startsAt), new Date(session.endsAt), session.timeZone)}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-bold text-brand-900">Your registration, {registration.name}</h2>
        <p role="status" className="text-lg text-slate-800">
          {actionData?.done === "accept" ? "The seat is yours: we have e-mailed you the joining details and a calendar invitation." : STATUS_TEXT[status]}
          {offerUntil ? ` Take it by ${offerUntil} (${session.timeZone}).` : null}
        </p>
        {actionData?.formError ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            {actionData.formError}
          </p>
        ) : null}
        {canAct ? (
          <div className="flex flex-wrap gap-4">
            {status === "offered" ? (
              <form method="post">
                <Honeypot />
                <button type="submit" name="intent" value="accept" className={buttonClass({ variant: "primary", size: "lg" })}>
                  Take the seat
                </button>
              </form>
            ) : null}
            <form method="post">
              <Honeypot />
              <button type="submit" name="intent" value="cancel" className={buttonClass({ variant: "outline", size: "lg" })}>
                {status === "offered" ? "Decline the seat" : status === "waitlisted" ? "Leave the waitlist" : "Cancel my registration"}
              </button>
            </form>
          </div>
        ) : null}
      </div>
    </main>
  );
}
