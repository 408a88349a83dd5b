import { Upload } from "lucide-react";
import { lazy, Suspense, useId, useRef } from "react";
import { FieldError } from "~/components/ui/field-error";
import type { MediaItem } from "~/lib/media/media-item";
import { cn } from "~/lib/ui/cn";
import { useUpload } from "./use-upload";

// The progress bar loads when an upload starts, not with the page (issue 43); the label says
// "Uploading..." meanwhile.
const UploadProgress = lazy(() => import("./upload-progress").then((module) => ({ default: module.UploadProgress })));

/**
 * "Upload image": a file input styled as a button, the progress while sending and the refusal
 * message below it. `onUploaded` receives the library item (an existing one when the same picture
 * was uploaded before).
 */
export function UploadButton({ onUploaded, className }: { onUploaded: (item: MediaItem) => void; className?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload } = useUpload();
  const sending = state.status === "sending";
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label
        htmlFor={id}
        className={cn(
          "inline-flex h-10 w-fit cursor-pointer items-center gap-2 rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600",
          sending && "pointer-events-none opacity-60",
        )}
      >
        <Upload aria-hidden className="size-4" />
        {sending ? "Uploading..." : "Upload image"}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          disabled={sending}
          aria-describedby={state.status === "failed" ? `${id}-error` : undefined}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            const item = await upload(file);
            if (input.current) input.current.value = "";
            if (item) onUploaded(item);
          }}
        />
      </label>
      {sending ? (
        <Suspense fallback={null}>
          <UploadProgress fraction={state.fraction} label={`Uploading ${state.fileName}`} />
        </Suspense>
      ) : null}
      <FieldError id={`${id}-error`} message={state.status === "failed" ? state.message : undefined} />
    </div>
  );
}
