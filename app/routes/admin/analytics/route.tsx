import { AnalyticsPanel } from "./analytics-panel";
import { parseDashboardQuery } from "~/lib/analytics/dashboard-query";
import { can } from "~/lib/auth/permissions";
import { todayIsoDate } from "~/lib/core/iso-day";
import { analyticsDashboard, countryDatabaseInfo, realtimeVisitors } from "~/services/analytics/index";
import { addDays, resolvePeriod } from "~/lib/analytics/periods";
import { leadCountsBy } from "~/services/leads/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "analytics:view");
  const now = new Date();
  const { query, problems } = parseDashboardQuery(new URL(request.url).searchParams, todayIsoDate(now));
  const db = context.database.db;
  const read = async () => {
    // The period's consultation requests by where they came from, compared with the visits from there.
    const period = resolvePeriod(query.period, todayIsoDate(now), query.custom);
    const [from, until] = [new Date(`${period.from}T00:00:00Z`), new Date(`${addDays(period.to, 1)}T00:00:00Z`)];
    const campaigns = await leadCountsBy(db, "campaign", from, until);
    campaigns.delete("");
    const leadOrigins = { sources: await leadCountsBy(db, "source", from, until), campaigns };
    const dashboard = await analyticsDashboard(db, user, query, { now, todayMaxAgeSeconds: context.config.ANALYTICS_TODAY_MAX_AGE_SECONDS, leadOrigins });
    return { dashboard, realtime: await realtimeVisitors(db, user, now, query.filters) };
  };
  const { dashboard, realtime } = await loadOrUnavailable(context, read);
  const countryDatabase = countryDatabaseInfo(context.config);
  return {
    query,
    problems,
    dashboard,
    realtime,
    today: todayIsoDate(now),
    canExport: can(user.userType, "analytics:export"),
    countryDatabaseBuilt: countryDatabase ? countryDatabase.builtAt.toISOString().slice(0, 10) : null,
  };
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPanel {...loaderData} />;
}
