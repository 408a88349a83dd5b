import { DomainError } from "~/services/platform";

export const PUBLISHING_MESSAGES = {
  reviewRequired: (reason: string) =>
    `This change needs a second person's approval before it goes live (${reason}). Submit it for review: your changes are kept.`,
  selfApproval: "You submitted this change: someone else must approve it.",
  notPending: "This change is no longer waiting for review. Reload the page.",
  stale: "The draft changed after it was submitted for review: it must be submitted again.",
  noReviewNeeded: "This change does not need a review: publish it as usual.",
  commentRequired: "Say what should change.",
  commentTooLong: "Keep the comment under 2,000 characters.",
  unknownDocument: "This document no longer exists. Reload the page.",
  saveFirst: "Save the post as a draft first, then submit it for review.",
  expiryDays: (max: number) => `Choose between 1 and ${max} days.`,
  linkNotFound: "This preview link no longer exists. Reload the page.",
  unknownType: "Choose content types from the list.",
} as const;

/** A publish the review rule holds back: submit for review instead. Nothing the editor typed is refused with it (it is kept as a draft). */
export class ReviewRequiredError extends DomainError {
  override name = "ReviewRequiredError";
  constructor(readonly reason: string) {
    super(PUBLISHING_MESSAGES.reviewRequired(reason), 409);
  }
}

export class PublishingError extends DomainError {
  override name = "PublishingError";
}
