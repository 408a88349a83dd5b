import { ArrowLeft } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { formatDateTime } from "~/lib/core/date-time";
import type { ContentChange } from "~/lib/site-content/content-diff";
import { BuiltInEntry } from "./built-in-entry";
import { ChangeValue } from "./change-value";
import { CONTENT_TEXT, type ContentActionResult, REVISION_KIND_LABELS } from "./content-admin-text";
import { contentEditPath } from "./content-paths";
import { type RestoreInto, RestoreRevisionButton } from "../+shared/restore-revision-button";

type Revision = { id: string; version: number; kind: string; author: string; at: string; publishAt: string | null; changes: ContentChange[] };

/** Revisions whose content the public pages showed from then on. */
const PUBLISHING = new Set(["published", "restored", "reset"]);
/** A revision's changes shown before "Show all". */
const FIRST_CHANGES = 12;

function ChangeLine({ change }: { change: ContentChange }) {
  return (
    <li>
      <span className="font-medium">{change.label}: </span>
      <del className="bg-red-50 text-red-950">
        <ChangeValue value={change.before} />
      </del>{" "}
      <span role="img" aria-label="became">
        →
      </span>{" "}
      <ins className="bg-emerald-50 text-emerald-950 no-underline">
        <ChangeValue value={change.after} />
      </ins>
    </li>
  );
}

function Changes({ changes }: { changes: ContentChange[] }) {
  if (!changes.length) return <p className="text-sm text-slate-600">No field changed.</p>;
  const first = changes.slice(0, FIRST_CHANGES);
  const rest = changes.slice(FIRST_CHANGES);
  return (
    <div className="text-sm text-slate-900">
      <ul className="space-y-1 break-words">
        {first.map((change) => (
          <ChangeLine key={change.path} change={change} />
        ))}
      </ul>
      {rest.length ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-brand-800">Show {rest.length} more changes</summary>
          <ul className="mt-1 space-y-1 break-words">
            {rest.map((change) => (
              <ChangeLine key={change.path} change={change} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function RestoreButton({ revision, version }: { revision: Revision; version: number }) {
  const fetcher = useFetcher<ContentActionResult>();
  const restore = (into: RestoreInto) => fetcher.submit({ revisionId: revision.id, version: String(version), into }, { method: "post" });
  return <RestoreRevisionButton fetcher={fetcher} version={revision.version} question={CONTENT_TEXT.restoreQuestion(revision.version)} restore={restore} />;
}

/** A document's History: every kept revision, newest first, who and when, what it changed, and Restore. */
export function HistoryPanel({
  document,
  version,
  revisions,
  canManage,
}: {
  document: { id: string; label: string };
  version: number;
  revisions: Revision[];
  canManage: boolean;
}) {
  const liveRevision = revisions.find((revision) => PUBLISHING.has(revision.kind));
  const live = liveRevision?.id;
  return (
    <Card>
      <div className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{CONTENT_TEXT.historyTitle(document.label)}</h2>
          <Button asChild variant="outline" size="sm">
            <Link to={contentEditPath(document.id)}>
              <ArrowLeft aria-hidden />
              Back to the document
            </Link>
          </Button>
        </div>
        {revisions.length === 0 ? <p className="text-sm text-slate-700">{CONTENT_TEXT.noRevisions}</p> : null}
        <ol aria-label="Revisions, newest first" className="space-y-3">
          {revisions.map((revision) => (
            <li key={revision.id} className="space-y-2 rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">Version {revision.version}</h3>
                <Badge tone="neutral">{REVISION_KIND_LABELS[revision.kind] ?? revision.kind}</Badge>
                {revision.id === live ? <Badge tone="accent">Live now</Badge> : null}
              </div>
              <p className="text-sm text-slate-700">
                by {revision.author}, <LocalDateTime iso={revision.at} format={formatDateTime} />
                {revision.publishAt ? (
                  <>
                    {" "}
                    · to publish at <LocalDateTime iso={revision.publishAt} format={formatDateTime} />
                  </>
                ) : null}
              </p>
              <Changes changes={revision.changes} />
              {canManage && revision.id !== live ? <RestoreButton revision={revision} version={version} /> : null}
            </li>
          ))}
          {revisions.length ? (
            <BuiltInEntry
              documentId={document.id}
              version={version}
              live={!liveRevision}
              restorable={canManage && Boolean(liveRevision) && liveRevision?.kind !== "reset"}
            />
          ) : null}
        </ol>
      </div>
    </Card>
  );
}
