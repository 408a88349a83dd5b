import { CURATED_IMAGES, defaultImageFor, imageGroupFor } from "~/lib/blog/curated-images";
import type { PostType } from "~/lib/blog/types";
import { FieldError } from "~/components/ui/field-error";
import { cn } from "~/lib/ui/cn";

/** The featured image: one of the curated images of the post's type, or (empty) the type's default. */
export function ImagePicker({ type, value, onChange, error }: { type: PostType | null; value: string; onChange: (src: string) => void; error?: string }) {
  const images = CURATED_IMAGES[imageGroupFor(type)];
  const options = [{ src: "", label: "Default for this type", preview: defaultImageFor(type) }, ...images.map((image) => ({ ...image, preview: image.src }))];
  return (
    <fieldset aria-describedby={error ? "post-image-error" : undefined}>
      <legend className="text-sm font-medium text-slate-900">Featured image</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {options.map((option) => (
          <label
            key={option.src || "default"}
            className={cn(
              "flex cursor-pointer flex-col gap-1 rounded-md border-2 p-1 text-xs text-slate-800 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600",
              value === option.src ? "border-brand-700 bg-brand-50" : "border-transparent",
            )}
          >
            <input type="radio" name="image" value={option.src} checked={value === option.src} onChange={() => onChange(option.src)} className="sr-only" />
            <img src={option.preview} alt="" width={160} height={84} loading="lazy" className="aspect-[1200/630] w-full rounded object-cover" />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id="post-image-error" message={error} />
    </fieldset>
  );
}
