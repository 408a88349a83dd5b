import { Trash2 } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { useFetcher } from "react-router";
import { fieldProps, FormField, selectClass } from "~/components/admin/form-field";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LEAD_STATUSES, LEAD_TOPICS, labelOf, leadHeading, ORGANISATION_TYPES } from "~/lib/leads/lead-options";
import { LEAD_LIMITS } from "~/lib/leads/lead-limits";
import type { LeadRow, StaffOption } from "~/services/leads";
import type { LeadBooking } from "~/services/bookings";
import type { LeadActionResult } from "./leads-admin-text";
import { lazyDialog } from "~/components/admin/lazy-dialog";

// Loaded when first opened (issue 43).
const DeleteLeadDialog = lazyDialog(() => import("./delete-lead-dialog").then((module) => module.DeleteLeadDialog));
// Only leads with a booked consultation show it: loaded when shown (issue 43). The server renders
// it in place (the admin's render waits for all); hydration keeps that HTML until the code is there.
const BookingFacts = lazy(() => import("./lead-booking-facts").then((module) => ({ default: module.BookingFacts })));

const received = (date: Date) => date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function FollowUpForm({ lead, staff }: { lead: LeadRow; staff: StaffOption[] }) {
  const id = useId();
  const fetcher = useFetcher<LeadActionResult>();
  useActionToast(fetcher);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  return (
    <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-2">
      <Honeypot />
      <input type="hidden" name="leadId" value={lead.id} />
      <FormField id={`${id}-status`} label="Status" error={errors?.status}>
        <select name="status" defaultValue={lead.status} className={selectClass} {...fieldProps(`${id}-status`, errors?.status)}>
          {LEAD_STATUSES.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-assigned`} label="Assigned to" error={errors?.assignedTo}>
        <select name="assignedTo" defaultValue={lead.assignedTo ?? ""} className={selectClass} {...fieldProps(`${id}-assigned`, errors?.assignedTo)}>
          <option value="">Nobody yet</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.username}
            </option>
          ))}
        </select>
      </FormField>
      <div className="sm:col-span-2">
        <FormField id={`${id}-notes`} label="Notes" error={errors?.notes}>
          <textarea
            name="notes"
            defaultValue={lead.notes}
            rows={3}
            maxLength={LEAD_LIMITS.notes}
            className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700"
            {...fieldProps(`${id}-notes`, errors?.notes)}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" name="intent" value="update" disabled={fetcher.state !== "idle"}>
          Save changes
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** One lead: who, what, where they came from, and the follow-up form. */
export function LeadCard({
  lead,
  staff,
  booking,
  manageLink,
  expanded = false,
}: {
  lead: LeadRow;
  staff: StaffOption[];
  booking?: LeadBooking;
  manageLink?: string;
  /** The message shown open (the lead its notification mail links to). */
  expanded?: boolean;
}) {
  const [deleting, setDeleting] = useState(false);
  const headingId = useId();
  const campaign = [lead.utmSource, lead.utmMedium, lead.utmCampaign].some(Boolean);
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
              {leadHeading(lead)}
            </h3>
            <p className="text-sm text-slate-600">
              <LocalDateTime iso={new Date(lead.createdAt).toISOString()} format={received} /> · {labelOf(ORGANISATION_TYPES, lead.organisationType)}
            </p>
          </div>
          <Badge tone={lead.status === "new" ? "warning" : lead.status === "won" ? "accent" : lead.status === "lost" ? "neutral" : "brand"}>
            {labelOf(LEAD_STATUSES, lead.status)}
          </Badge>
        </div>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact term="Work email">
            <a href={`mailto:${lead.email}`} className="font-medium text-brand-700 underline underline-offset-2">
              {lead.email}
            </a>
          </Fact>
          <Fact term="Topic">{labelOf(LEAD_TOPICS, lead.topic)}</Fact>
          <Fact term="Referrer site">{lead.source ?? "Direct / None"}</Fact>
          <Fact term="Campaign">{campaign ? `${lead.utmCampaign ?? "-"} (source ${lead.utmSource ?? "-"}, medium ${lead.utmMedium ?? "-"})` : "None"}</Fact>
          <Fact term="Landing page">{lead.landingPage ?? (lead.attribution === "none" ? "Not recorded" : "Unknown")}</Fact>
          <Fact term="Assigned to">{lead.assignedToName ?? "Nobody yet"}</Fact>
        </dl>
        {booking ? (
          <Suspense fallback={null}>
            <BookingFacts booking={booking} manageLink={manageLink} />
          </Suspense>
        ) : null}
        <details className="mt-3 text-sm" open={expanded}>
          <summary className="cursor-pointer font-semibold text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600">Message and visit</summary>
          <p className="mt-2 rounded-md bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-900">{lead.message}</p>
          {lead.referrer ? <p className="mt-2 break-all text-slate-700">Referrer: {lead.referrer}</p> : null}
          {lead.pagesSeen.length ? (
            <>
              <p className="mt-2 font-medium text-slate-800">
                Pages seen before the request ({lead.attribution === "visit" ? "from the analytics visit" : "from the page that showed the form"}):
              </p>
              <ol className="mt-1 list-decimal pl-5 break-all text-slate-700">
                {lead.pagesSeen.map((path, index) => (
                  <li key={`${index}-${path}`}>{path}</li>
                ))}
              </ol>
            </>
          ) : null}
        </details>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <FollowUpForm lead={lead} staff={staff} />
          <Button type="button" variant="outline" className="mt-3" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden />
            Delete lead
          </Button>
        </div>
      </article>
      <DeleteLeadDialog lead={lead} open={deleting} onOpenChange={setDeleting} />
    </li>
  );
}
