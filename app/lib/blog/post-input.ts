import { z } from "zod";
import { POST_TYPES } from "./post-enums";
import { CONTENT_MAX } from "./rules";
import { SLUG_MAX, SLUG_MESSAGES, SLUG_PATTERN } from "./slug";

const MAX_TAGS = 20;
export const TITLE_MAX = 200;
/** The excerpt field's own cap: anything past 150 is cut at save, this only stops absurd input. */
export const EXCERPT_INPUT_MAX = 1000;
export const META_TITLE_MAX = 120;
export const META_DESCRIPTION_MAX = 300;
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

/** An optional text field: trimmed, at most `max` characters, "" meaning "not set" (null). */
function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters` })
    .transform((value) => (value === "" ? null : value));
}

/** A typed slug, or "" for "from the title". */
const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, { error: SLUG_MESSAGES.tooLong })
  .refine((value) => value === "" || SLUG_PATTERN.test(value), { error: SLUG_MESSAGES.invalid })
  .transform((value) => (value === "" ? undefined : value));

/**
 * A post as the blog service takes it; its messages are the ones the form shows beside each field.
 * Links and search texts also take null ("not set", as the schema gives them back), so what it
 * returned can be checked again: the post form's route checks the form, the service checks once more.
 */
export const postInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: "Title is required" })
    .max(TITLE_MAX, { error: `Title can be at most ${TITLE_MAX} characters` }),
  content: z
    .string()
    .max(CONTENT_MAX, { error: `Content can be at most ${CONTENT_MAX.toLocaleString("en-US")} characters` })
    .refine((value) => value.trim() !== "", { error: "Content is required" }),
  /** Omitted: the slug follows the title. */
  slug: slugSchema.optional(),
  category: z.string().trim().min(1, { error: "Category is required" }).max(60, { error: "Category can be at most 60 characters" }),
  date: z.iso.date({ error: "Date must be a valid date (yyyy-mm-dd)" }).optional(),
  excerpt: z
    .string()
    .max(EXCERPT_INPUT_MAX, { error: `Excerpt can be at most ${EXCERPT_INPUT_MAX} characters` })
    .optional()
    .default(""),
  image: linkSchema.nullable().optional().default(""),
  type: z.enum(POST_TYPES, { error: "Choose one of the post types" }).nullable().optional().default(null),
  url: linkSchema.nullable().optional().default(""),
  readMoreLink: linkSchema.nullable().optional().default(""),
  featured: z.boolean().optional().default(false),
  tags: z.array(z.string()).optional().default([]).transform(cleanTags),
  metaTitle: optionalText(META_TITLE_MAX, "Meta title").nullable().optional().prefault(""),
  metaDescription: optionalText(META_DESCRIPTION_MAX, "Meta description").nullable().optional().prefault(""),
  noindex: z.boolean().optional().default(false),
  authorId: z.uuid().nullable().optional().default(null),
});

export type PostInput = z.input<typeof postInputSchema>;
export type ValidPostInput = z.output<typeof postInputSchema>;
