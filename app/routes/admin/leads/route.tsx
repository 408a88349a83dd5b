import { parseLeadListQuery } from "~/lib/leads/lead-list-query";
import { assignableStaff, countNewLeads, leadFilterOptions, listLeads } from "~/services/leads";
import { mailStatus } from "~/services/mail";
import { bookingsOfLeads, manageUrl } from "~/services/bookings";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { handleLeadAction } from "./leads.server";
import { LeadsPanel } from "./leads-panel";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "leads:manage");
  const query = parseLeadListQuery(new URL(request.url).searchParams);
  const db = context.database.db;
  const read = async () => {
    const list = await listLeads(db, user.actor, query);
    const bookings = await bookingsOfLeads(
      db,
      user.actor,
      list.leads.map((lead) => lead.id),
    );
    const manageLinks = Object.fromEntries(Object.values(bookings).map((booking) => [booking.id, manageUrl(context, booking.id, "reschedule", new Date())]));
    return { ...list, bookings, manageLinks, newCount: await countNewLeads(db), filters: await leadFilterOptions(db), staff: await assignableStaff(db) };
  };
  const fallback = {
    leads: [],
    bookings: {},
    manageLinks: {},
    total: 0,
    page: 1,
    pageCount: 1,
    newCount: 0,
    filters: { sources: [], campaigns: [] },
    staff: [],
  };
  return {
    query,
    mail: await loadOrUnavailable(context, () => mailStatus(db, context.config, "lead_notification")),
    ...(await loadOrUnavailable(context, read, { label: "leads", fallback })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "leads:manage");
  return handleLeadAction(request, context, user);
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  return <LeadsPanel {...loaderData} />;
}
