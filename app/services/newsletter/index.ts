/**
 * Newsletter: subscribers with double opt-in and their consent proof, the suppression list,
 * published posts sent as mail through the outbox in batches (with a pre-send check read back
 * with mailauth), one-click and per-topic unsubscribe, and the Subscribers tab's reads and writes.
 */
export { newsletterBouncesJob } from "./bounce-job.server";
export { type BounceMailboxOutcome, PROCESSED_KEYWORD, readBounceMailbox } from "./bounce-mailbox.server";
export { CLICK_MESSAGES, followClick } from "./clicks.server";
export { confirmSubscription } from "./confirm.server";
export { clickLink, CONFIRM_LINK_DAYS, confirmLink, readUnsubscribeToken, unsubscribeToken, unsubscribeUrls } from "./links.server";
export { checkComposedMail, dkimRecordOf } from "./mail-check.server";
export { filled, newsletterTexts } from "./newsletter-texts.server";
export { renderPostMail } from "./post-mail.server";
export { countRecipients } from "./recipients.server";
export { newsletterSendJob } from "./send-job.server";
export { advanceSends, postsToSend, prepareSend, SEND_MESSAGES, sendPageOf, type SendView, sendsOfPost, sendTest, sendView, startSend } from "./sends.server";
export {
  deleteSubscriber,
  exportSubscribers,
  importSubscribers,
  listSends,
  listSubscribers,
  pruneSubscribers,
  type SubscriberQuery,
  subscriberQueryOf,
  type SubscriberRow,
} from "./subscribers-admin.server";
export { ConfirmAgainError, subscribe, type SubscribeOutcome } from "./subscribe.server";
export { liftSuppression, suppress } from "./suppression.server";
export { keepTopics, unsubscribeAll, unsubscribeView, type UnsubscribeView } from "./unsubscribe.server";
