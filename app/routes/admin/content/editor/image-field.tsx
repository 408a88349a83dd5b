import { ImageIcon, X } from "lucide-react";
import { useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { Button } from "~/components/ui/button";
import type { FieldSpec } from "~/lib/site-content/fields";
import type { MediaItem } from "~/lib/media/media-item";
import { srcsetFor } from "~/lib/media/media-urls";
import { UploadButton } from "~/routes/admin/media/upload-button";
import type { ValuePath } from "./document-values";
import { FieldFrame, useControl } from "./field-frame";
import { useDocumentForm } from "./form-context";

type Choice = { src: string; label: string };

const fileName = (src: string) => decodeURIComponent(src.split("/").pop() ?? src);

function Thumbnail({ src }: { src: string }) {
  const srcset = srcsetFor(src);
  return (
    <img
      src={src}
      srcSet={srcset ?? undefined}
      sizes={srcset ? "160px" : undefined}
      alt=""
      width={160}
      height={120}
      loading="lazy"
      className="aspect-[4/3] w-full rounded bg-slate-100 object-contain"
    />
  );
}

function ChoiceGrid({ title, choices, current, onChoose }: { title: string; choices: Choice[]; current: string; onChoose: (src: string) => void }) {
  if (!choices.length) return null;
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <li key={choice.src}>
            <button
              type="button"
              aria-pressed={choice.src === current}
              onClick={() => onChoose(choice.src)}
              className="flex w-full flex-col gap-1 rounded-md border-2 border-transparent p-1 text-left text-xs break-words text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
            >
              <Thumbnail src={choice.src} />
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An image of the media library or of the site's own artwork, chosen in a dialog (or uploaded there). */
export function ImageField({ path, spec, value }: { path: ValuePath; spec: Extract<FieldSpec, { kind: "image" }>; value: unknown }) {
  const { setValue, library, builtInImages } = useDocumentForm();
  const { id, props, readOnly } = useControl(path, spec);
  const [open, setOpen] = useState(false);
  const [uploaded, setUploaded] = useState<MediaItem[]>([]);
  const current = typeof value === "string" ? value : "";
  const choose = (src: string) => {
    setValue(path, src);
    setOpen(false);
  };
  const seen = new Set<string>();
  const libraryChoices = [...uploaded, ...library]
    .filter((item) => !seen.has(item.url) && Boolean(seen.add(item.url)))
    .map((item) => ({ src: item.url, label: item.alt || item.originalName || "Uploaded image" }));
  const artwork = builtInImages.map((src) => ({ src, label: fileName(src) }));
  return (
    <FieldFrame path={path} spec={spec} labelledBy>
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-32 shrink-0">{current ? <Thumbnail src={current} /> : <p className="text-sm text-slate-600">No image chosen</p>}</div>
        {readOnly ? (
          <p className="text-sm break-all text-slate-700">{current}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              id={id}
              type="button"
              variant="outline"
              size="sm"
              aria-describedby={props["aria-describedby"]}
              data-invalid={props["aria-invalid"]}
              onClick={() => setOpen(true)}
            >
              <ImageIcon aria-hidden />
              {current ? "Change image" : "Choose image"}
              <span className="sr-only"> for {spec.label}</span>
            </Button>
            {current && isRemovable(spec) ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setValue(path, "")}>
                <X aria-hidden />
                Remove image
              </Button>
            ) : null}
          </div>
        )}
      </div>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={`Choose: ${spec.label}`}
        description="Pick an image of the media library or of the site's artwork, or upload one."
      >
        <div className="space-y-4">
          <UploadButton
            onUploaded={(item) => {
              setUploaded((items) => [item, ...items]);
              choose(item.url);
            }}
          />
          <ChoiceGrid title="Media library" choices={libraryChoices} current={current} onChoose={choose} />
          <ChoiceGrid title="Site artwork" choices={artwork} current={current} onChoose={choose} />
        </div>
      </AdminDialog>
    </FieldFrame>
  );
}

const isRemovable = (spec: Extract<FieldSpec, { kind: "image" }>) => !spec.required;
