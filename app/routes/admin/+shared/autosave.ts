import { ADMIN_RESPONSE_HEADERS } from "~/lib/admin/admin-headers";
import { NEW_POST_DRAFT_KEY } from "~/lib/blog/autosave";
import { parseFormValues } from "~/lib/blog/post-form-values";
import { deleteAutosave, putAutosave } from "~/services/blog";
import { DomainError, type RequestContext } from "~/services/platform";
import { CONTENT_MESSAGES, deleteContentAutosave, findContentDocument, putContentAutosave } from "~/services/site-content";
import { type AdminUser, requireAdmin } from "~/routes/admin/guard.server";
import { postIdOf } from "~/routes/admin/posts/posts.server";
import { documentJsonOf, versionOf } from "~/routes/admin/content/content.server";
import { readForm } from "~/routes/read-form.server";
import type { Route } from "./+types/autosave";

/**
 * The one autosave of both editors: keeps (intent "save") or forgets (intent "discard") the
 * signed-in person's unsaved work on one post (`kind=post`, `id` a post id or "new") or one site
 * content document (`kind=content`). Answers JSON; an ended session gets the login redirect, which
 * the editors read as "signed out" and keep the work in the browser.
 */
function answer(body: object, status = 200) {
  return Response.json(body, { status, headers: ADMIN_RESPONSE_HEADERS });
}

/** The one error mapping: a refusal says why with its own status; anything else is logged and answered 503 (nothing typed is lost: the browser keeps its copy). */
function autosaveFailure(context: Pick<RequestContext, "log">, error: unknown, kind: string) {
  if (error instanceof DomainError) return answer({ ok: false, error: error.message }, error.status);
  context.log.error({ err: error, kind }, "autosave failed");
  return answer({ ok: false, error: "The changes could not be kept" }, 503);
}

function parseJson(text: FormDataEntryValue | null): unknown {
  if (typeof text !== "string") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function postAutosave(context: Route.ActionArgs["context"], form: FormData, user: AdminUser) {
  const raw = form.get("id");
  const draftKey = raw === NEW_POST_DRAFT_KEY ? NEW_POST_DRAFT_KEY : postIdOf(raw);
  if (!draftKey) return answer({ ok: false, error: "Unknown post" }, 400);
  const db = context.database.db;
  if (form.get("intent") === "discard") {
    await deleteAutosave(db, user.userId, draftKey);
    return answer({ ok: true });
  }
  const values = parseFormValues(parseJson(form.get("data")));
  if (!values) return answer({ ok: false, error: "The form could not be read" }, 400);
  const base = Number(form.get("baseVersion"));
  const savedAt = await putAutosave(db, user, draftKey, Number.isInteger(base) && base > 0 ? base : null, values);
  return answer({ ok: true, savedAt: savedAt.toISOString() });
}

async function contentAutosave(context: Route.ActionArgs["context"], form: FormData, user: AdminUser) {
  const document = findContentDocument(String(form.get("id") ?? ""));
  if (!document) return answer({ ok: false, error: CONTENT_MESSAGES.notFound }, 404);
  const db = context.database.db;
  if (form.get("intent") === "discard") {
    await deleteContentAutosave(db, user.actor, document.id);
    return answer({ ok: true });
  }
  const data = documentJsonOf(form.get("data"));
  const baseVersion = versionOf(form.get("baseVersion"));
  if (!data || baseVersion === null) return answer({ ok: false, error: CONTENT_MESSAGES.notJson }, 400);
  const savedAt = await putContentAutosave(db, user.actor, { id: document.id, baseVersion, data });
  return answer({ ok: true, savedAt: savedAt.toISOString() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const kind = new URL(request.url).searchParams.get("kind");
  if (kind !== "post" && kind !== "content") return answer({ ok: false, error: "Unknown kind of document" }, 400);
  const user = await requireAdmin(request, context, kind === "post" ? "blog:manage" : "content:manage");
  const form = await readForm(request, context);
  try {
    return await (kind === "post" ? postAutosave(context, form, user) : contentAutosave(context, form, user));
  } catch (error) {
    return autosaveFailure(context, error, kind);
  }
}
