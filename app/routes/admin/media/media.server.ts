import { data } from "react-router";
import { z } from "zod";
import { MEDIA_INTENTS, MEDIA_TOASTS, type MediaActionResult } from "~/routes/admin/media/media-admin-text";
import { NotPermittedError, type SessionUser } from "~/services/auth/index";
import { deleteMedia, MediaAltTextError, MediaInUseError, MediaNotFoundError, updateMediaAlt } from "~/services/media/index";
import type { RequestContext } from "~/services/platform/index";
import { readForm } from "~/routes/read-form.server";

function reply(result: MediaActionResult, status = result.ok ? 200 : 400) {
  return data(result, { status });
}

const uuid = z.uuid();

/** The Media tab's form posts; the services check the role again. */
export async function handleMediaAction(request: Request, context: RequestContext, user: SessionUser) {
  const form = await readForm(request, context);
  const intent = MEDIA_INTENTS.find((name) => name === form.get("intent"));
  if (!intent) return reply({ intent: "unknown", ok: false, toast: MEDIA_TOASTS.unexpected });
  const parsedId = uuid.safeParse(form.get("mediaId"));
  if (!parsedId.success) return reply({ intent, ok: false, toast: MEDIA_TOASTS.deleteFailed });
  const mediaId = parsedId.data;
  const actor = { user, ipAddress: context.clientIp, userAgent: request.headers.get("user-agent"), requestId: context.requestId };
  try {
    if (intent === "alt") {
      await updateMediaAlt(context.database.db, actor, mediaId, String(form.get("alt") ?? ""));
      return reply({ intent, ok: true, mediaId, toast: MEDIA_TOASTS.altSaved });
    }
    await deleteMedia(context, actor, mediaId);
    return reply({ intent, ok: true, mediaId, toast: MEDIA_TOASTS.deleted });
  } catch (error) {
    if (error instanceof NotPermittedError) return reply({ intent, ok: false, mediaId, toast: MEDIA_TOASTS.notPermitted }, 403);
    if (error instanceof MediaAltTextError)
      return reply({ intent, ok: false, mediaId, toast: MEDIA_TOASTS.altFailed(error.message), fieldErrors: { alt: error.message } });
    if (error instanceof MediaInUseError)
      return reply({ intent, ok: false, mediaId, toast: MEDIA_TOASTS.deleteRefused(error.posts), usedBy: error.posts }, 409);
    if (error instanceof MediaNotFoundError) return reply({ intent, ok: false, mediaId, toast: MEDIA_TOASTS.deleteFailed }, 404);
    context.log.error({ err: error, intent }, "media action failed");
    return reply({ intent, ok: false, mediaId, toast: MEDIA_TOASTS.unexpected }, 500);
  }
}
