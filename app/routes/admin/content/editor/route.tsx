import { data } from "react-router";
import { can } from "~/lib/auth/permissions";
import { requireAdmin } from "~/routes/admin/guard.server";
import { listMedia } from "~/services/media";
import { findContentDocument, getContentAutosave, getEditableContent } from "~/services/site-content";
import { handleContentAction } from "../content.server";
import { LifecyclePanel } from "~/routes/admin/+shared/lifecycle-panel";
import { lifecyclePanelData } from "~/routes/admin/+shared/lifecycle.server";
import { builtInImages, usesMedia } from "../content-images.server";
import { DocumentEditor } from "./document-editor";
import { sameContent } from "./document-values";
import type { Route } from "./+types/route";

/**
 * A document's form: its fields' descriptions (plain data: the declarations stay on the server),
 * its stored state, the signed-in person's autosave, and the images an image field may show.
 * Every account may open it; only content:manage can change anything.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const document = findContentDocument(params.documentId);
  if (!document) throw data("Content not found", { status: 404 });
  const db = context.database.db;
  const canManage = can(user.userType, "content:manage");
  const fields = document.type.fields;
  const media = canManage && usesMedia(fields);
  const content = await getEditableContent(db, user.actor, document.id);
  return {
    document: {
      id: document.id,
      label: document.declaration.label,
      typeLabel: document.type.label,
      description: document.type.description,
      pages: [...document.declaration.pages],
      reviewEveryDays: document.type.reviewEveryDays ?? null,
    },
    fields,
    content,
    // A reset would change nothing: the built-in content is what the pages show, with no draft.
    atBuiltIn: !content.hasDraft && sameContent(content.published, document.declaration.defaults),
    autosave: canManage ? await getContentAutosave(db, user.actor, document.id) : null,
    library: media ? await listMedia(db, user) : [],
    builtInImages: media ? builtInImages() : [],
    canManage,
    lifecycle: await lifecyclePanelData(db, user, "content", document.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "content:manage");
  return handleContentAction(request, context, user, params.documentId);
}

export default function ContentDocumentEditor({ loaderData }: Route.ComponentProps) {
  // Keyed by document: opening another one starts a fresh form and panel (two keys: siblings sharing one are not told apart).
  return (
    <>
      <DocumentEditor key={`editor-${loaderData.document.id}`} {...loaderData} />
      <LifecyclePanel key={`lifecycle-${loaderData.document.id}`} data={loaderData.lifecycle} />
    </>
  );
}
