import { data } from "react-router";
import { z } from "zod";
import { defaultImageFor, isCuratedImage } from "~/lib/blog/curated-images";
import { NEW_POST_DRAFT_KEY } from "~/lib/blog/autosave";
import { POST_TOASTS } from "./post-admin-text";
import type { PostActionResult } from "./post-action-result";
import type { PostInput } from "~/lib/blog/post-input";
import { POST_TYPES, type PostType } from "~/lib/blog/post-enums";
import { formatDateTime } from "~/lib/core/dates";
import { NotPermittedError, type SessionUser } from "~/services/auth/index";
import {
  deleteAutosave,
  deleteStaffPost,
  duplicateStaffPost,
  getEditablePost,
  PostNotFoundError,
  PostValidationError,
  PostVersionConflictError,
  resetToDefaultPosts,
  restoreRevision,
  type SaveIntent,
  savePost,
  type Staff,
  unpublishStaffPost,
} from "~/services/blog/index";
import { isLibraryImage } from "~/services/media/index";
import type { RequestContext } from "~/services/platform/index";
import { readForm } from "~/routes/read-form.server";

/** Form parsing and answers of the Blog Posts tab; the services do the work and check the role again. */

const SCHEDULE_MESSAGES = {
  missing: "Choose the date and time to publish at",
  past: "Choose a time in the future",
} as const;

function reply(result: PostActionResult) {
  return data(result, { status: result.ok ? 200 : result.conflict ? 409 : 400 });
}

