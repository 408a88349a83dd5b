import { can } from "~/lib/auth/permissions";
import { filterContentDocuments, parseContentListQuery } from "~/lib/site-content/content-list-query";
import { requireAdmin } from "~/routes/admin/guard.server";
import { contentHealth, listContentDocuments } from "~/services/site-content";
import { ContentListPanel } from "./content-list-panel";
import type { Route } from "./+types/list";

/** Every account reads the list; only content:manage changes content (checked again in the service). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const db = context.database.db;
  const all = await listContentDocuments(db, user.actor);
  // Filtered on the server: the tab's GET form searches without JavaScript too.
  const query = parseContentListQuery(new URL(request.url).searchParams);
  const documents = filterContentDocuments(all, query);
  // What needs a person is a hint: the list stands without it.
  const health = await contentHealth(db, new Date(), context.log).catch((error: unknown) => {
    context.log.error({ err: error }, "site content health could not be read");
    return [];
  });
  return { documents, total: all.length, query, health, canManage: can(user.userType, "content:manage") };
}

export default function SiteContentList({ loaderData }: Route.ComponentProps) {
  return <ContentListPanel {...loaderData} />;
}
