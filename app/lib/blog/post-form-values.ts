import { z } from "zod";
import { POST_TYPES } from "~/db/schema/blog";

/** Everything the post form edits, as typed (the server validates it when saved). */
export const postFormValuesSchema = z.object({
  title: z.string(),
  slug: z.string(),
  date: z.string(),
  type: z.enum(POST_TYPES).nullable(),
  category: z.string(),
  image: z.string(),
  featured: z.boolean(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  content: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  noindex: z.boolean(),
});

export type PostFormValues = z.infer<typeof postFormValuesSchema>;

/** Form values read back from an autosave or a browser copy; null when they are not a form's values. */
export function parseFormValues(value: unknown): PostFormValues | null {
  const parsed = postFormValuesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
