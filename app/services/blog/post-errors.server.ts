import { DomainError } from "~/services/platform";

/** The post's fields were refused; each message goes beside its field, the first one in the toast. */
export class PostValidationError extends DomainError {
  override name = "PostValidationError";
  declare readonly fieldErrors: Record<string, string>;
  constructor(fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? "Invalid post", 400, fieldErrors);
  }
}

/** The post (or the revision asked for) no longer exists. */
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
