import { z } from "zod";
import type { ActionResult } from "~/lib/admin/action-result";
import { DOCUMENT_KINDS } from "~/db/schema/index";
import {
  approveReview,
  commentOnDraft,
  createPreviewLink,
  requestChanges,
  resolveDraftComment,
  revokePreviewLink,
  submitForReview,
} from "~/services/publishing";
import { readForm } from "~/routes/read-form.server";
import { failure, reply } from "../action.server";
import { requireAdmin } from "../guard.server";
import type { Route } from "./+types/publishing";

export type LifecycleActionResult = ActionResult<{ previewPath: string }>;

const TOASTS = {
  submitted: { title: "Submitted for review", description: "Another staff member with the right must approve it before it goes live." },
  approved: { title: "Approved", description: "The change is live, or scheduled for the time its author chose." },
  changesRequested: { title: "Sent back", description: "The author sees your comment in the editor and on Home." },
  linkMade: { title: "Preview link made", description: "Copy it now: it is shown only once." },
  linkRevoked: { title: "Preview link revoked", description: "It no longer opens." },
  commented: { title: "Comment added", description: "The author sees it in the editor and on Home." },
  resolved: { title: "Comment resolved", description: "It stays in the list, marked resolved." },
  failed: { title: "Not done", description: "Something went wrong: nothing was changed. Try again." },
  unknown: { title: "Not done", description: "The form could not be read. Reload the page and try again." },
} as const;

const documentFields = { kind: z.enum(DOCUMENT_KINDS), id: z.string().min(1).max(200) };
const FORMS = {
  submit: z.object({ ...documentFields, version: z.coerce.number().int().min(0), publishAt: z.string().optional() }),
  approve: z.object({ requestId: z.string(), comment: z.string().optional() }),
  "request-changes": z.object({ requestId: z.string(), comment: z.string() }),
  "preview-create": z.object({ ...documentFields, pinned: z.enum(["pinned", "latest"]), days: z.coerce.number() }),
  "preview-revoke": z.object({ linkId: z.string() }),
  comment: z.object({ ...documentFields, body: z.string() }),
  "comment-resolve": z.object({ commentId: z.string() }),
} as const;
type Intent = keyof typeof FORMS;

function publishAtOf(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The editors' shared lifecycle actions (posts and site content alike): submit for review, approve
 * or send back, preview links, comments on drafts. Every service checks the role again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const form = Object.fromEntries(await readForm(request, context));
  const intent = (Object.keys(FORMS) as Intent[]).find((name) => name === form.intent);
  if (!intent) return reply<LifecycleActionResult>({ intent: "unknown", ok: false, toast: TOASTS.unknown });
  const parsed = FORMS[intent].safeParse(form);
  if (!parsed.success) return reply<LifecycleActionResult>({ intent, ok: false, toast: TOASTS.unknown });
  const db = context.database.db;
  const actor = user.actor;
  try {
    switch (intent) {
      case "submit": {
        const input = FORMS.submit.parse(form);
        await submitForReview(db, actor, { kind: input.kind, id: input.id, expectedVersion: input.version, publishAt: publishAtOf(input.publishAt) });
        return reply<LifecycleActionResult>({ intent, ok: true, toast: TOASTS.submitted });
      }
      case "approve": {
        const input = FORMS.approve.parse(form);
        await approveReview(db, actor, { requestId: input.requestId, comment: input.comment });
        return reply<LifecycleActionResult>({ intent, ok: true, toast: TOASTS.approved });
      }
      case "request-changes": {
        const input = FORMS["request-changes"].parse(form);
        await requestChanges(db, actor, { requestId: input.requestId, comment: input.comment });
        return reply<LifecycleActionResult>({ intent, ok: true, toast: TOASTS.changesRequested });
      }
      case "preview-create": {
        const input = FORMS["preview-create"].parse(form);
        const made = await createPreviewLink(db, actor, { kind: input.kind, id: input.id, pinned: input.pinned === "pinned", days: input.days });
        return reply<LifecycleActionResult>({ intent, ok: true, toast: TOASTS.linkMade, previewPath: made.path });
      }
      case "preview-revoke":
        await revokePreviewLink(db, actor, { linkId: FORMS["preview-revoke"].parse(form).linkId });
        return reply<LifecycleActionResult>({ intent, ok: true, toast: TOASTS.linkRevoked });
      case "comment": {
        const input = FORMS.comment.parse(form);
        await commentOnDraft(db, actor, { kind: input.kind, id: input.id, body: input.body });
        return reply<LifecycleActionResult>({ intent, ok: true, toast: TOASTS.commented });
      }
      case "comment-resolve":
        await resolveDraftComment(db, actor, { commentId: FORMS["comment-resolve"].parse(form).commentId });
        return reply<LifecycleActionResult>({ intent, ok: true, toast: TOASTS.resolved });
    }
  } catch (error) {
    return failure<LifecycleActionResult>(context, error, { intent, fallback: TOASTS.failed });
  }
}
