import { ArrowLeft } from "lucide-react";
import { Link, useFetcher, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { POST_ADMIN_TEXT, type PostActionResult } from "./post-admin-text";
import { REVISION_REASON_LABELS, type RevisionDiff } from "~/lib/blog/revision-diff";
import { formatDateTime } from "~/lib/core/date-time";
import { cn } from "~/lib/ui/cn";
import type { RevisionReason } from "~/lib/blog/post-enums";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { RevisionChanges } from "./revision-changes";
import { type RestoreInto, RestoreRevisionButton } from "../+shared/restore-revision-button";

type RevisionRow = { id: string; version: number; title: string; reason: RevisionReason; author: string | null; createdAt: string };

type Props = {
  post: { id: string; title: string; version: number };
  revisions: RevisionRow[];
  selectedId: string | null;
  changes: RevisionDiff | null;
};

/** Restore asks which (decision 091, as Site Content's History does): the revision as the draft, or live at once. */
function RestoreButton({ postId, revision, postVersion }: { postId: string; revision: RevisionRow; postVersion: number }) {
  const fetcher = useFetcher<PostActionResult>();
  const restore = (into: RestoreInto) =>
    fetcher.submit(
      { revisionId: revision.id, version: String(postVersion), into },
      { method: "post", action: href("/svcs/admin-dashboard/posts/:postId/history", { postId }) },
    );
  return <RestoreRevisionButton fetcher={fetcher} version={revision.version} question={POST_ADMIN_TEXT.restoreQuestion(revision.version)} restore={restore} />;
}

/** A post's History: its kept revisions newest first, what the chosen one changed, and restore (itself a new revision). */
export function PostHistory({ post, revisions, selectedId, changes }: Props) {
  const selected = revisions.find((revision) => revision.id === selectedId);
  return (
    <Card>
      <div className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">History: {post.title}</h2>
          <Button asChild variant="outline" size="sm">
            <Link to={href("/svcs/admin-dashboard/posts/:postId/edit", { postId: post.id })}>
              <ArrowLeft aria-hidden />
              Back to the post
            </Link>
          </Button>
        </div>
        {revisions.length === 0 ? <p className="text-sm text-slate-700">No revisions are kept for this post yet: they start with its next save.</p> : null}
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <ol aria-label="Revisions, newest first" className="max-h-[28rem] space-y-2 overflow-y-auto">
            {revisions.map((revision, index) => {
              const current = revision.id === selectedId;
              return (
                <li key={revision.id} className={cn("rounded-md border p-3 text-sm", current ? "border-brand-700 bg-brand-50" : "border-slate-200")}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">Version {revision.version}</span>
                    <Badge tone={index === 0 ? "accent" : "neutral"}>{index === 0 ? "Current" : REVISION_REASON_LABELS[revision.reason]}</Badge>
                  </div>
                  <p className="mt-1 text-slate-700">
                    {index === 0 ? `${REVISION_REASON_LABELS[revision.reason]} ` : ""}by {revision.author ?? "a deleted account"},{" "}
                    <LocalDateTime iso={revision.createdAt} format={formatDateTime} />
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button asChild size="sm" variant={current ? "primary" : "ghost"}>
                      <Link
                        to={`${href("/svcs/admin-dashboard/posts/:postId/history", { postId: post.id })}?revision=${revision.id}`}
                        aria-current={current ? "true" : undefined}
                        preventScrollReset
                      >
                        Show changes
                        <span className="sr-only"> of version {revision.version}</span>
                      </Link>
                    </Button>
                    {index > 0 ? <RestoreButton postId={post.id} revision={revision} postVersion={post.version} /> : null}
                  </div>
                </li>
              );
            })}
          </ol>
          {selected && changes ? (
            <section aria-labelledby="revision-changes-title" className="rounded-md border border-slate-200 p-3 sm:p-4">
              <h3 id="revision-changes-title" className="mb-3 font-semibold text-slate-900">
                Changes in version {selected.version}
              </h3>
              <RevisionChanges changes={changes} />
            </section>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
