import { z } from "zod";
import { NEWSLETTER_TOPICS, type NewsletterTopic } from "./newsletter-enums";

/** The sign-up form's field names: one list for the form, the action and the tests. */
export const SUBSCRIBE_FIELDS = { email: "email", topics: "topics", formToken: "formToken" } as const;

export const SUBSCRIBER_EMAIL_MAX = 254;

const ONE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F\u2028\u2029]/;

export const SUBSCRIBE_MESSAGES = {
  emailInvalid: "Enter an email address such as name@example.com",
  emailLong: `An email address can be at most ${SUBSCRIBER_EMAIL_MAX} characters`,
  topicsRequired: "Choose at least one topic",
  fixFields: "Please check the fields marked below.",
  confirmAgain: "One more step: check your address and topics, then press Subscribe again.",
  tooManyFromNetwork: (minutes: number) => `Too many sign-ups from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  tooManyForEmail: (minutes: number) =>
    `We have already sent several confirmation e-mails to this address today. Please look for them, or try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  unavailable: "We could not record your sign-up just now. Please try again in a few minutes; nothing you typed is lost.",
  linkInvalid: "This link is not valid. Copy the whole link from the e-mail, or subscribe again.",
  linkExpired: "This link has expired. Please subscribe again: we will send you a new one.",
  linkUsed: "This link has already been used.",
} as const;

/** An address as stored and compared: trimmed and lower-cased (one subscriber per mailbox). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const subscriberEmailSchema = z
  .string({ error: SUBSCRIBE_MESSAGES.emailInvalid })
  .refine((text) => !ONE_LINE_FORBIDDEN.test(text), { error: SUBSCRIBE_MESSAGES.emailInvalid, abort: true })
  .transform(normaliseEmail)
  .pipe(
    z
      .string()
      .max(SUBSCRIBER_EMAIL_MAX, { error: SUBSCRIBE_MESSAGES.emailLong })
      .pipe(z.email({ error: SUBSCRIBE_MESSAGES.emailInvalid })),
  );

export const topicsSchema = z
  .array(z.string(), { error: SUBSCRIBE_MESSAGES.topicsRequired })
  .transform((topics) => [...new Set(topics)].filter((topic): topic is NewsletterTopic => (NEWSLETTER_TOPICS as readonly string[]).includes(topic)))
  .pipe(z.array(z.enum(NEWSLETTER_TOPICS)).min(1, { error: SUBSCRIBE_MESSAGES.topicsRequired }));

/** A sign-up as the visitor sends it: an address and at least one known topic (unknown ones are dropped). */
export const subscribeSchema = z.object({ email: subscriberEmailSchema, topics: topicsSchema });

/** What the visitor typed, as the form shows it again. */
export type SubscribeFormValues = { email: string; topics: NewsletterTopic[] };

export function typedSubscribeValues(values: Record<string, unknown>): SubscribeFormValues {
  const email = typeof values.email === "string" ? values.email.slice(0, SUBSCRIBER_EMAIL_MAX + 50) : "";
  const topics = Array.isArray(values.topics)
    ? values.topics.filter((topic): topic is NewsletterTopic => (NEWSLETTER_TOPICS as readonly string[]).includes(topic))
    : [];
  return { email, topics };
}
