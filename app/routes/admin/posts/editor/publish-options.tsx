import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import type { PostStatus } from "~/lib/blog/types";
import { BROWSER_ZONE_FIELD, browserTimeZone } from "~/lib/core/browser-zone";
import { useHydrated } from "~/lib/ui/use-hydrated";

export type PublishChoice = "keep" | "publish" | "draft" | "schedule" | "changes";

const CURRENT_LABEL: Record<PostStatus, string> = { published: "Keep it published", draft: "Keep it as a draft", scheduled: "Keep the schedule" };

const PUBLISHED_LABELS = {
  keep: "Publish the changes now (keep it published)",
  changes: "Save the changes as a draft (the public post stays as it is)",
  schedule: "Schedule the changes (the public post stays as it is until then)",
  unpublish: "Unpublish: save as a draft",
} as const;

/** What saving does to the post's visibility; the schedule is entered in the browser's time zone and sent as an instant. */
export function PublishOptions(props: {
  current: PostStatus | null;
  choice: PublishChoice;
  onChoice: (choice: PublishChoice) => void;
  publishAt: string;
  onPublishAt: (local: string) => void;
  error?: string;
}) {
  const { current, choice, onChoice, publishAt, onPublishAt, error } = props;
  // A published post's changes can wait apart from what is live (decision 091): saved as a draft, or scheduled.
  const options: Array<{ value: PublishChoice; label: string }> =
    current === "published"
      ? [
          { value: "keep", label: PUBLISHED_LABELS.keep },
          { value: "changes", label: PUBLISHED_LABELS.changes },
          { value: "schedule", label: PUBLISHED_LABELS.schedule },
          { value: "draft", label: PUBLISHED_LABELS.unpublish },
        ]
      : [
          ...(current ? [{ value: "keep" as const, label: CURRENT_LABEL[current] }] : []),
          { value: "publish", label: "Publish now" },
          { value: "draft", label: "Save as a draft (not public)" },
          { value: "schedule", label: "Schedule for later" },
        ];
  const instant = publishAt ? new Date(publishAt) : null;
  // The answer names a schedule in this zone, as it was entered (before hydration the server's zone is not the person's).
  const zone = useHydrated() ? browserTimeZone() : "";
  return (
    <fieldset>
      {/* A fieldset's legend must be its first child (HTML): the hidden field follows it. */}
      <legend className="text-sm font-medium text-slate-900">When saving</legend>
      <input type="hidden" name={BROWSER_ZONE_FIELD} value={zone} />
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="status"
              value={option.value}
              checked={choice === option.value}
              onChange={() => onChoice(option.value)}
              className="size-4"
            />
            {option.label}
          </label>
        ))}
      </div>
      {choice === "schedule" ? (
        <div className="mt-3 max-w-xs">
          <label htmlFor="post-publish-at" className="text-sm font-medium text-slate-900">
            Publish at (your local time)
          </label>
          <Input
            id="post-publish-at"
            type="datetime-local"
            className="mt-1.5"
            value={publishAt}
            onChange={(event) => onPublishAt(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "post-publish-at-error" : undefined}
          />
          <input type="hidden" name="publishAt" value={instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : ""} />
          <FieldError id="post-publish-at-error" message={error} />
        </div>
      ) : null}
    </fieldset>
  );
}