export function staffOf(request: Request, context: RequestContext, user: SessionUser): Staff {
  return { user, ipAddress: context.clientIp, userAgent: request.headers.get("user-agent"), requestId: context.requestId };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

const uuid = z.uuid();
const version = z.coerce.number().int().min(1).max(2_147_483_647);

/** The post id a form names, or null when it names none or a forged one. */
export function postIdOf(value: unknown): string | null {
  const parsed = uuid.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function versionOf(form: FormData): number | undefined {
  const parsed = version.safeParse(form.get("version"));
  return parsed.success ? parsed.data : undefined;
}

function postTypeOf(value: string): PostType | null {
  return POST_TYPES.find((type) => type === value) ?? null;
}

/** The form's post fields; an image that is neither curated nor in the media library is refused at the field. */
async function postInputOf(form: FormData, db: RequestContext["database"]["db"]): Promise<{ input: PostInput; errors: Record<string, string> }> {
  const type = postTypeOf(text(form, "type"));
  const chosen = text(form, "image").trim();
  const errors: Record<string, string> = {};
  if (chosen && !isCuratedImage(chosen) && !(await isLibraryImage(db, chosen))) errors.image = "Choose one of the images shown";
  const date = text(form, "date").trim();
  return {
    input: {
      title: text(form, "title"),
      date: date || undefined,
      type,
      category: text(form, "category"),
      image: chosen || defaultImageFor(type),
      featured: form.get("featured") === "on",
      excerpt: text(form, "excerpt"),
      content: text(form, "content"),
      tags: form.getAll("tags").filter((tag): tag is string => typeof tag === "string"),
      slug: text(form, "slug"),
      metaTitle: text(form, "metaTitle"),
      metaDescription: text(form, "metaDescription"),
      noindex: form.get("noindex") === "on",
    },
    errors,
  };
}

function saveIntentOf(form: FormData, now: Date): SaveIntent | { error: string } {
  const status = text(form, "status");
  if (status === "draft") return { kind: "draft" };
  if (status === "publish") return { kind: "publish" };
  if (status === "schedule") {
    const at = text(form, "publishAt");
    if (!at) return { error: SCHEDULE_MESSAGES.missing };
    const publishAt = new Date(at);
    if (Number.isNaN(publishAt.getTime())) return { error: SCHEDULE_MESSAGES.missing };
    if (publishAt.getTime() <= now.getTime()) return { error: SCHEDULE_MESSAGES.past };
    return { kind: "schedule", publishAt };
  }
  return { kind: "keep" };
}

function successToast(intent: SaveIntent, created: boolean) {
  if (intent.kind === "draft") return POST_TOASTS.draftSaved;
  if (intent.kind === "schedule") return POST_TOASTS.scheduled(`${formatDateTime(intent.publishAt)} UTC`);
  return created ? POST_TOASTS.saved : POST_TOASTS.updated;
}

/** What every refused write answers, whichever service refused it. */
async function failure(intent: string, error: unknown, context: RequestContext, postId: string | null, fallback: PostActionResult["toast"]) {
  if (error instanceof NotPermittedError) return data({ intent, ok: false, toast: POST_TOASTS.notPermitted } satisfies PostActionResult, { status: 403 });
  if (error instanceof PostValidationError) return reply({ intent, ok: false, toast: POST_TOASTS.saveFailed(error.message), fieldErrors: error.fieldErrors });
  if (error instanceof PostNotFoundError) return reply({ intent, ok: false, toast: POST_TOASTS.notFound });
  if (error instanceof PostVersionConflictError && postId) {
    const theirs = await getEditablePost(context.database.db, postId);
    const conflict = theirs ? { version: theirs.version, title: theirs.title, excerpt: theirs.excerpt, content: theirs.content } : undefined;
    return reply({ intent, ok: false, toast: POST_TOASTS.conflict, conflict });
  }
  context.log.error({ err: error, intent }, "blog post action failed");
  return data({ intent, ok: false, toast: fallback } satisfies PostActionResult, { status: 500 });
}

/** The editor's save: create (no id) or update, with the status the pressed button asks for. */
export async function handleSave(request: Request, context: RequestContext, user: SessionUser, postId: string | null) {
  const form = await readForm(request, context);
  const db = context.database.db;
  const intent = saveIntentOf(form, new Date());
  const { input, errors } = await postInputOf(form, db);
  if ("error" in intent) errors.publishAt = intent.error;
  const expectedVersion = versionOf(form);
  // An edit always names the version it was based on: without one it could overwrite unseen changes.
  if (postId && expectedVersion === undefined) return reply({ intent: "save", ok: false, toast: POST_TOASTS.staleForm });
  if (Object.keys(errors).length || "error" in intent) {
    return reply({ intent: "save", ok: false, toast: POST_TOASTS.saveFailed(Object.values(errors)[0]), fieldErrors: errors });
  }
  try {
    const saved = await savePost(db, staffOf(request, context, user), { id: postId, expectedVersion: postId ? expectedVersion : undefined, input, intent });
    // Saved: the autosave of this form is no longer unsaved work.
    await deleteAutosave(db, user.userId, postId ?? NEW_POST_DRAFT_KEY);
    return reply({ intent: "save", ok: true, toast: successToast(intent, postId === null), saved: { id: saved.id, version: saved.version } });
  } catch (error) {
    return failure("save", error, context, postId, POST_TOASTS.saveFailed());
  }
}

/** The list's row and toolbar actions: delete, duplicate, reset, unpublish. */
export async function handleListAction(request: Request, context: RequestContext, user: SessionUser) {
  const form = await readForm(request, context);
  const db = context.database.db;
  const staff = staffOf(request, context, user);
  const intent = text(form, "intent");
  const postId = postIdOf(form.get("postId"));
  try {
    switch (intent) {
      case "reset":
        await resetToDefaultPosts(db, staff);
        return reply({ intent, ok: true, toast: POST_TOASTS.reset });
      case "delete":
        if (!postId || !(await deleteStaffPost(db, staff, postId, versionOf(form)))) return reply({ intent, ok: false, toast: POST_TOASTS.deleteFailed });
        return reply({ intent, ok: true, toast: POST_TOASTS.deleted });
      case "duplicate": {
        if (!postId) return reply({ intent, ok: false, toast: POST_TOASTS.duplicateFailed });
        const copy = await duplicateStaffPost(db, staff, postId);
        return reply({ intent, ok: true, toast: POST_TOASTS.duplicated, saved: { id: copy.id, version: copy.version } });
      }
      case "unpublish": {
        if (!postId) return reply({ intent, ok: false, toast: POST_TOASTS.submitFailed });
        const saved = await unpublishStaffPost(db, staff, postId, versionOf(form));
        return reply({ intent, ok: true, toast: POST_TOASTS.unpublished, saved: { id: saved.id, version: saved.version } });
      }
      default:
        return reply({ intent: "unknown", ok: false, toast: POST_TOASTS.submitFailed });
    }
  } catch (error) {
    const fallback = intent === "reset" ? POST_TOASTS.resetFailed : intent === "duplicate" ? POST_TOASTS.duplicateFailed : POST_TOASTS.deleteFailed;
    return failure(intent, error, context, postId, fallback);
  }
}

/** History's restore button. */
export async function handleRestore(request: Request, context: RequestContext, user: SessionUser, postId: string) {
  const form = await readForm(request, context);
  const db = context.database.db;
  const revisionId = postIdOf(form.get("revisionId"));
  const expectedVersion = versionOf(form);
  if (!revisionId) return reply({ intent: "restore", ok: false, toast: POST_TOASTS.submitFailed });
  if (expectedVersion === undefined) return reply({ intent: "restore", ok: false, toast: POST_TOASTS.staleForm });
  try {
    const saved = await restoreRevision(db, staffOf(request, context, user), postId, revisionId, expectedVersion);
    return reply({ intent: "restore", ok: true, toast: POST_TOASTS.restored, saved: { id: saved.id, version: saved.version } });
  } catch (error) {
    return failure("restore", error, context, postId, POST_TOASTS.submitFailed);
  }
}
