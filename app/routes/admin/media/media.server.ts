import { z } from "zod";
import { NotPermittedError } from "~/services/auth";
import { deleteMedia, MediaInUseError, updateMediaAlt } from "~/services/media";
import type { RequestContext } from "~/services/platform";
import { readForm } from "~/routes/read-form.server";
import { failure, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import { MEDIA_INTENTS, MEDIA_TOASTS, type MediaActionResult } from "./media-admin-text";

const mediaId = z.uuid();

/** The Media tab's form posts; the services check the role again. */
export async function handleMediaAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const intent = MEDIA_INTENTS.find((name) => name === form.get("intent"));
  if (!intent) return reply<MediaActionResult>({ intent: "unknown", ok: false, toast: MEDIA_TOASTS.unexpected });
  const id = mediaId.safeParse(form.get("mediaId"));
  if (!id.success) return reply<MediaActionResult>({ intent, ok: false, toast: MEDIA_TOASTS.deleteFailed });
  try {
    if (intent === "alt") {
      await updateMediaAlt(context.database.db, user.actor, id.data, String(form.get("alt") ?? ""));
      return reply<MediaActionResult>({ intent, ok: true, mediaId: id.data, toast: MEDIA_TOASTS.altSaved });
    }
    await deleteMedia(context, user.actor, id.data);
    return reply<MediaActionResult>({ intent, ok: true, mediaId: id.data, toast: MEDIA_TOASTS.deleted(context.config.RETENTION_TRASH_DAYS) });
  } catch (error) {
    return failure<MediaActionResult>(context, error, {
      intent,
      fallback: MEDIA_TOASTS.unexpected,
      extra: { mediaId: id.data, usedBy: error instanceof MediaInUseError ? error.posts : undefined },
      toastFor: (refused) => {
        if (refused instanceof NotPermittedError) return MEDIA_TOASTS.notPermitted;
        if (refused instanceof MediaInUseError) return MEDIA_TOASTS.deleteRefused(refused.posts);
        return intent === "alt" ? MEDIA_TOASTS.altFailed(refused.message) : MEDIA_TOASTS.deleteFailed;
      },
    });
  }
}
