import { CircleAlert } from "lucide-react";
import { formatDateTime } from "~/lib/core/date-time";
import { useLocalDateTime } from "~/components/admin/local-date-time";
import { PUBLISH_FAILURE_NOTICE } from "./publish-failure-text";

/** Across the admin area for staff who manage posts, until a run succeeds: the publishing job failed. */
export function PublishFailureNotice({ at }: { at: string }) {
  const when = useLocalDateTime(at, formatDateTime) ?? at;
  return (
    <div role="alert" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong>{PUBLISH_FAILURE_NOTICE.title}</strong> ({when}): {PUBLISH_FAILURE_NOTICE.description}
      </p>
    </div>
  );
}
