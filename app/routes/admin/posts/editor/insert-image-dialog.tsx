import { lazy, Suspense, useEffect, useId, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { MediaItem } from "~/lib/media/media-item";
import { ALT_TEXT_MAX, MEDIA_MESSAGES } from "~/lib/media/media-rules";
import { storedSize } from "~/lib/media/media-urls";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { useUpload } from "~/routes/admin/media/use-upload";

// Loaded when an upload starts, as on the Media tab (which it would otherwise keep in the page, issue 43).
const UploadProgress = lazy(() => import("~/routes/admin/media/upload-progress").then((module) => ({ default: module.UploadProgress })));

/** What goes into the post: a plain <img> with its alt text and size (the page derives srcset from the URL). */
export type InsertedImage = { src: string; alt: string; width: number; height: number };

/** A dropped or pasted file to upload, or a library image to place. */
export type ImageToInsert = { file: File } | { item: MediaItem };

type UploadHook = ReturnType<typeof useUpload>;

function InsertImageForm({
  image,
  upload,
  onClose,
  onInsert,
}: {
  image: ImageToInsert;
  upload: UploadHook;
  onClose: () => void;
  onInsert: (inserted: InsertedImage) => void;
}) {
  const id = useId();
  const [alt, setAlt] = useState("item" in image ? image.item.alt : "");
  const [altError, setAltError] = useState<string | null>(null);
  const preview = useMemo(() => ("file" in image ? URL.createObjectURL(image.file) : image.item.url), [image]);
  useEffect(() => () => ("file" in image ? URL.revokeObjectURL(preview) : undefined), [image, preview]);
  const { state } = upload;
  const sending = state.status === "sending";

  async function insert() {
    const text = alt.trim();
    if (!text) return setAltError(MEDIA_MESSAGES.altRequired);
    const item = "item" in image ? image.item : await upload.upload(image.file, text);
    if (!item) return;
    onInsert({ src: item.url, alt: text, ...storedSize(item) });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void insert();
      }}
      className="flex flex-col gap-3"
    >
      <img src={preview} alt="" className="max-h-48 w-full rounded object-contain" />
      {"file" in image ? <p className="text-xs break-all text-slate-600">{image.file.name}</p> : null}
      <div>
        <Label htmlFor={`${id}-alt`}>Alt text</Label>
        <Input
          id={`${id}-alt`}
          value={alt}
          maxLength={ALT_TEXT_MAX}
          aria-required
          aria-invalid={altError ? true : undefined}
          aria-describedby={altError ? `${id}-alt-error` : undefined}
          onChange={(event) => {
            setAlt(event.target.value);
            setAltError(null);
          }}
        />
        <FieldError id={`${id}-alt-error`} message={altError} />
      </div>
      {sending ? (
        <Suspense fallback={null}>
          <UploadProgress fraction={state.fraction} label={`Uploading ${state.fileName}`} />
        </Suspense>
      ) : null}
      <FieldError id={`${id}-upload-error`} message={state.status === "failed" ? state.message : undefined} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? "Uploading..." : "Insert image"}
        </Button>
      </div>
    </form>
  );
}

/**
 * Asks for the alt text (required: an image in a post must be described), then uploads the file
 * with a progress bar, or places the library image, and hands the <img> attributes back.
 */
export function InsertImageDialog({
  image,
  onClose,
  onInsert,
}: {
  image: ImageToInsert | null;
  onClose: () => void;
  onInsert: (inserted: InsertedImage) => void;
}) {
  const upload = useUpload();
  const close = () => {
    upload.reset();
    onClose();
  };
  return (
    <AdminDialog
      open={image !== null}
      onOpenChange={(open) => !open && upload.state.status !== "sending" && close()}
      title="Insert image"
      description="Describe the image for readers who can't see it."
    >
      {image ? (
        <InsertImageForm
          image={image}
          upload={upload}
          onClose={close}
          onInsert={(inserted) => {
            upload.reset();
            onInsert(inserted);
          }}
        />
      ) : null}
    </AdminDialog>
  );
}
