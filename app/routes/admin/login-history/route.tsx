import { data } from "react-router";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "~/lib/core/control-characters";
import { LoginHistoryPanel } from "./login-history-panel";
import { parseLoginFilter } from "~/lib/security/login-history";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { listLoginRecords, loginHistoryVersion, loginStats } from "~/services/security";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "loginHistory:view");
  const url = new URL(request.url);
  const filter = parseLoginFilter(url.searchParams.get("status"));
  const search = (url.searchParams.get("q") ?? "").slice(0, 100);
  if (hasControlCharacters(search)) throw data(`The search ${CONTROL_CHARACTER_MESSAGE}.`, { status: 400 });
  const db = context.database.db;
  const read = async () => {
    const [records, stats, version] = await Promise.all([listLoginRecords(db, { filter, search }), loginStats(db), loginHistoryVersion(db)]);
    return { version, stats, records: records.map((record) => ({ ...record, timestamp: record.timestamp.toISOString() })) };
  };
  const fallback = { version: "", stats: { total: 0, successful: 0, failed: 0 }, records: [] };
  return { filter, search, ...(await loadOrUnavailable(context, read, { label: "login history", fallback })) };
}

export default function LoginHistory({ loaderData }: Route.ComponentProps) {
  return <LoginHistoryPanel {...loaderData} />;
}
