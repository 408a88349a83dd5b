import { type FetcherWithComponents, href } from "react-router";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/core/date-time";
import { POST_ADMIN_TEXT, type PostActionResult } from "../post-admin-text";

/**
 * Says that a live post has changes the public does not see (decision 091), with the two things to
 * do about them as saved: publish them, or discard them. Edits still in the form are saved first.
 * The fetcher is the form's: the notice goes away once they are published, its answer must not.
 */
export function PendingChangesNotice(props: {
  postId: string;
  version: number;
  scheduledAt: string | null;
  dirty: boolean;
  fetcher: FetcherWithComponents<PostActionResult>;
}) {
  const { postId, version, scheduledAt, dirty, fetcher } = props;
  const busy = fetcher.state !== "idle";
  const submit = (intent: "publish-changes" | "discard-changes") =>
    fetcher.submit({ intent, version: String(version) }, { method: "post", action: href("/svcs/admin-dashboard/posts/:postId/edit", { postId }) });
  return (
    <section aria-labelledby="pending-changes-title" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
      <h3 id="pending-changes-title" className="font-semibold">
        {POST_ADMIN_TEXT.pendingTitle}
      </h3>
      <p className="mt-1">{POST_ADMIN_TEXT.pendingBody}</p>
      {scheduledAt ? (
        <p className="mt-1">
          {POST_ADMIN_TEXT.pendingScheduled}
          <LocalDateTime iso={scheduledAt} format={formatDateTime} />.
        </p>
      ) : null}
      {dirty ? <p className="mt-1 font-medium">{POST_ADMIN_TEXT.pendingDirty}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={busy || dirty} onClick={() => submit("publish-changes")}>
          {POST_ADMIN_TEXT.publishChanges}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={busy || dirty} onClick={() => submit("discard-changes")}>
          {POST_ADMIN_TEXT.discardChanges}
        </Button>
      </div>
    </section>
  );
}
