import { CircleCheck } from "~/components/site/icons";
import { PageHero } from "~/components/site/page-hero";
import { formatMeetingTime } from "~/lib/bookings/slots";
import { identityValues } from "~/lib/identity/identity";
import { fillIdentity } from "~/lib/identity/identity-tokens";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { metaFromLoader, type PageMetaFields } from "~/lib/seo/page-meta-tags";
import { BOOKED_PATH, BOOKING_PATH } from "~/lib/site/public-paths";
import { bookingView } from "~/services/bookings";
import { readSignedLink } from "~/services/platform";
import { NO_STORE } from "../contact.server";
import { BOOKED_LINK_PURPOSE, bookingTexts } from "./booking-page.server";
import type { QueryHandle } from "~/lib/site/page-query";
import type { Route } from "./+types/booked";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { booking: texts } = await bookingTexts(request, context);
  const identity = identityValues(context.config.identity);
  const meta: PageMetaFields = {
    title: fillIdentity(texts.booked.title, identity),
    description: fillIdentity(texts.booked.intro, identity),
    path: BOOKED_PATH,
    noindex: true,
  };
  const verdict = readSignedLink(context.config.sessionSecret, BOOKED_LINK_PURPOSE, new URL(request.url).searchParams.get("t"), new Date());
  const booking = verdict.ok ? await bookingView(context.database.db, verdict.subject) : null;
  return {
    meta,
    texts,
    when: booking ? `${formatMeetingTime(booking.start, booking.visitorTimeZone)} (${booking.visitorTimeZone.replaceAll("_", " ")})` : null,
  };
}

/** The query this page reads (the page cache renders it without any other, decision 046). */
export const handle: QueryHandle = { query: ["t"] };

export const headers = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

/** Where a booked consultation lands (POST, then redirect): its time in the visitor's zone, and that the invitation is on its way. */
export default function Booked({ loaderData: { texts, when } }: Route.ComponentProps) {
  const fill = useFillIdentity();
  return (
    <main id="main">
      <PageHero eyebrow={fill(texts.page.eyebrow)} title={fill(texts.booked.title)} subtitle={fill(texts.booked.mailNote)} />
      <section aria-label="Your booking" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <div className="flex items-start gap-3 rounded-2xl bg-brand-50 p-6">
          <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
          {when ? (
            <p className="text-lg text-slate-900">
              {fill(texts.booked.intro)} <strong data-booked-time>{when}</strong>.
            </p>
          ) : (
            <p className="text-lg text-slate-900">{fill(texts.booked.mailNote)}</p>
          )}
        </div>
        <p className="mt-8">
          <a href={BOOKING_PATH} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {fill(texts.page.title)}
          </a>
        </p>
      </section>
    </main>
  );
}
