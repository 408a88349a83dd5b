import { DomainError } from "~/services/platform";

/** The post's fields were refused; each message goes beside its field, the first one in the toast. */
export class PostValidationError extends DomainError {
  override name = "PostValidationError";
  declare readonly fieldErrors: Record<string, string>;
  constructor(fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? "Invalid post", 400, fieldErrors);
  }
}

/** Why a post named by a form is not there, in words that say what happened (it may have gone in another tab). */
export const POST_GONE = {
  trashed: "This post is in the Trash: it was deleted, perhaps in another tab or by someone else. Restore it from the Trash to work on it again.",
  missing: "This post no longer exists: it was deleted for good, perhaps in another tab or by someone else.",
  notPublished: "This post is no longer published (perhaps unpublished in another tab): reload it, then save your changes again.",
} as const;

/** The post (or the revision asked for) no longer exists, or is in the trash. */
export class PostNotFoundError extends DomainError {
  override name = "PostNotFoundError";
  constructor(message = "Post not found") {
    super(message, 404);
  }
}

/** Someone saved the post since the editor loaded it: `currentVersion` is the stored one. */
export class PostVersionConflictError extends DomainError {
  override name = "PostVersionConflictError";
  constructor(readonly currentVersion: number) {
    super("The post was changed by someone else", 409);
  }
}
