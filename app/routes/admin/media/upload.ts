import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "~/lib/media/media-rules";
import { UPLOAD_HEADERS, type UploadAnswer } from "~/lib/media/upload-protocol";
import { NotPermittedError } from "~/services/auth";
import { uploadImage } from "~/services/media";
import { DomainError } from "~/services/platform";
import { requireAdmin } from "~/routes/admin/guard.server";
import type { Route } from "./+types/upload";

function answer(body: UploadAnswer, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

function header(request: Request, name: string): string {
  try {
    return decodeURIComponent(request.headers.get(name) ?? "");
  } catch {
    return "";
  }
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}

/** One image upload: the body is the file (the server's body limit already refused a declared size past the cap). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "media:manage");
  if (request.method !== "POST") return loader();
  if (Number(request.headers.get("content-length") ?? "0") > MEDIA_MAX_BYTES) return answer({ ok: false, message: MEDIA_MESSAGES.tooLarge }, 413);
  try {
    const uploaded = await uploadImage(context, user.actor, {
      body: request.body,
      fileName: header(request, UPLOAD_HEADERS.fileName),
      alt: header(request, UPLOAD_HEADERS.alt),
    });
    return answer({ ok: true, item: uploaded.item, reused: uploaded.reused }, uploaded.reused ? 200 : 201);
  } catch (error) {
    if (error instanceof NotPermittedError) return answer({ ok: false, message: MEDIA_MESSAGES.readOnly }, 403);
    if (error instanceof DomainError) return answer({ ok: false, message: error.message }, error.status);
    context.log.error({ err: error }, "image upload failed");
    return answer({ ok: false, message: MEDIA_MESSAGES.failed }, 500);
  }
}
