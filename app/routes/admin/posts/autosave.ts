import { ADMIN_RESPONSE_HEADERS } from "~/lib/admin/admin-headers";
import { NEW_POST_DRAFT_KEY } from "~/lib/blog/autosave";
import { parseFormValues } from "~/lib/blog/post-form-values";
import { deleteAutosave, putAutosave } from "~/services/blog";
import { DomainError } from "~/services/platform";
import { requireAdmin } from "~/routes/admin/guard.server";
import { postIdOf } from "./posts.server";
import { readForm } from "~/routes/read-form.server";
import type { Route } from "./+types/autosave";

/**
 * The editor's autosave: keeps (intent "save") or forgets (intent "discard") the signed-in user's
 * unsaved form of one post. Answers JSON; an ended session gets the login redirect, which the editor
 * reads as "signed out" and keeps the work in the browser.
 */
function answer(body: object, status = 200) {
  return Response.json(body, { status, headers: ADMIN_RESPONSE_HEADERS });
}

function draftKeyOf(value: FormDataEntryValue | null): string | null {
  return value === NEW_POST_DRAFT_KEY ? NEW_POST_DRAFT_KEY : postIdOf(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  const form = await readForm(request, context);
  const draftKey = draftKeyOf(form.get("draftKey"));
  if (!draftKey) return answer({ ok: false, error: "Unknown post" }, 400);
  const db = context.database.db;
  try {
    if (form.get("intent") === "discard") {
      await deleteAutosave(db, user.userId, draftKey);
      return answer({ ok: true });
    }
    const raw = form.get("values");
    const values = typeof raw === "string" ? parseFormValues(parseJson(raw)) : null;
    if (!values) return answer({ ok: false, error: "The form could not be read" }, 400);
    const base = Number(form.get("baseVersion"));
    const savedAt = await putAutosave(db, user, draftKey, Number.isInteger(base) && base > 0 ? base : null, values);
    return answer({ ok: true, savedAt: savedAt.toISOString() });
  } catch (error) {
    if (error instanceof DomainError) return answer({ ok: false, error: error.message }, error.status);
    context.log.error({ err: error }, "autosave failed");
    return answer({ ok: false, error: "The draft could not be saved" }, 503);
  }
}
