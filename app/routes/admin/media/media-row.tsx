import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link, useFetcher, href } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { formatBytes } from "~/lib/backups/sizes";
import { MEDIA_TOASTS, type MediaActionResult } from "./media-admin-text";
import type { MediaLibraryRow } from "~/lib/media/media-item";
import { ALT_TEXT_MAX } from "~/lib/media/media-rules";
import { srcsetFor, storedSize } from "~/lib/media/media-urls";
import { DataCell, DataRow } from "~/components/admin/data-table";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";
import { lazyDialog } from "~/components/admin/lazy-dialog";

// Loaded when first opened (issue 43).
const DeleteMediaDialog = lazyDialog(() => import("./delete-media-dialog").then((module) => module.DeleteMediaDialog));

const TYPE_LABEL: Record<string, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP", "image/gif": "GIF", "image/avif": "AVIF" };

function AltTextForm({ item }: { item: MediaLibraryRow }) {
  const id = useId();
  const fetcher = useFetcher<MediaActionResult>();
  useActionToast(fetcher);
  const [alt, setAlt] = useState(item.alt);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.alt : undefined;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-start gap-2">
      <Honeypot />
      <input type="hidden" name="mediaId" value={item.id} />
      <div className="min-w-40 flex-1">
        <label htmlFor={id} className="sr-only">
          Alt text of {item.originalName || "this image"}
        </label>
        <Input
          id={id}
          name="alt"
          value={alt}
          maxLength={ALT_TEXT_MAX}
          placeholder="Describe the image"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setAlt(event.target.value)}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <Button type="submit" name="intent" value="alt" variant="outline" disabled={fetcher.state !== "idle" || alt === item.alt}>
        Save
      </Button>
    </fetcher.Form>
  );
}

export function MediaRow({ item, canManage, keptDays }: { item: MediaLibraryRow; canManage: boolean; keptDays: number }) {
  const [deleting, setDeleting] = useState(false);
  const reasonId = useId();
  // An image a post shows cannot go: the button says why instead of refusing after a click.
  const inUse = item.usedBy.length > 0;
  const srcset = srcsetFor(item.url);
  const size = storedSize(item);
  return (
    <DataRow alignTop>
      <DataCell label="Image" className="w-32">
        <img
          src={item.url}
          srcSet={srcset ?? undefined}
          sizes="112px"
          width={size.width}
          height={size.height}
          alt={item.alt}
          loading="lazy"
          className="h-auto w-28 rounded bg-slate-100 object-contain"
        />
      </DataCell>
      <DataCell label="File">
        <span className="break-all text-slate-900">{item.originalName || "(no name)"}</span>
        <span className="block text-xs text-slate-600">
          {TYPE_LABEL[item.mimeType] ?? item.mimeType}
          {item.uploaderName ? `, by ${item.uploaderName}` : ""}
        </span>
      </DataCell>
      <DataCell label="Size" className="whitespace-nowrap">
        {formatBytes(item.sizeBytes)}
      </DataCell>
      <DataCell label="Dimensions" className="whitespace-nowrap">
        {item.width} × {item.height}
      </DataCell>
      <DataCell label="Used by">
        {item.usedBy.length ? (
          <ul className="space-y-1">
            {item.usedBy.map((post) => (
              <li key={post.id}>
                <Link
                  to={
                    post.kind === "content"
                      ? href("/svcs/admin-dashboard/content/:documentId/edit", { documentId: encodeURIComponent(post.id) })
                      : href("/svcs/admin-dashboard/posts/:postId/edit", { postId: post.id })
                  }
                  className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600">Not used</span>
        )}
      </DataCell>
      <DataCell label="Alt text" className="min-w-56">
        {canManage ? <AltTextForm item={item} /> : <span>{item.alt || <span className="text-slate-600">No alt text</span>}</span>}
      </DataCell>
      {canManage ? (
        <DataCell label="Actions">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setDeleting(true)}
            aria-label={`Delete ${item.originalName || "image"}`}
            disabled={inUse}
            aria-describedby={inUse ? reasonId : undefined}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
          {inUse ? (
            <p id={reasonId} className="mt-1 max-w-48 text-xs text-slate-600">
              {MEDIA_TOASTS.deleteDisabled}
            </p>
          ) : null}
          <DeleteMediaDialog item={item} keptDays={keptDays} open={deleting} onOpenChange={setDeleting} />
        </DataCell>
      ) : null}
    </DataRow>
  );
}
