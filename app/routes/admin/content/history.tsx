import { data } from "react-router";
import { can } from "~/lib/auth/permissions";
import { requireAdmin } from "~/routes/admin/guard.server";
import { findContentDocument, getEditableContent, listContentRevisions } from "~/services/site-content";
import { handleRestore } from "./content.server";
import { HistoryPanel } from "./history-panel";
import type { Route } from "./+types/history";

/** A document's revisions, newest first, each with what it changed, and Restore for content:manage. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const document = findContentDocument(params.documentId);
  if (!document) throw data("Content not found", { status: 404 });
  const db = context.database.db;
  const [content, revisions] = await Promise.all([getEditableContent(db, user.actor, document.id), listContentRevisions(db, user.actor, document.id)]);
  return {
    document: { id: document.id, label: document.declaration.label },
    version: content.version,
    revisions,
    canManage: can(user.userType, "content:manage"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "content:manage");
  return handleRestore(request, context, user, params.documentId);
}

export default function ContentHistory({ loaderData }: Route.ComponentProps) {
  return <HistoryPanel {...loaderData} />;
}
