import { data } from "react-router";
import { SlotList, ZoneForm } from "~/components/site/booking/slot-picker";
import { ConsultationForm } from "~/components/site/consultation-form";
import { PageHero } from "~/components/site/page-hero";
import { BOOKING_FIELDS } from "~/lib/bookings/booking-rules";
import { identityValues } from "~/lib/identity/identity";
import { fillIdentity } from "~/lib/identity/identity-tokens";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { metaFromLoader, type PageMetaFields } from "~/lib/seo/page-meta-tags";
import { BOOKING_PATH, CONSULTATION_FORM_PATH } from "~/lib/site/public-paths";
import { freshForm, NO_STORE } from "../contact.server";
import { bookingTexts, handleBooking, slotPicker } from "./booking-page.server";
import type { QueryHandle } from "~/lib/site/page-query";
import type { Route } from "./+types/book";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [texts, picker] = await Promise.all([bookingTexts(request, context), slotPicker(context, url.searchParams)]);
  const identity = identityValues(context.config.identity);
  const meta: PageMetaFields = {
    title: fillIdentity(texts.booking.page.title, identity),
    description: fillIdentity(texts.booking.page.intro, identity),
    path: BOOKING_PATH,
  };
  // Every form carries its own signed token: the page is never stored.
  return data({ ...texts, meta, picker, form: freshForm(request, context) }, { headers: NO_STORE });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleBooking(request, context);
}

/** The query this page reads (the page cache renders it without any other, decision 046). */
export const handle: QueryHandle = { query: [BOOKING_FIELDS.zone, BOOKING_FIELDS.length] };

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

/** The booking page: the free times in the visitor's zone as a list of choices, then the consultation form's questions. */
export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const current = actionData ?? loaderData;
  const { booking: T, consultation, picker, form } = current;
  const fill = useFillIdentity();
  return (
    <main id="main">
      <PageHero eyebrow={fill(T.page.eyebrow)} title={fill(T.page.title)} subtitle={fill(T.page.intro)} />
      <section aria-labelledby="consultation-heading" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ZoneForm
            action={BOOKING_PATH}
            zone={picker.zone}
            zoneChosen={picker.zoneChosen}
            zones={picker.zones}
            lengths={picker.lengths}
            length={picker.length}
            texts={T.page}
          />
          <h2 id="consultation-heading" className="mt-8 text-2xl font-bold text-brand-900">
            {fill(T.page.detailsHeading)}
          </h2>
          <div className="mt-4">
            <ConsultationForm
              texts={consultation}
              {...form}
              action={BOOKING_PATH}
              submitLabel={fill(T.page.submit)}
              extraFields={[BOOKING_FIELDS.slot, BOOKING_FIELDS.length, BOOKING_FIELDS.zone]}
              before={
                <>
                  <input type="hidden" name={BOOKING_FIELDS.zone} value={picker.zone} />
                  <input type="hidden" name={BOOKING_FIELDS.length} value={String(picker.length)} />
                  <SlotList
                    days={picker.days}
                    zone={picker.zone}
                    chosen={picker.chosenSlot}
                    heading={fill(T.page.slotsHeading)}
                    noSlots={fill(T.page.noSlots)}
                    error={form.fieldErrors.slot}
                  />
                </>
              }
            />
          </div>
          <p className="mt-8">
            <a href={CONSULTATION_FORM_PATH} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              {fill(T.page.requestInstead)}
            </a>
          </p>
        </div>
      </section>
    </main>
  );
}
