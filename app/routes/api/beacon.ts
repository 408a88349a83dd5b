import { data } from "react-router";
import { visitorOf } from "~/services/auth";
import { beaconSchema, MAX_BEACON_BYTES } from "~/lib/analytics/beacon-schema";
import { bufferBeacon } from "~/services/analytics";
import { BodyTooLargeError, readLimitedText } from "~/services/platform";
import { currentAdmin } from "~/routes/admin/session-cookie.server";
import type { Route } from "./+types/beacon";

const noStore = { "Cache-Control": "no-store" };

/** First-party page-view and event beacon. Answers without content; the browser never shows a failure. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405, headers: { ...noStore, Allow: "POST" } });
  let text: string;
  try {
    text = await readLimitedText(request, MAX_BEACON_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return data({ error: `The beacon must be at most ${MAX_BEACON_BYTES} bytes.` }, { status: 413, headers: noStore });
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return data({ error: "The beacon must be JSON." }, { status: 400, headers: noStore });
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return data({ error: "The beacon is not a valid page view or event." }, { status: 400, headers: noStore });
  try {
    // Staff browsing the site while signed in are not visitors; the session is looked up only when a cookie is sent.
    const signedInStaff = request.headers.has("cookie") && (await currentAdmin(request, context, { touch: false })).status === "valid";
    // Stored within a second in one batch (decision 022): the answer does not wait for the database.
    bufferBeacon(context.database.db, context.logger, parsed.data, {
      ...visitorOf(request, context),
      ownHosts: [new URL(context.config.SITE_URL).host, new URL(request.url).host],
      signedInStaff,
      config: context.config,
    });
  } catch (error) {
    // Analytics must never break a page: log it; the browser ignores the answer.
    context.log.error({ err: error }, "recording a beacon failed");
    return data({ error: "Not recorded." }, { status: 503, headers: noStore });
  }
  return new Response(null, { status: 204, headers: noStore });
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { ...noStore, Allow: "POST" } });
}
