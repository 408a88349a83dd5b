import type { ContentType } from "~/lib/site-content/content-type";
import { contentFieldErrors } from "~/lib/site-content/field-paths";
import type { FieldSpec } from "~/lib/site-content/fields";
import { sanitizeHtml } from "~/services/blog";
import { ContentValidationError } from "./content-errors.server";

/** Rich text through the posts' sanitizer, wherever the fields put it (inside lists and groups too). */
async function sanitizeRichText(fields: Record<string, FieldSpec>, value: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = { ...value };
  for (const [key, spec] of Object.entries(fields)) {
    const current = result[key];
    if (spec.kind === "richText" && typeof current === "string") result[key] = await sanitizeHtml(current);
    else if (spec.kind === "group" && current && typeof current === "object")
      result[key] = await sanitizeRichText(spec.fields, current as Record<string, unknown>);
    else if (spec.kind === "list" && Array.isArray(current)) {
      result[key] = await Promise.all(current.map((item: Record<string, unknown>) => sanitizeRichText(spec.item, item)));
    }
  }
  return result;
}

/**
 * Content as it may be stored: valid by its type's rules (else every field's message, by path)
 * and with its rich text sanitized. The one gate of every write: save, publish, restore, reset.
 */
export async function prepareContent<Data>(type: ContentType<Data>, input: unknown): Promise<Data> {
  const parsed = type.schema.safeParse(input);
  if (!parsed.success) throw new ContentValidationError(contentFieldErrors(parsed.error));
  return (await sanitizeRichText(type.fields, parsed.data as Record<string, unknown>)) as Data;
}
