import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { addTag } from "~/lib/blog/tag-entry";

/** Tags added by Enter or the add button (never empty or a duplicate); each is sent as a `tags` field. */
export function TagsField({ tags, onChange, error }: { tags: string[]; onChange: (tags: string[]) => void; error?: string }) {
  const [typed, setTyped] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  function add() {
    const result = addTag(tags, typed);
    if (!result.ok) return setMessage(result.error);
    setMessage(null);
    setTyped("");
    onChange(result.tags);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }
  const shown = message ?? error;
  return (
    <div>
      <Label htmlFor="post-tag">Tags</Label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id="post-tag"
          value={typed}
          maxLength={50}
          onChange={(event) => {
            setTyped(event.target.value);
            setMessage(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="Type a tag and press Enter"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? "post-tag-error" : undefined}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden />
          Add
        </Button>
      </div>
      <FieldError id="post-tag-error" message={shown} />
      <ul aria-label="Tags of this post" className="mt-2 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-0.5 pr-1 pl-3 text-sm text-brand-900">
            {tag}
            <input type="hidden" name="tags" value={tag} />
            <button
              type="button"
              aria-label={`Remove tag ${tag}`}
              className="rounded-full p-1 hover:bg-brand-200 focus-visible:outline-3 focus-visible:outline-brand-600"
              onClick={() => onChange(tags.filter((other) => other !== tag))}
            >
              <X aria-hidden className="size-3" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
