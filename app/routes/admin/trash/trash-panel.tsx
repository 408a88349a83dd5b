import { RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { trashDaysLeft } from "~/lib/admin/trash";
import { formatDateTime } from "~/lib/core/date-time";
import { TRASH_TEXT, type TrashActionResult } from "./trash-admin-text";

/** One fetcher for every row: the page, which outlives a restored or deleted row, announces the result. */
const TRASH_FETCHER_KEY = "trash";

type Item = { id: string; name: string; deletedAt: string; deletedBy: string | null };
type Kind = "post" | "media";
type Props = {
  posts: { id: string; title: string; deletedAt: string; deletedBy: string | null }[];
  media: { id: string; url: string; alt: string; originalName: string; deletedAt: string; deletedBy: string | null }[];
  keptDays: number;
  canPurge: boolean;
  now: string;
};

function PurgeButton({ kind, item }: { kind: Kind; item: Item }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<TrashActionResult>({ key: TRASH_FETCHER_KEY });
  // Closed on any answer, so a refusal's toast is read out rather than hidden behind the dialog.
  useActionToast(
    fetcher,
    () => setOpen(false),
    false,
    () => setOpen(false),
  );
  return (
    <>
      <Button type="button" size="sm" variant="destructive-ghost" onClick={() => setOpen(true)} aria-label={`Delete for good: ${item.name}`}>
        <Trash2 aria-hidden />
        Delete for good
      </Button>
      <AdminDialog open={open} onOpenChange={setOpen} title="Delete for Good" description={TRASH_TEXT.purgeQuestion(item.name)}>
        <ConfirmForm
          fetcher={fetcher}
          fields={{ id: item.id, name: item.name }}
          intent={`purge-${kind}`}
          confirmLabel="Delete for Good"
          onCancel={() => setOpen(false)}
        />
      </AdminDialog>
    </>
  );
}

function ItemActions({ kind, item, canPurge }: { kind: Kind; item: Item; canPurge: boolean }) {
  const fetcher = useFetcher<TrashActionResult>({ key: TRASH_FETCHER_KEY });
  return (
    <div className="flex flex-wrap gap-1">
      <fetcher.Form method="post">
        <Honeypot />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="name" value={item.name} />
        <Button
          type="submit"
          name="intent"
          value={`restore-${kind}`}
          size="sm"
          variant="outline"
          disabled={fetcher.state !== "idle"}
          aria-label={`Restore ${item.name}`}
        >
          <RotateCcw aria-hidden />
          Restore
        </Button>
      </fetcher.Form>
      {canPurge ? <PurgeButton kind={kind} item={item} /> : null}
    </div>
  );
}

function Deleted({ item, keptDays, now }: { item: Item; keptDays: number; now: string }) {
  return (
    <>
      <DataCell label="Deleted" className="whitespace-nowrap">
        <LocalDateTime iso={item.deletedAt} format={formatDateTime} />
        {item.deletedBy ? <span className="block text-xs text-slate-600">by {item.deletedBy}</span> : null}
      </DataCell>
      <DataCell label="Kept" className="whitespace-nowrap">
        {TRASH_TEXT.daysLeft(trashDaysLeft(item.deletedAt, now, keptDays))}
      </DataCell>
    </>
  );
}

/** The trash: deleted posts and images, each restorable until the retention job empties it; admins may delete for good sooner. */
export function TrashPanel({ posts, media, keptDays, canPurge, now }: Props) {
  useActionToast(useFetcher<TrashActionResult>({ key: TRASH_FETCHER_KEY }));
  const actionsNote = canPurge ? "" : ` ${TRASH_TEXT.purgeAdminsOnly}`;
  return (
    <Card>
      <PanelHeader title={TRASH_TEXT.heading} description={`${TRASH_TEXT.description(keptDays)}${actionsNote}`} action={null} />
      <h3 className="px-4 pt-4 font-semibold text-slate-900 sm:px-5">{TRASH_TEXT.postsHeading}</h3>
      <DataTable
        caption="Posts in the trash, most recently deleted first"
        columns={["Title", "Deleted", "Kept", "Actions"]}
        message={posts.length ? null : TRASH_TEXT.noPosts}
      >
        {posts.map((post) => {
          const item = { ...post, name: post.title };
          return (
            <DataRow key={post.id}>
              <DataCell label="Title" className="font-medium text-slate-900">
                {post.title}
              </DataCell>
              <Deleted item={item} keptDays={keptDays} now={now} />
              <DataCell label="Actions">
                <ItemActions kind="post" item={item} canPurge={canPurge} />
              </DataCell>
            </DataRow>
          );
        })}
      </DataTable>
      <h3 className="border-t border-slate-200 px-4 pt-4 font-semibold text-slate-900 sm:px-5">{TRASH_TEXT.mediaHeading}</h3>
      <DataTable
        caption="Images in the trash, most recently deleted first"
        columns={["Image", "File", "Deleted", "Kept", "Actions"]}
        message={media.length ? null : TRASH_TEXT.noMedia}
      >
        {media.map((image) => {
          const item = { ...image, name: image.originalName || image.alt || "Uploaded image" };
          return (
            <DataRow key={image.id}>
              <DataCell label="Image" className="w-24">
                <img src={image.url} alt={image.alt} loading="lazy" className="h-auto w-20 rounded bg-slate-100 object-contain" />
              </DataCell>
              <DataCell label="File" className="break-all">
                {item.name}
              </DataCell>
              <Deleted item={item} keptDays={keptDays} now={now} />
              <DataCell label="Actions">
                <ItemActions kind="media" item={item} canPurge={canPurge} />
              </DataCell>
            </DataRow>
          );
        })}
      </DataTable>
    </Card>
  );
}
