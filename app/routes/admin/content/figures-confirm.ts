import { ADMIN_RESPONSE_HEADERS } from "~/lib/admin/admin-headers";
import { FIGURES_SUBJECT_TYPES, type FiguresSubjectType } from "~/db/schema/figures-check";
import { DomainError } from "~/services/platform";
import { confirmFiguresWarning } from "~/services/site-content";
import { requireAdmin } from "~/routes/admin/guard.server";
import { readForm } from "~/routes/read-form.server";
import type { Route } from "./+types/figures-confirm";

const answer = (body: object, status = 200) => Response.json(body, { status, headers: ADMIN_RESPONSE_HEADERS });

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * "This is right" on one figures-check warning of a post or a site content document: stored and
 * audited by the service (which checks blog:manage or content:manage); answers JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const form = await readForm(request, context);
  const subjectType = field(form, "subjectType");
  if (!FIGURES_SUBJECT_TYPES.includes(subjectType as FiguresSubjectType)) return answer({ ok: false, error: "Unknown text" }, 400);
  try {
    await confirmFiguresWarning(context.database.db, user.actor, {
      subjectType: subjectType as FiguresSubjectType,
      subjectId: field(form, "subjectId").slice(0, 200),
      warningKey: field(form, "warningKey"),
      message: field(form, "message"),
    });
    return answer({ ok: true });
  } catch (error) {
    if (error instanceof DomainError) return answer({ ok: false, error: error.message }, error.status);
    throw error;
  }
}
