import { Input } from "~/components/ui/input";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "~/lib/blog/post-input";
import { fieldProps, FormField } from "~/components/admin/form-field";

type SearchValues = { metaTitle: string; metaDescription: string; noindex: boolean };

/** What search engines are told: title and description (empty: the post's title and excerpt), or nothing at all. */
export function SearchFields({
  values,
  fallback,
  onChange,
  errors,
}: {
  values: SearchValues;
  fallback: { title: string; excerpt: string };
  onChange: (values: Partial<SearchValues>) => void;
  errors: Record<string, string | undefined>;
}) {
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-slate-900">Search engines</legend>
      <FormField id="post-meta-title" label="Meta title" error={errors.metaTitle}>
        <Input
          {...fieldProps("post-meta-title", errors.metaTitle)}
          name="metaTitle"
          value={values.metaTitle}
          maxLength={META_TITLE_MAX}
          placeholder={fallback.title || "The post's title"}
          onChange={(event) => onChange({ metaTitle: event.target.value })}
        />
      </FormField>
      <FormField id="post-meta-description" label="Meta description" error={errors.metaDescription}>
        <textarea
          {...fieldProps("post-meta-description", errors.metaDescription)}
          name="metaDescription"
          rows={2}
          value={values.metaDescription}
          maxLength={META_DESCRIPTION_MAX}
          placeholder={fallback.excerpt || "The post's excerpt"}
          onChange={(event) => onChange({ metaDescription: event.target.value })}
          className="block w-full rounded-md border border-slate-400 bg-white p-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700"
        />
      </FormField>
      <label className="flex items-start gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          name="noindex"
          checked={values.noindex}
          onChange={(event) => onChange({ noindex: event.target.checked })}
          className="mt-0.5 size-4"
        />
        <span>
          <span className="font-medium">Hide from search engines</span>
          <span className="block text-slate-600">The page tells search engines not to index it; it is left out of the sitemap and the RSS feed.</span>
        </span>
      </label>
    </fieldset>
  );
}
