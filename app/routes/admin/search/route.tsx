import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { listSearchMisses, listSynonymGroups } from "~/services/search";
import { normalizeQuery } from "~/lib/search/query";
import { handleSearchAction } from "./search.server";
import { SYNONYM_FOR_PARAM } from "./search-admin-text";
import { SearchPanel } from "./search-panel";
import type { Route } from "./+types/route";

/** What visitors searched for and did not find, and the synonyms staff give search. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "content:manage");
  const db = context.database.db;
  const read = async () => {
    const [misses, synonyms] = await Promise.all([listSearchMisses(db), listSynonymGroups(db)]);
    return { misses, synonyms: synonyms.map((group) => ({ id: group.id, phrases: group.phrases, createdBy: group.createdBy })) };
  };
  return {
    retentionMonths: context.config.ANALYTICS_RETENTION_MONTHS,
    synonymFor: normalizeQuery(new URL(request.url).searchParams.get(SYNONYM_FOR_PARAM)) || null,
    ...(await loadOrUnavailable(context, read, { label: "site search", fallback: { misses: [], synonyms: [] } })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "content:manage");
  return handleSearchAction(request, context, user);
}

export default function SiteSearchAdmin({ loaderData }: Route.ComponentProps) {
  return <SearchPanel {...loaderData} />;
}
