import { Search, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, href, useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { MEDIA_TOASTS, type MediaActionResult } from "./media-admin-text";
import type { MediaLibraryRow } from "~/lib/media/media-item";
import { DataTable } from "~/components/admin/data-table";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { MEDIA_ROW_FETCHER_KEY } from "./fetcher-keys";
import { MediaRow } from "./media-row";
import { UploadButton } from "./upload-button";

type Props = { ok: boolean; search: string; canManage: boolean; keptDays: number; trashed: number; items: MediaLibraryRow[] };

const COLUMNS = ["Image", "File", "Size", "Dimensions", "Used by", "Alt text"];

function emptyMessage({ ok, search, items }: Props): string | null {
  if (!ok) return MEDIA_TOASTS.loadError.description;
  if (items.length) return null;
  return search ? `No images match "${search}".` : "No images uploaded yet.";
}

/** The Media tab: every uploaded image with its size, where it is used and its alt text. */
export function MediaPanel(props: Props) {
  const { ok, search, canManage, keptDays, trashed, items } = props;
  const revalidator = useRevalidator();
  useActionToast(useFetcher<MediaActionResult>({ key: MEDIA_ROW_FETCHER_KEY }));
  useEffect(() => {
    if (!ok) toast({ ...MEDIA_TOASTS.loadError, variant: "destructive" });
  }, [ok]);

  return (
    <Card>
      <PanelHeader
        title="Media Library"
        description="Uploaded images, stored once and served in several sizes. An image used by a post cannot be deleted."
        action={
          canManage ? (
            <div className="flex flex-wrap gap-2">
              <UploadButton
                onUploaded={() => {
                  toast({ title: "Image uploaded", description: "Add its alt text below.", variant: "success" });
                  void revalidator.revalidate();
                }}
              />
              <Button asChild variant="outline">
                <Link to={href("/svcs/admin-dashboard/trash")}>
                  <Trash2 aria-hidden />
                  {`Trash (${trashed})`}
                </Link>
              </Button>
            </div>
          ) : null
        }
      />
      <Form method="get" role="search" className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-4">
        <label htmlFor="media-search" className="sr-only">
          Search images by alt text or file name
        </label>
        <Input id="media-search" name="q" type="search" defaultValue={search} placeholder="Search by alt text or file name" className="max-w-sm" />
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          Search
        </Button>
      </Form>
      <DataTable caption="Media library" columns={canManage ? [...COLUMNS, "Actions"] : COLUMNS} message={emptyMessage(props)} cardsBelow="lg">
        {items.map((item) => (
          <MediaRow key={item.id} item={item} canManage={canManage} keptDays={keptDays} />
        ))}
      </DataTable>
    </Card>
  );
}
