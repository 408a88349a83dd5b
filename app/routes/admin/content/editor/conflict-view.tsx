import { Check, Users } from "lucide-react";
import { Button } from "~/components/ui/button";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { formatDateTime } from "~/lib/core/date-time";
import { contentChanges } from "~/lib/site-content/content-diff";
import type { FieldSpec } from "~/lib/site-content/fields";
import { CONTENT_TEXT, type ContentConflict } from "../content-admin-text";
import { ChangeValue } from "../change-value";

/**
 * The other person's saved version beside the form's, field by field, in the form's labels and as
 * plain text. Keep mine saves the form over their version; take theirs replaces the form with it.
 */
export function ConflictView({
  fields,
  theirs,
  mine,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  fields: Record<string, FieldSpec>;
  theirs: ContentConflict;
  mine: unknown;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const changes = theirs.data === null ? [] : contentChanges(fields, theirs.data, mine);
  return (
    <section aria-labelledby="content-conflict-title" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 id="content-conflict-title" className="flex items-center gap-2 font-semibold">
        <Users aria-hidden className="size-4" />
        {CONTENT_TEXT.conflictTitle}
      </h3>
      <p>
        {theirs.savedBy ?? "Someone"} saved version {theirs.version}
        {theirs.savedAt ? (
          <>
            {" "}
            on <LocalDateTime iso={theirs.savedAt} format={formatDateTime} />
          </>
        ) : null}
        . {CONTENT_TEXT.conflictIntro}
      </p>
      {changes.length ? (
        <ul aria-label="Differences, field by field" className="space-y-2">
          {changes.map((change) => (
            <li key={change.path} className="rounded border border-amber-200 bg-white p-2 text-slate-900">
              <p className="font-medium">{change.label}</p>
              <div className="mt-1 grid gap-1 sm:grid-cols-2">
                <p>
                  <span className="font-semibold">Theirs: </span>
                  <ChangeValue value={change.before} />
                </p>
                <p>
                  <span className="font-semibold">Yours: </span>
                  <ChangeValue value={change.after} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>{CONTENT_TEXT.conflictSame}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={busy} onClick={onKeepMine}>
          <Check aria-hidden />
          {CONTENT_TEXT.keepMine}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onTakeTheirs}>
          {CONTENT_TEXT.takeTheirs}
        </Button>
      </div>
    </section>
  );
}
