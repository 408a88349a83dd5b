import { Download } from "lucide-react";
import { href, Link, useFetcher } from "react-router";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { Card, SectionCard } from "~/components/ui/card";
import { CONTENT_TYPES } from "~/content/registry";
import { type ActionResult } from "~/lib/admin/action-result";
import { can } from "~/lib/auth/permissions";
import { formatDateTime } from "~/lib/core/date-time";
import { SIGNOFF_EVENT_LABELS } from "~/lib/publishing/signoff-labels";
import { editorPath, listSignoffLog, pendingReviews, reviewedContentTypes, setReviewedContentTypes } from "~/services/publishing";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { readForm } from "~/routes/read-form.server";
import { failure, reply } from "../action.server";
import type { Route } from "./+types/route";

/** The sign-off log (who submitted and approved which reviewed change), what waits for review, and which content types need it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "content:manage");
  const db = context.database.db;
  return loadOrUnavailable(context, async () => ({
    entries: (await listSignoffLog(db, user.actor)).map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    pending: (await pendingReviews(db, user.actor)).map((request) => ({
      id: request.id,
      label: request.documentLabel,
      by: request.submittedByLabel,
      at: request.submittedAt.toISOString(),
      reason: request.reason,
      editor: editorPath(request.documentKind, request.documentId),
    })),
    reviewed: [...(await reviewedContentTypes(db))],
    types: CONTENT_TYPES.map((type) => ({ id: type.id, label: type.label })),
    canConfigure: can(user.userType, "publishing:configure"),
  }));
}

const SAVED = { title: "Saved", description: "Changes to the chosen content types now need a second person's approval." };
const FAILED = { title: "Not saved", description: "Something went wrong: nothing was changed. Try again." };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "publishing:configure");
  const form = await readForm(request, context);
  try {
    await setReviewedContentTypes(context.database.db, user.actor, form.getAll("types").map(String));
    return reply<ActionResult>({ intent: "settings", ok: true, toast: SAVED });
  } catch (error) {
    return failure<ActionResult>(context, error, { intent: "settings", fallback: FAILED });
  }
}

const when = (iso: string) => `${formatDateTime(new Date(iso))} UTC`;

function ReviewSettings({ types, reviewed }: { types: { id: string; label: string }[]; reviewed: string[] }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  return (
    <SectionCard aria-labelledby="review-settings-title" className="p-4 sm:p-5">
      <fetcher.Form method="post">
        <fieldset>
          <legend id="review-settings-title" className="text-lg font-semibold text-slate-900">
            Content types that need review
          </legend>
          <p className="text-sm text-slate-700">A change to these cannot be published by its author: another staff member with the right approves it.</p>
          <div className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {types.map((type) => (
              <label key={type.id} className="flex items-center gap-2 text-sm text-slate-900">
                <input type="checkbox" name="types" value={type.id} defaultChecked={reviewed.includes(type.id)} />
                {type.label}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="mt-3" disabled={fetcher.state !== "idle"}>
          Save
        </Button>
      </fetcher.Form>
    </SectionCard>
  );
}

export default function SignoffLog({ loaderData }: Route.ComponentProps) {
  const { entries, pending, reviewed, types, canConfigure } = loaderData;
  return (
    <div className="space-y-4">
      <Card>
        <PanelHeader
          title="Sign-off log"
          description="Every reviewed change: who submitted it, who approved it or sent it back, the values before and after, the cited source, the effective date and the pages that show it. Entries are never changed or removed."
          action={
            <Button asChild variant="outline">
              <a href={href("/svcs/admin-dashboard/signoff/export")} download>
                <Download aria-hidden />
                Export CSV
              </a>
            </Button>
          }
        />
        <div className="p-4 sm:p-5">
          <h2 className="text-base font-semibold text-slate-900">Waiting for review</h2>
          {pending.length ? (
            <ul className="mt-2 space-y-1 text-sm">
              {pending.map((request) => (
                <li key={request.id}>
                  <Link to={request.editor} className="font-semibold text-brand-700 underline hover:text-brand-900">
                    {request.label}
                  </Link>
                  , submitted by {request.by}, {when(request.at)} ({request.reason})
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">Nothing waits for review.</p>
          )}
        </div>
        {/* Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it. */}
        <div className="overflow-x-auto border-t border-slate-200" tabIndex={0} role="region" aria-label="Sign-off log entries">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Sign-off log, newest first</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  When
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Event
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Document
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Changed values
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Source and effective date
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100 align-top">
                  <td className="px-4 py-2 whitespace-nowrap">{when(entry.at)}</td>
                  <td className="px-4 py-2">
                    <span className="font-semibold">{SIGNOFF_EVENT_LABELS[entry.event] ?? entry.event}</span> by {entry.actorLabel}
                    {entry.event !== "submitted" ? <span className="block text-slate-700">submitted by {entry.submittedByLabel}</span> : null}
                    {entry.comment ? <span className="block text-slate-700">“{entry.comment}”</span> : null}
                  </td>
                  <td className="px-4 py-2">
                    {entry.documentLabel}
                    <span className="block text-slate-700">Shown on {entry.pages.join(", ")}</span>
                  </td>
                  <td className="px-4 py-2">
                    <ul>
                      {entry.changedValues.slice(0, 8).map((value, index) => (
                        <li key={index}>
                          {value.field}: {value.before || "(none)"} → {value.after || "(none)"}
                        </li>
                      ))}
                      {entry.changedValues.length > 8 ? <li>and {entry.changedValues.length - 8} more (in the export)</li> : null}
                    </ul>
                  </td>
                  <td className="px-4 py-2 break-words">
                    {entry.source}
                    <span className="block text-slate-700">Effective {entry.effectiveDate}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {entries.length === 0 ? <p className="p-4 text-sm text-slate-700">No reviewed changes yet.</p> : null}
        </div>
      </Card>
      {canConfigure ? <ReviewSettings types={types} reviewed={reviewed} /> : null}
    </div>
  );
}
