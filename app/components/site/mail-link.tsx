import type { ComponentProps } from "react";
import { leadEvents, trackClicks } from "~/lib/analytics/analytics-events";
import { mailtoHref } from "~/lib/identity/mailto";

type MailLinkProps = Omit<ComponentProps<"a">, "href"> & {
  email: string;
  subject?: string;
  /** Where on the site the link sits, reported with the click. */
  leadSource?: string;
};

/** A mail link to the firm. With `leadSource` a click is recorded (the lead itself is counted when a request is stored). */
export function MailLink({ email, subject, leadSource, ...props }: MailLinkProps) {
  return <a href={mailtoHref(email, subject)} {...(leadSource ? trackClicks(...leadEvents(leadSource)) : {})} {...props} />;
}
