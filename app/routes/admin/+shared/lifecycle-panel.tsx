import { useState } from "react";
import { href, useFetcher } from "react-router";
import { fieldProps, FormField } from "~/components/admin/form-field";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { formatDateTime } from "~/lib/core/date-time";
import type { LifecyclePanelData } from "./lifecycle.server";
import { LIFECYCLE_TEXT as TEXT } from "./lifecycle-text";
import type { LifecycleActionResult } from "./publishing";

const ACTION = href("/svcs/admin-dashboard/publishing");
const TEXTAREA_CLASS =
  "min-h-20 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700";
const when = (iso: string) => `${formatDateTime(new Date(iso))} UTC`;

function DocumentFields({ data }: { data: LifecyclePanelData }) {
  return (
    <>
      <input type="hidden" name="kind" value={data.kind} />
      <input type="hidden" name="id" value={data.id} />
    </>
  );
}

function ReviewSection({ data }: { data: LifecyclePanelData }) {
  const fetcher = useFetcher<LifecycleActionResult>();
  useActionToast(fetcher);
  const [localAt, setLocalAt] = useState("");
  const review = data.review;
  const pending = review?.status === "pending" ? review : null;
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data?.ok === false ? (fetcher.data.fieldErrors ?? {}) : {};
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{TEXT.reviewHeading}</h3>
      {pending ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900" role="status">
          <p className="font-semibold">
            {TEXT.pending(pending.submittedBy)}, {when(pending.submittedAt)}.
          </p>
          <p>{pending.reason}.</p>
          {pending.publishAt ? (
            <p>
              {TEXT.scheduledFor} {when(pending.publishAt)} once approved.
            </p>
          ) : null}
          {!pending.current ? <p className="font-semibold">{TEXT.pendingStale}</p> : null}
        </div>
      ) : review ? (
        <p className="text-sm text-slate-800">
          {review.status === "approved"
            ? `${TEXT.approved(review.decidedBy ?? "")}, ${when(review.decidedAt!)}.`
            : review.status === "changes_requested"
              ? `${TEXT.changesRequested(review.decidedBy ?? "")}, ${when(review.decidedAt!)}: ${review.comment ?? ""}`
              : TEXT.withdrawn}
        </p>
      ) : null}
      {pending && data.canApprove && !pending.own && pending.current ? (
        <fetcher.Form method="post" action={ACTION} className="space-y-2">
          <input type="hidden" name="requestId" value={pending.id} />
          <FormField id="review-comment" label={TEXT.approveComment} error={errors.comment}>
            <textarea name="comment" className={TEXTAREA_CLASS} maxLength={2000} {...fieldProps("review-comment", errors.comment)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="approve" disabled={busy}>
              {TEXT.approve}
            </Button>
            <Button type="submit" name="intent" value="request-changes" variant="outline" disabled={busy}>
              {TEXT.requestChanges}
            </Button>
          </div>
        </fetcher.Form>
      ) : pending ? (
        <p className="text-sm text-slate-800">{pending.own ? TEXT.ownChange : TEXT.noRight}</p>
      ) : null}
      {data.canEdit && data.reviewReason && (!pending || !pending.current) ? (
        <fetcher.Form method="post" action={ACTION} className="space-y-2">
          <DocumentFields data={data} />
          <input type="hidden" name="version" value={data.version} />
          <input type="hidden" name="publishAt" value={localAt ? new Date(localAt).toISOString() : ""} />
          <p className="text-sm text-slate-900">{TEXT.needsReview(data.reviewReason)}</p>
          <p className="text-sm text-slate-700">{TEXT.needsReviewHow}</p>
          <div className="flex flex-wrap items-end gap-2">
            <FormField id="review-publish-at" label={TEXT.publishAtLabel}>
              <Input id="review-publish-at" type="datetime-local" className="w-auto" value={localAt} onChange={(event) => setLocalAt(event.target.value)} />
            </FormField>
            <Button type="submit" name="intent" value="submit" disabled={busy}>
              {TEXT.submit}
            </Button>
          </div>
        </fetcher.Form>
      ) : !pending && !data.reviewReason ? (
        <p className="text-sm text-slate-700">{TEXT.nothingToReview}</p>
      ) : null}
    </div>
  );
}

function linkState(link: LifecyclePanelData["previewLinks"][number]) {
  if (link.revokedAt) return TEXT.revoked;
  return new Date(link.expiresAt).getTime() <= Date.now() ? TEXT.expired : TEXT.active;
}

