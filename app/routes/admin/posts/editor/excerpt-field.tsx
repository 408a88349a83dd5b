import { Wand2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { makeExcerpt } from "~/lib/blog/excerpt";
import { EXCERPT_MAX } from "~/lib/blog/rules";
import { cn } from "~/lib/ui/cn";

/** The excerpt with its n/150 counter (red when over: the save cuts it to 147 plus "...") and generation from the content. */
export function ExcerptField({ value, content, onChange, error }: { value: string; content: string; onChange: (excerpt: string) => void; error?: string }) {
  const over = value.length > EXCERPT_MAX;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="post-excerpt">Excerpt</Label>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(makeExcerpt("", content))}>
          <Wand2 aria-hidden />
          Generate from content
        </Button>
      </div>
      <textarea
        id="post-excerpt"
        name="excerpt"
        rows={3}
        maxLength={1000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="post-excerpt-count post-excerpt-error"
        aria-invalid={error ? true : undefined}
        className="mt-1.5 block w-full rounded-md border border-slate-400 bg-white p-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      />
      <p id="post-excerpt-count" className={cn("mt-1 text-right text-xs", over ? "font-semibold text-red-700" : "text-slate-600")}>
        {value.length}/{EXCERPT_MAX}
      </p>
      <FieldError id="post-excerpt-error" message={error} />
    </div>
  );
}
