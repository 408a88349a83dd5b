import { Badge } from "~/components/ui/badge";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { formatDateTime } from "~/lib/core/date-time";
import { CONTENT_TEXT } from "./content-admin-text";

/** What the list and the editor say about a document's state. */
export type DocumentStateFacts = {
  builtIn: boolean;
  hasDraft: boolean;
  publishAt: string | null;
  publishError: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
};

/**
 * Built-in or published (by whom, when), and on top of that a waiting draft, a scheduled publish
 * or the reason the last scheduled publish failed: each as words, not only as a colour.
 */
export function DocumentState({ state }: { state: DocumentStateFacts }) {
  return (
    <div className="flex flex-col gap-1.5 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        {state.builtIn ? (
          <Badge tone="neutral">{CONTENT_TEXT.builtIn}</Badge>
        ) : (
          <>
            <Badge tone="accent">Published</Badge>
            <span>
              by {state.publishedBy ?? "an unknown account"} on <LocalDateTime iso={state.publishedAt} format={formatDateTime} />
            </span>
          </>
        )}
        {state.hasDraft && !state.publishAt ? <Badge tone="warning">{CONTENT_TEXT.draftWaiting}</Badge> : null}
      </p>
      {state.publishAt ? (
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="warning">Scheduled</Badge>
          <span>
            for <LocalDateTime iso={state.publishAt} format={formatDateTime} />
          </span>
        </p>
      ) : null}
      {state.publishError ? (
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="danger">Scheduled publish failed</Badge>
          <span className="text-red-800">{state.publishError}</span>
        </p>
      ) : null}
    </div>
  );
}
