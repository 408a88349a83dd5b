import { todayIsoDate } from "~/lib/core/dates";
import { fieldErrors } from "~/lib/core/field-errors";
import { makeExcerpt } from "~/lib/blog/excerpt";
import { type PostInput, postInputSchema, type ValidPostInput } from "~/lib/blog/post-input";
import type { NewsItem } from "~/lib/blog/types";
import type { posts } from "~/db/schema/index";
import { sealPostBody } from "./body-seal.server";
import { PostValidationError } from "./post-errors.server";
import { extractNewsItems } from "./news-items.server";
import { sanitizeHtml, stripControlCharacters } from "./sanitize.server";

/** Everything stored for a post, after validation and sanitizing. */
export type PreparedPost = {
  values: Omit<typeof posts.$inferInsert, "id" | "slug" | "createdAt" | "updatedAt" | "search" | "status" | "publishAt" | "publishedAt" | "version">;
  /** The address staff typed; undefined means "from the title". */
  slug?: string;
  tags: string[];
  newsItems: NewsItem[];
};

function validate(input: PostInput): ValidPostInput {
  const parsed = postInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new PostValidationError(fieldErrors(parsed.error));
}

type PrepareOptions = {
  legacyId?: string | null;
  /** Only the seed passes another: the built-in samples, which a unit test proves sanitizing leaves unchanged. */
  sanitize?: (html: string) => Promise<string>;
};

/** Sanitizes and seals on save; a table in the content whose rows are dated headlines becomes the post's news items. */
export async function preparePost(input: PostInput, { legacyId = null, sanitize = sanitizeHtml }: PrepareOptions = {}): Promise<PreparedPost> {
  const valid = validate(input);
  const content = await sanitize(valid.content);
  const title = stripControlCharacters(valid.title);
  const newsItems = extractNewsItems(content).items;
  return {
    values: {
      legacyId,
      title,
      date: valid.date ?? todayIsoDate(),
      excerpt: stripControlCharacters(makeExcerpt(valid.excerpt, content)),
      content,
      bodySeal: sealPostBody(content, newsItems),
      image: valid.image,
      category: stripControlCharacters(valid.category),
      type: valid.type,
      url: valid.url,
      readMoreLink: valid.readMoreLink,
      featured: valid.featured,
      metaTitle: valid.metaTitle && stripControlCharacters(valid.metaTitle),
      metaDescription: valid.metaDescription && stripControlCharacters(valid.metaDescription),
      noindex: valid.noindex,
      authorId: valid.authorId,
    },
    slug: valid.slug,
    tags: valid.tags.map(stripControlCharacters),
    newsItems,
  };
}