function PreviewSection({ data }: { data: LifecyclePanelData }) {
  const fetcher = useFetcher<LifecycleActionResult>();
  const revoker = useFetcher<LifecycleActionResult>();
  useActionToast(fetcher);
  useActionToast(revoker);
  const made = fetcher.data?.ok && fetcher.data.previewPath ? fetcher.data.previewPath : null;
  const errors = fetcher.data?.ok === false ? (fetcher.data.fieldErrors ?? {}) : {};
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{TEXT.previewHeading}</h3>
      <p className="text-sm text-slate-700">{TEXT.previewHelp}</p>
      <fetcher.Form method="post" action={ACTION} className="flex flex-wrap items-end gap-3">
        <DocumentFields data={data} />
        <fieldset className="text-sm">
          <legend className="font-medium text-slate-900">{TEXT.previewWhich}</legend>
          {/* Rows 32 px apart and 20 px radios: each easy to hit on a phone (WCAG 2.5.8). */}
          <label className="mt-1 flex min-h-8 items-center gap-2">
            <input type="radio" name="pinned" value="latest" defaultChecked className="size-5" /> {TEXT.previewLatest}
          </label>
          <label className="flex min-h-8 items-center gap-2">
            <input type="radio" name="pinned" value="pinned" className="size-5" /> {TEXT.previewPinned}
          </label>
        </fieldset>
        <FormField id="preview-days" label={TEXT.previewDays(data.previewDays.max)} error={errors.days}>
          <Input
            name="days"
            type="number"
            min={1}
            max={data.previewDays.max}
            defaultValue={data.previewDays.default}
            className="w-24"
            {...fieldProps("preview-days", errors.days)}
          />
        </FormField>
        <Button type="submit" name="intent" value="preview-create" variant="outline" disabled={fetcher.state !== "idle"}>
          {TEXT.previewMake}
        </Button>
      </fetcher.Form>
      {made ? (
        <FormField id="preview-made" label={TEXT.previewMade}>
          <Input
            id="preview-made"
            readOnly
            value={typeof window === "undefined" ? made : `${window.location.origin}${made}`}
            onFocus={(event) => event.target.select()}
          />
        </FormField>
      ) : null}
      {data.previewLinks.length ? (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Preview links made">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{TEXT.previewHeading}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Made by
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Shows
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Expires
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Opened
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  State
                </th>
                <th scope="col" className="py-1 font-medium">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.previewLinks.map((link) => (
                <tr key={link.id} className="border-b border-slate-100">
                  <td className="py-1 pr-3">
                    {link.createdBy}, {when(link.createdAt)}
                  </td>
                  <td className="py-1 pr-3">{link.pinnedVersion === null ? "Latest draft" : `Version ${link.pinnedVersion}`}</td>
                  <td className="py-1 pr-3">{when(link.expiresAt)}</td>
                  <td className="py-1 pr-3">{link.openCount === 1 ? "1 time" : `${link.openCount} times`}</td>
                  <td className="py-1 pr-3">{linkState(link)}</td>
                  <td className="py-1">
                    {linkState(link) === TEXT.active ? (
                      <revoker.Form method="post" action={ACTION}>
                        <input type="hidden" name="linkId" value={link.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value="preview-revoke"
                          size="sm"
                          variant="outline"
                          aria-label={`${TEXT.revoke} the link made ${when(link.createdAt)}`}
                        >
                          {TEXT.revoke}
                        </Button>
                      </revoker.Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{TEXT.previewNone}</p>
      )}
    </div>
  );
}

function CommentsSection({ data }: { data: LifecyclePanelData }) {
  const fetcher = useFetcher<LifecycleActionResult>();
  const resolver = useFetcher<LifecycleActionResult>();
  const [body, setBody] = useState("");
  useActionToast(fetcher, () => setBody(""));
  useActionToast(resolver);
  const errors = fetcher.data?.ok === false ? (fetcher.data.fieldErrors ?? {}) : {};
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{TEXT.commentsHeading}</h3>
      {data.comments.length ? (
        <ul className="space-y-2">
          {data.comments.map((comment) => (
            <li
              key={comment.id}
              className={`rounded-md border p-2 text-sm ${comment.resolvedAt ? "border-slate-200 text-slate-700" : "border-brand-200 bg-brand-50 text-slate-900"}`}
            >
              <p className="font-semibold">
                {comment.author}, {when(comment.createdAt)} (version {comment.version})
              </p>
              <p className="whitespace-pre-line">{comment.body}</p>
              {comment.resolvedAt ? (
                <p className="text-xs">{TEXT.resolvedBy(comment.resolvedBy ?? "")}</p>
              ) : data.canEdit ? (
                <resolver.Form method="post" action={ACTION} className="mt-1">
                  <input type="hidden" name="commentId" value={comment.id} />
                  <Button type="submit" name="intent" value="comment-resolve" size="sm" variant="ghost">
                    {TEXT.resolve}
                  </Button>
                </resolver.Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{TEXT.commentsNone}</p>
      )}
      {data.canEdit ? (
        <fetcher.Form method="post" action={ACTION} className="space-y-2">
          <DocumentFields data={data} />
          <FormField id="draft-comment" label={TEXT.commentLabel} error={errors.body}>
            <textarea
              name="body"
              className={TEXTAREA_CLASS}
              maxLength={2000}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              {...fieldProps("draft-comment", errors.body)}
            />
          </FormField>
          <Button type="submit" name="intent" value="comment" variant="outline" disabled={fetcher.state !== "idle"}>
            {TEXT.commentAdd}
          </Button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}

/**
 * Review, preview links and comments of one document, the same below both editors. Its forms post
 * to the shared lifecycle endpoint; the editor's own form (and what is typed in it) is untouched.
 */
export function LifecyclePanel({ data }: { data: LifecyclePanelData }) {
  return (
    <SectionCard aria-labelledby="lifecycle-title" className="mt-4 space-y-6 p-4 sm:p-5">
      <h2 id="lifecycle-title" className="text-lg font-semibold text-slate-900">
        Review, preview and comments
      </h2>
      <ReviewSection data={data} />
      {data.canEdit ? <PreviewSection data={data} /> : null}
      <CommentsSection data={data} />
    </SectionCard>
  );
}
