import { ADMIN_RESPONSE_HEADERS } from "~/lib/admin/admin-headers";
import { NotPermittedError } from "~/services/auth";
import { CONTENT_MESSAGES, deleteContentAutosave, findContentDocument, putContentAutosave } from "~/services/site-content";
import { requireAdmin } from "~/routes/admin/guard.server";
import { readForm } from "~/routes/read-form.server";
import { documentJsonOf, versionOf } from "./content.server";
import type { Route } from "./+types/autosave";

function answer(body: object, status = 200) {
  return Response.json(body, { status, headers: ADMIN_RESPONSE_HEADERS });
}

/**
 * The editor's autosave: keeps (intent "save") or forgets (intent "discard") the signed-in person's
 * unsaved content of one document. Answers JSON; an ended session gets the login redirect, which
 * the editor reads as "signed out".
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "content:manage");
  const form = await readForm(request, context);
  const document = findContentDocument(String(form.get("documentId") ?? ""));
  if (!document) return answer({ ok: false, error: CONTENT_MESSAGES.notFound }, 404);
  const db = context.database.db;
  try {
    if (form.get("intent") === "discard") {
      await deleteContentAutosave(db, user.actor, document.id);
      return answer({ ok: true });
    }
    const data = documentJsonOf(form.get("data"));
    const baseVersion = versionOf(form.get("baseVersion"));
    if (!data || baseVersion === null) return answer({ ok: false, error: CONTENT_MESSAGES.notJson }, 400);
    const savedAt = await putContentAutosave(db, user.actor, { id: document.id, baseVersion, data });
    return answer({ ok: true, savedAt: savedAt.toISOString() });
  } catch (error) {
    if (error instanceof NotPermittedError) return answer({ ok: false, error: error.message }, 403);
    context.log.error({ err: error }, "site content autosave failed");
    return answer({ ok: false, error: "The changes could not be kept" }, 503);
  }
}
