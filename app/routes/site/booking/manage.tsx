import { data } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { SlotList } from "~/components/site/booking/slot-picker";
import { buttonClass } from "~/components/site/button-class";
import { PageHero } from "~/components/site/page-hero";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { metaFromLoader, type PageMetaFields } from "~/lib/seo/page-meta-tags";
import { BOOKING_PATH, MANAGE_BOOKING_PATH } from "~/lib/site/public-paths";
import { NO_STORE } from "../contact.server";
import { bookingTexts } from "./booking-page.server";
import { handleManage, manageState } from "./manage.server";
import type { QueryHandle } from "~/lib/site/page-query";
import type { Route } from "./+types/manage";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { booking: texts } = await bookingTexts(request, context);
  const state = await manageState(request, context, new URL(request.url).searchParams.get("t") ?? "");
  const meta: PageMetaFields = { title: texts.manage.title, description: texts.manage.title, path: MANAGE_BOOKING_PATH, noindex: true };
  return data({ meta, texts, state }, { status: state.error ? 404 : 200, headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleManage(request, context);
}

/** The query this page reads (the page cache renders it without any other, decision 046). */
export const handle: QueryHandle = { query: ["t", "zone"] };

export const headers = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  metaFromLoader(matches, data?.meta ?? { title: "Your consultation", description: "", path: MANAGE_BOOKING_PATH, noindex: true });

/** The page of the links in a booking's mails: the booking, other free times to move it to, and a cancel button. No account needed. */
export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { texts } = loaderData;
  const state = actionData?.state ?? loaderData.state;
  const fill = useFillIdentity();
  const live = state.booking && (state.booking.status === "booked" || state.booking.status === "confirmed");
  return (
    <main id="main">
      <PageHero eyebrow={fill(texts.page.eyebrow)} title={fill(texts.manage.title)} subtitle="" />
      <section aria-label={fill(texts.manage.title)} className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
        {state.notice ? (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
            {state.notice}
          </p>
        ) : null}
        {state.error ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            <p>{state.error}</p>
            <p className="mt-2">
              <a href={BOOKING_PATH} className="font-semibold underline underline-offset-2">
                {fill(texts.page.title)}
              </a>
            </p>
          </div>
        ) : null}
        {state.booking ? (
          <p className="text-lg text-slate-900">
            {fill(texts.manage.current)}: <strong data-booking-time>{state.booking.when}</strong>
          </p>
        ) : null}
        {live ? (
          <>
            <form method="post" id="reschedule" aria-labelledby="reschedule-heading" className="space-y-4 rounded-2xl border border-slate-200 p-6">
              <Honeypot />
              <input type="hidden" name="t" value={state.token} />
              <input type="hidden" name="intent" value="reschedule" />
              <h2 id="reschedule-heading" className="text-xl font-bold text-brand-900">
                {fill(texts.manage.rescheduleHeading)}
              </h2>
              <SlotList
                days={state.days}
                zone={state.booking!.zone}
                chosen={state.chosenSlot}
                heading={fill(texts.page.slotsHeading)}
                noSlots={fill(texts.page.noSlots)}
                error={state.slotError ?? undefined}
              />
              {state.days.length ? (
                <button type="submit" className={buttonClass({ variant: "primary", size: "lg" })}>
                  {fill(texts.manage.reschedule)}
                </button>
              ) : null}
            </form>
            <form method="post" id="cancel" aria-labelledby="cancel-heading" className="space-y-4 rounded-2xl border border-slate-200 p-6">
              <Honeypot />
              <input type="hidden" name="t" value={state.token} />
              <input type="hidden" name="intent" value="cancel" />
              <h2 id="cancel-heading" className="text-xl font-bold text-brand-900">
                {fill(texts.manage.cancelHeading)}
              </h2>
              <button type="submit" className={buttonClass({ variant: "destructive", size: "lg" })}>
                {fill(texts.manage.cancel)}
              </button>
            </form>
          </>
        ) : null}
      </section>
    </main>
  );
}
