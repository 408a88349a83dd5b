import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import type { PostStatus } from "~/lib/blog/types";
import { BROWSER_ZONE_FIELD, browserTimeZone } from "~/lib/core/browser-zone";
import { useHydrated } from "~/lib/ui/use-hydrated";

export type PublishChoice = "keep" | "publish" | "draft" | "schedule";

const CURRENT_LABEL: Record<PostStatus, string> = { published: "Keep it published", draft: "Keep it as a draft", scheduled: "Keep the schedule" };

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
  const options: Array<{ value: PublishChoice; label: string }> = [
    ...(current ? [{ value: "keep" as const, label: CURRENT_LABEL[current] }] : []),
    { value: "publish", label: current === "published" ? "Publish now (already public)" : "Publish now" },
    { value: "draft", label: current === "published" ? "Unpublish: save as a draft" : "Save as a draft (not public)" },
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
