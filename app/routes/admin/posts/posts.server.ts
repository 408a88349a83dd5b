import { z } from "zod";
import { isCuratedImage } from "~/lib/blog/curated-images";
import { postFormInputSchema } from "~/lib/blog/post-form-input";
import { BROWSER_ZONE_FIELD, formatMomentIn, zoneOf } from "~/lib/core/moment-in-zone";
import { shownBackupReason } from "~/lib/backups/failure-reason";
import { authorizeActor, NotPermittedError } from "~/services/auth";
import { createBackup } from "~/services/backups";
import {
  deleteStaffPost,
  discardStaffPostChanges,
  duplicateStaffPost,
  getEditablePost,
  PostNotFoundError,
  PostValidationError,
  PostVersionConflictError,
  publishStaffPostChanges,
  readableText,
  resetToDefaultPosts,
  restoreRevision,
  type SaveIntent,
  savePost,
  unpublishStaffPost,
} from "~/services/blog";
import { isLibraryImage } from "~/services/media";
import type { Db, DomainError, RequestContext } from "~/services/platform";
import { readForm } from "~/routes/read-form.server";
import { failure, parseForm, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import type { PostActionResult } from "./post-admin-text";
import { POST_TOASTS } from "./post-toasts";

/** Form parsing and answers of the Blog Posts tab; the services do the work and check the role again. */

const SCHEDULE_MESSAGES = {
  missing: "Choose the date and time to publish at",
  past: "Choose a time in the future",
} as const;

const IMAGE_NOT_OFFERED = "Choose one of the images shown";

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

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** An image that is neither curated nor in the media library is refused at the field. */
async function imageRefusal(db: Db, form: FormData): Promise<Record<string, string>> {
  const chosen = text(form, "image").trim();
  return chosen && !isCuratedImage(chosen) && !(await isLibraryImage(db, chosen)) ? { image: IMAGE_NOT_OFFERED } : {};
}

function saveIntentOf(form: FormData, now: Date): SaveIntent | { error: string } {
  const status = text(form, "status");
  if (status === "draft") return { kind: "draft" };
  if (status === "publish") return { kind: "publish" };
  if (status === "changes") return { kind: "changes" };
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

function successToast(intent: SaveIntent, created: boolean, zone: string | null, live: boolean) {
  if (intent.kind === "draft") return POST_TOASTS.draftSaved;
  if (intent.kind === "changes" && live) return POST_TOASTS.changesSaved;
  if (intent.kind === "schedule")
    return live ? POST_TOASTS.changesScheduled(formatMomentIn(intent.publishAt, zone)) : POST_TOASTS.scheduled(formatMomentIn(intent.publishAt, zone));
  return created ? POST_TOASTS.saved : POST_TOASTS.updated;
}

/**
 * The tab's toast for each refusal of the blog service, titled by what was tried (`fallback`): a
 * post deleted meanwhile (another tab, someone else) says so plainly, in the trash or gone for good.
 */
function refusalToast(fallback: PostActionResult["toast"], intent: string) {
  return (error: DomainError) => {
    if (error instanceof NotPermittedError) return POST_TOASTS.notPermitted;
    if (error instanceof PostValidationError) return POST_TOASTS.saveFailed(error.message);
    if (error instanceof PostNotFoundError)
      return intent === "save" ? POST_TOASTS.notFound(error.message) : { title: fallback.title, description: error.message };
    if (error instanceof PostVersionConflictError) return intent === "save" ? POST_TOASTS.conflict : POST_TOASTS.changedMeanwhile(fallback.title);
    return undefined;
  };
}

/** The answer to a write that threw; a version conflict also sends the other version, to show beside the form's text. */
async function postFailure(context: RequestContext, error: unknown, intent: string, postId: string | null, fallback: PostActionResult["toast"]) {
  const theirs = error instanceof PostVersionConflictError && postId ? await getEditablePost(context.database.db, postId) : null;
  const conflict = theirs
    ? { version: theirs.version, title: theirs.title, excerpt: theirs.excerpt, content: theirs.content, text: readableText(theirs.content) }
    : undefined;
  return failure<PostActionResult>(context, error, { intent, fallback, toastFor: refusalToast(fallback, intent), extra: conflict ? { conflict } : undefined });
}

/** The editor's save: create (no id) or update, with the status the pressed button asks for. */
export async function handleSave(request: Request, context: RequestContext, user: AdminUser, postId: string | null) {
  const form = await readForm(request, context);
  const intent = saveIntentOf(form, new Date());
  const expectedVersion = versionOf(form);
  // An edit always names the version it was based on: without one it could overwrite unseen changes.
  if (postId && expectedVersion === undefined) return reply<PostActionResult>({ intent: "save", ok: false, toast: POST_TOASTS.staleForm });
  const parsed = parseForm(form, postFormInputSchema, ["tags"]);
  const fieldErrors = {
    ...(parsed.ok ? {} : parsed.fieldErrors),
    ...(await imageRefusal(context.database.db, form)),
    ...("error" in intent ? { publishAt: intent.error } : {}),
  };
  if (!parsed.ok || "error" in intent || Object.keys(fieldErrors).length) {
    return reply<PostActionResult>({ intent: "save", ok: false, toast: POST_TOASTS.saveFailed(Object.values(fieldErrors)[0]), fieldErrors });
  }
  try {
    const saved = await savePost(context.database.db, user.actor, {
      id: postId,
      expectedVersion: postId ? expectedVersion : undefined,
      input: parsed.data,
      intent,
    });
    return reply<PostActionResult>({
      intent: "save",
      ok: true,
      toast: successToast(intent, postId === null, zoneOf(form.get(BROWSER_ZONE_FIELD)), saved.pending === true),
      saved: { id: saved.id, version: saved.version },
    });
  } catch (error) {
    return postFailure(context, error, "save", postId, POST_TOASTS.saveFailed());
  }
}

/**
 * Reset to Preconfigured, an admin's: a backup of the whole site first (its posts can come back from
 * it), and nothing is reset when that backup fails.
 */
async function resetAfterBackup(context: RequestContext, user: AdminUser) {
  authorizeActor(user.actor, "blog:reset");
  const backup = await createBackup(context, { trigger: "manual", actor: user.actor });
  if (backup.status !== "completed")
    return reply<PostActionResult>({ intent: "reset", ok: false, toast: POST_TOASTS.resetWithoutBackup(shownBackupReason(backup.error)) }, 500);
  await resetToDefaultPosts(context.database.db, user.actor);
  return reply<PostActionResult>({ intent: "reset", ok: true, toast: POST_TOASTS.reset(backup.filename) });
}

/** The list's row and toolbar actions: delete, duplicate, reset, unpublish. */
export async function handleListAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const db = context.database.db;
  const intent = text(form, "intent");
  const postId = postIdOf(form.get("postId"));
  try {
    switch (intent) {
      case "reset":
        return await resetAfterBackup(context, user);
      case "delete":
        if (!postId) return reply<PostActionResult>({ intent, ok: false, toast: POST_TOASTS.deleteFailed });
        await deleteStaffPost(db, user.actor, postId, versionOf(form));
        return reply<PostActionResult>({ intent, ok: true, toast: POST_TOASTS.deleted(context.config.RETENTION_TRASH_DAYS) });
      case "duplicate": {
        if (!postId) return reply<PostActionResult>({ intent, ok: false, toast: POST_TOASTS.duplicateFailed });
        const copy = await duplicateStaffPost(db, user.actor, postId);
        return reply<PostActionResult>({ intent, ok: true, toast: POST_TOASTS.duplicated, saved: { id: copy.id, version: copy.version } });
      }
      case "unpublish": {
        if (!postId) return reply<PostActionResult>({ intent, ok: false, toast: POST_TOASTS.submitFailed });
        const saved = await unpublishStaffPost(db, user.actor, postId, versionOf(form));
        return reply<PostActionResult>({ intent, ok: true, toast: POST_TOASTS.unpublished, saved: { id: saved.id, version: saved.version } });
      }
      default:
        return reply<PostActionResult>({ intent: "unknown", ok: false, toast: POST_TOASTS.submitFailed });
    }
  } catch (error) {
    if (intent === "reset" && error instanceof NotPermittedError)
      return reply<PostActionResult>({ intent, ok: false, toast: POST_TOASTS.resetAdminsOnly }, 403);
    const fallback = intent === "reset" ? POST_TOASTS.resetFailed : intent === "duplicate" ? POST_TOASTS.duplicateFailed : POST_TOASTS.deleteFailed;
    return postFailure(context, error, intent, postId, fallback);
  }
}

/** History's restore: as a draft, or published at once (decision 091). */
export async function handleRestore(request: Request, context: RequestContext, user: AdminUser, postId: string) {
  const form = await readForm(request, context);
  const revisionId = postIdOf(form.get("revisionId"));
  const expectedVersion = versionOf(form);
  const into = text(form, "into");
  const as = into === "live" ? "publish" : into === "draft" ? "draft" : null;
  if (!revisionId || !as) return reply<PostActionResult>({ intent: "restore", ok: false, toast: POST_TOASTS.submitFailed });
  if (expectedVersion === undefined) return reply<PostActionResult>({ intent: "restore", ok: false, toast: POST_TOASTS.staleForm });
  try {
    const saved = await restoreRevision(context.database.db, user.actor, postId, revisionId, expectedVersion, as);
    const toast = as === "draft" ? POST_TOASTS.restoredAsDraft : POST_TOASTS.restoredAndPublished;
    return reply<PostActionResult>({ intent: "restore", ok: true, toast, saved: { id: saved.id, version: saved.version } });
  } catch (error) {
    return postFailure(context, error, "restore", postId, POST_TOASTS.submitFailed);
  }
}

/** The editor's notice of a live post's unpublished changes: publish them, or discard them (decision 091). */
export async function handlePendingChanges(request: Request, context: RequestContext, user: AdminUser, postId: string) {
  const form = await readForm(request, context);
  const intent = text(form, "intent");
  const expectedVersion = versionOf(form);
  if (intent !== "publish-changes" && intent !== "discard-changes")
    return reply<PostActionResult>({ intent: "unknown", ok: false, toast: POST_TOASTS.submitFailed });
  if (expectedVersion === undefined) return reply<PostActionResult>({ intent, ok: false, toast: POST_TOASTS.staleForm });
  const db = context.database.db;
  try {
    const saved =
      intent === "publish-changes"
        ? await publishStaffPostChanges(db, user.actor, postId, expectedVersion)
        : await discardStaffPostChanges(db, user.actor, postId, expectedVersion);
    const toast = intent === "publish-changes" ? POST_TOASTS.changesPublished : POST_TOASTS.changesDiscarded;
    return reply<PostActionResult>({ intent, ok: true, toast, saved: { id: saved.id, version: saved.version } });
  } catch (error) {
    return postFailure(context, error, intent, postId, POST_TOASTS.submitFailed);
  }
}
