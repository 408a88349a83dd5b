import { useState } from "react";
import { CURATED_IMAGES, defaultImageFor, imageGroupFor } from "~/lib/blog/curated-images";
import type { PostType } from "~/lib/blog/types";
import type { MediaItem } from "~/lib/media/media-item";
import { srcsetFor } from "~/lib/media/media-urls";
import { FieldError } from "~/components/ui/field-error";
import { cn } from "~/lib/ui/cn";
import { UploadButton } from "~/routes/admin/media/upload-button";

type Option = { src: string; label: string; preview: string };

/** The picker's thumbnails are at most a fifth of the form wide. */
const THUMBNAIL_SIZES = "(min-width: 1024px) 180px, (min-width: 640px) 33vw, 50vw";

function Thumbnail({ option, checked, onChoose }: { option: Option; checked: boolean; onChoose: () => void }) {
  const srcset = srcsetFor(option.preview);
  return (
    <label
      className={cn(
        "flex cursor-pointer flex-col gap-1 rounded-md border-2 p-1 text-xs text-slate-800 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600",
        checked ? "border-brand-700 bg-brand-50" : "border-transparent",
      )}
    >
      <input type="radio" name="image" value={option.src} checked={checked} onChange={onChoose} className="sr-only" />
      <img
        src={option.preview}
        srcSet={srcset ?? undefined}
        sizes={srcset ? THUMBNAIL_SIZES : undefined}
        alt=""
        width={160}
        height={84}
        loading="lazy"
        className="aspect-[1200/630] w-full rounded object-cover"
      />
      <span className="break-words">{option.label}</span>
    </label>
  );
}

/**
 * The featured image: the type's default, one of the curated images of the post's type, or an
 * image of the media library (uploaded here or in the Media tab).
 */
export function ImagePicker({
  type,
  value,
  onChange,
  error,
  library,
}: {
  type: PostType | null;
  value: string;
  onChange: (src: string) => void;
  error?: string;
  library: MediaItem[];
}) {
  const [uploaded, setUploaded] = useState<MediaItem[]>([]);
  const curated: Option[] = [
    { src: "", label: "Default for this type", preview: defaultImageFor(type) },
    ...CURATED_IMAGES[imageGroupFor(type)].map((image) => ({ ...image, preview: image.src })),
  ];
  const seen = new Set<string>();
  const libraryOptions: Option[] = [...uploaded, ...library]
    .filter((item) => !seen.has(item.url) && Boolean(seen.add(item.url)))
    .map((item) => ({ src: item.url, label: item.alt || item.originalName || "Uploaded image", preview: item.url }));
  // A post may show a library image that is no longer among the newest listed: keep it choosable.
  if (value && !curated.some((option) => option.src === value) && !libraryOptions.some((option) => option.src === value)) {
    libraryOptions.unshift({ src: value, label: "Current image", preview: value });
  }
  const grid = "mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5";
  return (
    <fieldset aria-describedby={error ? "post-image-error" : undefined}>
      <legend className="text-sm font-medium text-slate-900">Featured image</legend>
      <div className={grid}>
        {curated.map((option) => (
          <Thumbnail key={option.src || "default"} option={option} checked={value === option.src} onChoose={() => onChange(option.src)} />
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">From the media library</p>
        <UploadButton
          onUploaded={(item) => {
            setUploaded((items) => [item, ...items]);
            onChange(item.url);
          }}
        />
      </div>
      {libraryOptions.length ? (
        <div className={cn(grid, "max-h-80 overflow-y-auto")}>
          {libraryOptions.map((option) => (
            <Thumbnail key={option.src} option={option} checked={value === option.src} onChoose={() => onChange(option.src)} />
          ))}
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No uploaded images yet.</p>
      )}
      <FieldError id="post-image-error" message={error} />
    </fieldset>
  );
}
