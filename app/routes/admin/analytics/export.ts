import { BREAKDOWN_ROWS_EXPORTED, BREAKDOWNS, findBreakdown } from "~/lib/analytics/breakdowns";
import { breakdownCsv, breakdownFileName } from "~/lib/analytics/breakdown-csv";
import { parseDashboardQuery } from "~/lib/analytics/dashboard-query";
import { resolvePeriod } from "~/lib/analytics/periods";
import { todayIsoDate } from "~/lib/core/iso-day";
import { analyticsBreakdown } from "~/services/analytics/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import type { Route } from "./+types/export";

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** CSV of one breakdown for the period and filters in the URL (the dashboard's own query plus `breakdown`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "analytics:export");
  const now = new Date();
  const params = new URL(request.url).searchParams;
  const breakdown = findBreakdown(params.get("breakdown"));
  if (!breakdown) return plain(`Choose a breakdown to export: ${BREAKDOWNS.map((item) => item.key).join(", ")}.`, 400);
  const { query, problems } = parseDashboardQuery(params, todayIsoDate(now));
  // A file must say exactly what it holds: a mistyped filter is refused, not silently dropped.
  if (problems.length) return plain(problems.join("\n"), 400);
  const rows = await loadOrUnavailable(context, () =>
    analyticsBreakdown(
      context.database.db,
      user,
      query,
      breakdown,
      { now, todayMaxAgeSeconds: context.config.ANALYTICS_TODAY_MAX_AGE_SECONDS },
      BREAKDOWN_ROWS_EXPORTED,
    ),
  );
  const period = resolvePeriod(query.period, todayIsoDate(now), query.custom);
  return new Response(breakdownCsv(breakdown, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${breakdownFileName(breakdown, period.from, period.to)}"`,
      "Cache-Control": "no-store",
    },
  });
}
