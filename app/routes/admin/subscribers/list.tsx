import { Download, Search, Send } from "lucide-react";
import { useState } from "react";
import { Form, href, Link, useFetcher } from "react-router";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { selectClass } from "~/components/admin/form-field";
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { PageLinks } from "~/components/admin/page-links";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { formatDateTime } from "~/lib/core/date-time";
import { SUBSCRIBER_STATUSES } from "~/lib/newsletter/newsletter-enums";
import { IMPORT_COLUMNS, SUBSCRIBERS_PAGE_SIZE } from "~/lib/newsletter/subscriber-list";
import { mailConfigured } from "~/services/mail";
import { deleteSubscriber, listSends, listSubscribers, postsToSend, subscriberQueryOf, type SubscriberRow } from "~/services/newsletter";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { readForm } from "~/routes/read-form.server";
import { failure, reply } from "../action.server";
import { SUBSCRIBER_TOASTS, SUBSCRIBERS_TEXT, type SubscriberActionResult } from "./subscribers-admin-text";
import type { Route } from "./+types/list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "newsletter:manage");
  const query = subscriberQueryOf(new URL(request.url).searchParams);
  const db = context.database.db;
  const read = async () => ({
    list: await listSubscribers(db, user.actor, query),
    sends: await listSends(db, user.actor),
    posts: await postsToSend(context, user.actor),
  });
  const fallback = {
    list: { rows: [], total: 0, counts: { pending: 0, active: 0, unsubscribed: 0, bounced: 0, complained: 0 }, suppressed: 0 },
    sends: [],
    posts: [],
  };
  return { query, mailOn: mailConfigured(context.config), ...(await loadOrUnavailable(context, read, { label: "subscribers", fallback })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "newsletter:manage");
  const form = await readForm(request, context);
  const id = String(form.get("subscriberId") ?? "");
  try {
    await deleteSubscriber(context.database.db, user.actor, id);
    return reply<SubscriberActionResult>({ intent: "delete", ok: true, toast: SUBSCRIBER_TOASTS.deleted });
  } catch (error) {
    return failure<SubscriberActionResult>(context, error, { intent: "delete", fallback: SUBSCRIBER_TOASTS.failed });
  }
}

const DELETE_KEY = "delete-subscriber";

// Loaded when first opened (issue 43).
const DeleteSubscriberDialog = lazyDialog(() => import("./delete-subscriber-dialog").then((module) => module.DeleteSubscriberDialog));

