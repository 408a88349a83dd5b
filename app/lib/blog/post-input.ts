import { z } from "zod";
import { POST_TYPES } from "~/db/schema/blog";

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;

/** A site path or an http(s) URL; anything else (javascript:, data:, ...) is refused. */
const linkSchema = z
  .string()
  .trim()
  .max(2048, { error: "Links can be at most 2048 characters" })
  .refine((value) => value === "" || (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(value), {
    error: "Use a site path starting with / or an http(s) address",
  })
  .transform((value) => (value === "" ? null : value));

/** Tags as typed: trimmed, empty ones dropped, duplicates (ignoring case) dropped, order kept. */
export function cleanTags(raw: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of raw) {
    const name = tag.replace(/\s+/g, " ").trim().slice(0, MAX_TAG_LENGTH);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    result.push(name);
  }
  return result.slice(0, MAX_TAGS);
}

/** What the admin's blog form sends; its messages are the ones the form shows beside each field. */
export const postInputSchema = z.object({
  title: z.string().trim().min(1, { error: "Title is required" }).max(200, { error: "Title can be at most 200 characters" }),
  content: z.string().refine((value) => value.trim() !== "", { error: "Content is required" }),
  category: z.string().trim().min(1, { error: "Category is required" }).max(60, { error: "Category can be at most 60 characters" }),
  date: z.iso.date({ error: "Date must be a valid date (yyyy-mm-dd)" }).optional(),
  excerpt: z.string().max(1000).optional().default(""),
  image: linkSchema.optional().default(""),
  type: z.enum(POST_TYPES, { error: "Choose one of the post types" }).nullable().optional().default(null),
  url: linkSchema.optional().default(""),
  readMoreLink: linkSchema.optional().default(""),
  featured: z.boolean().optional().default(false),
  tags: z.array(z.string()).optional().default([]).transform(cleanTags),
  authorId: z.uuid().nullable().optional().default(null),
});

export type PostInput = z.input<typeof postInputSchema>;
export type ValidPostInput = z.output<typeof postInputSchema>;
