import { Download, Search } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Form, href, Link, useFetcher } from "react-router";
import { PageLinks } from "~/components/admin/page-links";
import { PanelHeader } from "~/components/admin/panel-header";
import { selectClass } from "~/components/admin/form-field";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { DIRECT_SOURCE, type LeadListQuery, leadListSearch } from "~/lib/leads/lead-list-query";
import { LEAD_STATUSES } from "~/lib/leads/lead-options";
import type { LeadRow, StaffOption } from "~/services/leads";
import type { MailStatusSummary } from "~/services/mail";
import type { LeadBooking } from "~/services/bookings";
import { LEAD_DELETE_FETCHER_KEY } from "./fetcher-keys";
import { LeadCard } from "./lead-card";
import { LEAD_TOASTS, LEADS_TEXT, type LeadActionResult } from "./leads-admin-text";

// The mail notice (mail off, or notifications waiting or given up, with the failure's explanation)
// loads when shown, not with the page (issue 43). The server renders it in place (the admin's
// render waits for all); hydration keeps that HTML until the code is there.
const MailNotice = lazy(() => import("./lead-mail-notice").then((module) => ({ default: module.MailNotice })));

/** Whether the mail notice has anything to say: mail off, or notifications waiting or given up. */
function mailNeedsNotice(mail: MailStatusSummary): boolean {
  return !mail.configured || mail.waiting > 0 || mail.givenUp > 0;
}

type Props = {
  ok: boolean;
  query: LeadListQuery;
  mail: MailStatusSummary;
  leads: LeadRow[];
  total: number;
  page: number;
  pageCount: number;
  newCount: number;
  filters: { sources: string[]; campaigns: string[] };
  staff: StaffOption[];
  bookings: Record<string, LeadBooking>;
  manageLinks: Record<string, string>;
};

function Filters({ query, filters }: Pick<Props, "query" | "filters">) {
  return (
    <Form method="get" role="search" aria-label="Filter leads" className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 sm:px-5 lg:grid-cols-5">
      <div className="lg:col-span-2">
        <label htmlFor="leads-search" className="text-sm font-medium text-slate-800">
          Search name, email, organisation, message or notes
        </label>
        <Input id="leads-search" name="q" type="search" defaultValue={query.search} maxLength={100} className="mt-1.5" />
      </div>
      <div>
        <label htmlFor="leads-status" className="text-sm font-medium text-slate-800">
          Status
        </label>
        <select id="leads-status" name="status" defaultValue={query.status ?? ""} className={`${selectClass} mt-1.5`}>
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="leads-source" className="text-sm font-medium text-slate-800">
          Source
        </label>
        <select id="leads-source" name="source" defaultValue={query.source ?? ""} className={`${selectClass} mt-1.5`}>
          <option value="">All sources</option>
          {filters.sources.map((source) => (
            <option key={source} value={source}>
              {source === DIRECT_SOURCE ? "Direct / None" : source}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="leads-campaign" className="text-sm font-medium text-slate-800">
          Campaign
        </label>
        <select id="leads-campaign" name="campaign" defaultValue={query.campaign ?? ""} className={`${selectClass} mt-1.5`}>
          <option value="">All campaigns</option>
          {filters.campaigns.map((campaign) => (
            <option key={campaign} value={campaign}>
              {campaign}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end sm:col-span-2 lg:col-span-5">
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          Show leads
        </Button>
      </div>
    </Form>
  );
}

/** The Leads tab: new leads counted, the mail's state, filters, the list and its export. */
export function LeadsPanel(props: Props) {
  const { ok, query, mail, leads, total, page, pageCount, newCount, filters, staff } = props;
  useActionToast(useFetcher<LeadActionResult>({ key: LEAD_DELETE_FETCHER_KEY }));
  useEffect(() => {
    if (!ok) toast({ ...LEAD_TOASTS.loadError, variant: "destructive" });
  }, [ok]);
  const filtered = Boolean(query.search || query.status || query.source || query.campaign || query.lead);
  const exportHref = `${href("/svcs/admin-dashboard/leads/export")}${leadListSearch({ ...query, page: 1 })}`;
  return (
    <Card>
      <PanelHeader
        title={LEADS_TEXT.title}
        description={LEADS_TEXT.description}
        action={
          <a
            href={exportHref}
            download
            className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <Download aria-hidden className="size-4" />
            {LEADS_TEXT.exportLabel}
          </a>
        }
      />
      <p className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900 sm:px-5">
        {newCount ? LEADS_TEXT.newCount(newCount) : LEADS_TEXT.noNew}
      </p>
      {mailNeedsNotice(mail) ? (
        <Suspense fallback={null}>
          <MailNotice mail={mail} />
        </Suspense>
      ) : null}
      <Filters query={query} filters={filters} />
      {query.lead ? (
        <p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-800 sm:px-5">
          {LEADS_TEXT.oneLead}{" "}
          <Link to={href("/svcs/admin-dashboard/leads")} className="font-semibold text-brand-700 underline underline-offset-2">
            {LEADS_TEXT.allLeads}
          </Link>
        </p>
      ) : null}
      {!ok ? (
        <p className="p-6 text-center text-sm text-slate-600">{LEAD_TOASTS.loadError.description}</p>
      ) : leads.length === 0 ? (
        <p className="p-6 text-center text-sm text-slate-600">{query.lead ? LEADS_TEXT.leadGone : filtered ? LEADS_TEXT.noMatch : LEADS_TEXT.empty}</p>
      ) : (
        <ul aria-label="Leads, newest first" className="space-y-4 bg-slate-50 p-4 sm:p-5">
          {leads.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              expanded={Boolean(query.lead)}
              staff={staff}
              booking={props.bookings[lead.id]}
              manageLink={props.bookings[lead.id] ? props.manageLinks[props.bookings[lead.id]!.id] : undefined}
            />
          ))}
        </ul>
      )}
      <PageLinks
        label="Lead pages"
        page={page}
        hasNext={page < pageCount}
        hrefFor={(target) => leadListSearch({ ...query, page: target }) || "?"}
        position={`Page ${page} of ${pageCount} · ${total} lead${total === 1 ? "" : "s"}`}
      />
    </Card>
  );
}
