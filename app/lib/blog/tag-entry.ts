import { cleanTags } from "./post-input";

export const TAG_MESSAGES = {
  empty: "Enter a tag name first",
  duplicate: "This tag is already added",
  tooMany: "A post can have at most 20 tags",
} as const;

/** Adds a typed tag to the form's list: never an empty one (spaces only count as empty) nor a duplicate (ignoring case). */
export function addTag(current: readonly string[], typed: string): { ok: true; tags: string[] } | { ok: false; error: string } {
  const [name] = cleanTags([typed]);
  if (!name) return { ok: false, error: TAG_MESSAGES.empty };
  if (current.some((tag) => tag.toLowerCase() === name.toLowerCase())) return { ok: false, error: TAG_MESSAGES.duplicate };
  const tags = cleanTags([...current, name]);
  if (tags.length === current.length) return { ok: false, error: TAG_MESSAGES.tooMany };
  return { ok: true, tags };
}
