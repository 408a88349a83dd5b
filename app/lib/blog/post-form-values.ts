import { z } from "zod";
import { POST_TYPES } from "./post-enums";
import type { EditablePost } from "./types";

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

/** A new post starts as the spec says: type news, category Industry Trends, dated `today`. */
export function newPostFormValues(today: string): PostFormValues {
  return {
    title: "",
    slug: "",
    date: today,
    type: "news",
    category: "Industry Trends",
    image: "",
    featured: false,
    excerpt: "",
    tags: [],
    content: "",
    metaTitle: "",
    metaDescription: "",
    noindex: false,
  };
}

/** A stored post as the form edits it: what the post lacks (an image, SEO texts) is an empty field. */
export function postFormValuesOf(post: EditablePost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    date: post.date,
    type: post.type,
    category: post.category,
    image: post.image ?? "",
    featured: post.featured,
    excerpt: post.excerpt,
    tags: post.tags,
    content: post.content,
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    noindex: post.noindex,
  };
}
