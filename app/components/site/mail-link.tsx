import type { ComponentProps } from "react";
import { ANALYTICS_EVENTS, ANALYTICS_VALUES } from "~/content/ui-limits";
import { trackEvent } from "~/lib/analytics";
import { mailtoHref } from "~/lib/mailto";

type MailLinkProps = Omit<ComponentProps<"a">, "href"> & {
  email: string;
  subject?: string;
  /** Where on the site the link sits, reported with the lead event. */
  leadSource?: string;
};

/** A mail link to the firm. With `leadSource` a click counts as a consultation lead (generate_lead). */
export function MailLink({ email, subject, leadSource, onClick, ...props }: MailLinkProps) {
  return (
    <a
      href={mailtoHref(email, subject)}
      onClick={(event) => {
        if (leadSource) trackEvent(ANALYTICS_EVENTS.generateLead, { ...ANALYTICS_VALUES.generate_lead, source: leadSource });
        onClick?.(event);
      }}
      {...props}
    />
  );
}
