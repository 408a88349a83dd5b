import { ConfirmForm } from "~/components/admin/confirm-form";
import { useFetcher } from "react-router";
import { DELETE_MEDIA_QUESTION, type MediaActionResult } from "./media-admin-text";
import type { MediaLibraryRow } from "~/lib/media/media-item";
import { MEDIA_MESSAGES } from "~/lib/media/media-rules";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { useActionToast } from "~/components/admin/use-action-toast";
import { MEDIA_ROW_FETCHER_KEY } from "./fetcher-keys";

type Props = { item: MediaLibraryRow; keptDays: number; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteMediaDialog({ item, keptDays, open, onOpenChange }: Props) {
  const fetcher = useFetcher<MediaActionResult>({ key: MEDIA_ROW_FETCHER_KEY });
  useActionToast(fetcher, () => onOpenChange(false), false);
  const refusedFor = fetcher.data && !fetcher.data.ok && fetcher.data.mediaId === item.id ? fetcher.data.usedBy : undefined;
  const usedBy = refusedFor ?? item.usedBy;
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Image"
      description={usedBy.length ? MEDIA_MESSAGES.inUse : DELETE_MEDIA_QUESTION(keptDays)}
    >
      <p className="text-xs break-all text-slate-700">{item.originalName}</p>
      {usedBy.length ? (
        <div className="mt-3 text-sm text-slate-800">
          <p className="font-medium">Used by:</p>
          <ul className="mt-1 list-disc pl-5">
            {usedBy.map((post) => (
              <li key={post.id}>{post.title}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ConfirmForm
        fetcher={fetcher}
        fields={{ mediaId: item.id }}
        intent="delete"
        confirmLabel="Move to Trash"
        onCancel={() => onOpenChange(false)}
        className="mt-5"
      />
    </AdminDialog>
  );
}
