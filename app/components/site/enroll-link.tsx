import type { ReactNode } from "react";
import { enrolmentEvents, trackClicks } from "~/lib/analytics/analytics-events";
import { useIdentity } from "~/lib/identity/root-data";
import { ExternalLink } from "./external-link";

const CERTIFICATION = "CHSA";

/** CHSA enrolment on the external course platform; each click is reported as interest and a checkout start. */
export function EnrollLink({ location, className, children }: { location: string; className?: string; children: ReactNode }) {
  const identity = useIdentity();
  return (
    <ExternalLink href={identity.coursePlatformUrl} className={className} {...trackClicks(...enrolmentEvents(CERTIFICATION, location))}>
      {children}
    </ExternalLink>
  );
}
