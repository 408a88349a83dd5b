import { z } from "zod";
import { NotPermittedError } from "~/services/auth";
import { POST_GONE, PostNotFoundError, purgeStaffPost, restoreStaffPost } from "~/services/blog";
import { MediaInUseError, MediaNotFoundError, purgeMedia, restoreMedia } from "~/services/media";
import type { RequestContext } from "~/services/platform";
import { readForm } from "~/routes/read-form.server";
import { failure, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import { TRASH_INTENTS, TRASH_TOASTS, type TrashActionResult } from "./trash-admin-text";

const fields = z.object({ id: z.uuid(), name: z.string().max(300).catch("") });

/** The Trash page's buttons: restore (staff who manage posts and media) and delete for good (admins; the services check both). */
export async function handleTrashAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const intent = TRASH_INTENTS.find((name) => name === form.get("intent"));
  const parsed = fields.safeParse({ id: form.get("id"), name: form.get("name") });
  if (!intent || !parsed.success) return reply<TrashActionResult>({ intent: intent ?? "unknown", ok: false, toast: TRASH_TOASTS.failed });
  const { id, name } = parsed.data;
  const done = (toast: TrashActionResult["toast"]) => reply<TrashActionResult>({ intent, ok: true, toast });
  try {
    switch (intent) {
      case "restore-post":
        await restoreStaffPost(context.database.db, user.actor, id);
        return done(TRASH_TOASTS.postRestored(name));
      case "purge-post":
        if (!(await purgeStaffPost(context.database.db, user.actor, id))) return reply<TrashActionResult>({ intent, ok: false, toast: TRASH_TOASTS.gone }, 404);
        return done(TRASH_TOASTS.purged(name));
      case "restore-media":
        await restoreMedia(context.database.db, user.actor, id);
        return done(TRASH_TOASTS.mediaRestored(name));
      case "purge-media":
        await purgeMedia(context, user.actor, id);
        return done(TRASH_TOASTS.purged(name));
    }
  } catch (error) {
    return failure<TrashActionResult>(context, error, {
      intent,
      fallback: TRASH_TOASTS.failed,
      toastFor: (refused) => {
        if (refused instanceof NotPermittedError) return TRASH_TOASTS.notPermitted;
        if (refused instanceof MediaNotFoundError || (refused instanceof PostNotFoundError && refused.message === POST_GONE.missing)) return TRASH_TOASTS.gone;
        if (refused instanceof MediaInUseError) return { title: "Image is in use", description: refused.message };
        return undefined;
      },
    });
  }
}