function DeleteSubscriber({ row }: { row: SubscriberRow }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<SubscriberActionResult>({ key: DELETE_KEY });
  // The list announces the answer: a deleted row is gone by the time it comes.
  useActionToast(fetcher, () => setOpen(false), false);
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Delete ${row.email}`}>
        Delete
      </Button>
      <DeleteSubscriberDialog row={row} fetcher={fetcher} open={open} onOpenChange={setOpen} />
    </>
  );
}

function ImportForm() {
  const fetcher = useFetcher<SubscriberActionResult>();
  useActionToast(fetcher);
  const refused = fetcher.data?.refused ?? [];
  return (
    <fetcher.Form method="post" action={href("/svcs/admin-dashboard/subscribers/import")} encType="multipart/form-data" className="space-y-3 p-4 sm:px-5">
      <h3 className="font-semibold text-slate-900">{SUBSCRIBERS_TEXT.importTitle}</h3>
      <p id="import-help" className="text-sm text-slate-600">
        {SUBSCRIBERS_TEXT.importHelp} ({IMPORT_COLUMNS})
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="import-file" className="text-sm font-medium text-slate-800">
            CSV file
          </label>
          <Input id="import-file" name="file" type="file" accept=".csv,text/csv" aria-describedby="import-help" className="mt-1.5" />
        </div>
        <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
          Import
        </Button>
      </div>
      {refused.length ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">Refused rows</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((row) => (
              <li key={row.line}>
                Line {row.line}: {row.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fetcher.Form>
  );
}

export default function SubscribersList({ loaderData }: Route.ComponentProps) {
  // The rows' delete answers, announced here: the list outlives the deleted row.
  useActionToast(useFetcher<SubscriberActionResult>({ key: DELETE_KEY }));
  const { query, list, sends, posts, mailOn } = loaderData;
  const exportSearch = new URLSearchParams({ ...(query.search ? { q: query.search } : {}), ...(query.status ? { status: query.status } : {}) }).toString();
  const pageCount = Math.max(1, Math.ceil(list.total / SUBSCRIBERS_PAGE_SIZE));
  return (
    <div className="space-y-6">
      {!mailOn ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {SUBSCRIBERS_TEXT.mailOff}
        </p>
      ) : null}
      <Card>
        <PanelHeader title={SUBSCRIBERS_TEXT.postsTitle} description={SUBSCRIBERS_TEXT.postsHelp} action={null} />
        <ul className="divide-y divide-slate-200">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-5">
              <span className="text-slate-900">
                {post.title}{" "}
                <span className="text-sm text-slate-600">
                  ({post.date}
                  {post.sends ? `, sent ${post.sends}×` : ""})
                </span>
              </span>
              <Button asChild variant="outline" size="sm">
                <Link to={href("/svcs/admin-dashboard/subscribers/send/:postId", { postId: post.id })}>
                  <Send aria-hidden="true" className="size-4" /> Send to subscribers<span className="sr-only">: {post.title}</span>
                </Link>
              </Button>
            </li>
          ))}
          {posts.length === 0 ? <li className="p-4 text-sm text-slate-600 sm:px-5">No published posts.</li> : null}
        </ul>
      </Card>
      <Card>
        <PanelHeader
          title={SUBSCRIBERS_TEXT.sendsTitle}
          description="Each send's figures: sent, bounced (at send time or reported back to the bounce mailbox), unsubscribed through its link, failed, complaints, and clicks when the send counts them."
          action={null}
        />
        <DataTable
          caption="Newsletter sends"
          columns={["Post", "Status", "Started", "Recipients", "Sent", "Bounced", "Unsubscribed", "Failed", "Complained", "Clicks"]}
          message={sends.length ? null : "No sends yet."}
          cardsBelow="lg"
        >
          {sends.map((send) => (
            <DataRow key={send.id}>
              <DataCell label="Post">
                {send.postId ? <Link to={href("/svcs/admin-dashboard/subscribers/send/:postId", { postId: send.postId })}>{send.subject}</Link> : send.subject}
              </DataCell>
              <DataCell label="Status">{send.status}</DataCell>
              <DataCell label="Started">
                <LocalDateTime iso={send.startedAt} format={formatDateTime} />
              </DataCell>
              <DataCell label="Recipients">{send.recipients ?? "–"}</DataCell>
              <DataCell label="Sent">{send.sent}</DataCell>
              <DataCell label="Bounced">{send.bounced}</DataCell>
              <DataCell label="Unsubscribed">{send.unsubscribed}</DataCell>
              <DataCell label="Failed">{send.failed}</DataCell>
              <DataCell label="Complained">{send.complained}</DataCell>
              <DataCell label="Clicks">{send.clicks ?? "not counted"}</DataCell>
            </DataRow>
          ))}
        </DataTable>
      </Card>
      <Card>
        <PanelHeader
          title={SUBSCRIBERS_TEXT.title}
          description={`${SUBSCRIBERS_TEXT.description} Active: ${list.counts.active}, waiting for confirmation: ${list.counts.pending}, suppressed addresses: ${list.suppressed}.`}
          action={
            <Button asChild variant="outline" size="sm">
              <a href={`${href("/svcs/admin-dashboard/subscribers/export")}${exportSearch ? `?${exportSearch}` : ""}`} download>
                <Download aria-hidden="true" className="size-4" /> {SUBSCRIBERS_TEXT.exportLabel}
              </a>
            </Button>
          }
        />
        <Form method="get" role="search" aria-label="Filter subscribers" className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-3 sm:px-5">
          <div className="sm:col-span-2">
            <label htmlFor="subscribers-search" className="text-sm font-medium text-slate-800">
              Search e-mail address
            </label>
            <Input id="subscribers-search" name="q" type="search" defaultValue={query.search} maxLength={200} className="mt-1.5" />
          </div>
          <div>
            <label htmlFor="subscribers-status" className="text-sm font-medium text-slate-800">
              Status
            </label>
            <select id="subscribers-status" name="status" defaultValue={query.status ?? ""} className={`${selectClass} mt-1.5`}>
              <option value="">All statuses</option>
              {SUBSCRIBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status} ({list.counts[status]})
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-3">
            <Button type="submit" variant="outline" size="sm">
              <Search aria-hidden="true" className="size-4" /> Filter
            </Button>
          </div>
        </Form>
        <DataTable
          caption="Subscribers"
          columns={["E-mail", "Status", "Topics", "Consented", "Confirmed", "Source", "Actions"]}
          message={list.rows.length ? null : query.search || query.status ? SUBSCRIBERS_TEXT.noMatch : SUBSCRIBERS_TEXT.empty}
          cardsBelow="lg"
        >
          {list.rows.map((row) => (
            <DataRow key={row.id}>
              <DataCell label="E-mail" className="break-all">
                {row.email}
              </DataCell>
              <DataCell label="Status">{row.status}</DataCell>
              <DataCell label="Topics">{row.topics.join(", ")}</DataCell>
              <DataCell label="Consented">
                <LocalDateTime iso={row.consentedAt} format={formatDateTime} />
              </DataCell>
              <DataCell label="Confirmed">
                <LocalDateTime iso={row.confirmedAt} format={formatDateTime} />
              </DataCell>
              <DataCell label="Source">{row.source}</DataCell>
              <DataCell label="Actions">
                <DeleteSubscriber row={row} />
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
        <PageLinks
          label="Subscriber pages"
          page={query.page}
          hasNext={query.page < pageCount}
          hrefFor={(page) =>
            `?${new URLSearchParams({ ...(query.search ? { q: query.search } : {}), ...(query.status ? { status: query.status } : {}), page: String(page) })}`
          }
          position={`Page ${query.page} of ${pageCount} · ${list.total} subscribers`}
        />
        <ImportForm />
      </Card>
    </div>
  );
}
