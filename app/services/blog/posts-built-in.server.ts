import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { htmlToText } from "~/lib/blog/excerpt";
import { byDateDesc, capFeatured, filterByTypeAndTag, type ListQuery } from "~/lib/blog/list-query";
import { slugify } from "~/lib/core/slug";
import type { BlogPost } from "~/lib/blog/types";
import { extractNewsItems } from "./news-items.server";
import { sanitizeHtml } from "./sanitize.server";

let builtIn: Promise<BlogPost[]> | null = null;

async function prepareBuiltInPosts(): Promise<BlogPost[]> {
  const result: BlogPost[] = [];
  for (const sample of DEFAULT_POSTS) {
    const content = await sanitizeHtml(sample.content);
    result.push({
      id: sample.legacyId,
      legacyId: sample.legacyId,
      slug: slugify(sample.title),
      title: sample.title,
      date: sample.date,
      excerpt: sample.excerpt,
      content,
      image: sample.image,
      category: sample.category,
      type: sample.type,
      url: null,
      readMoreLink: null,
      featured: sample.featured,
      tags: sample.tags,
      newsItems: extractNewsItems(content).items,
      updatedAt: new Date(`${sample.date}T12:00:00Z`).toISOString(),
    });
  }
  return capFeatured(result.sort(byDateDesc));
}

/** The built-in samples as display-ready posts, newest first; their legacy id doubles as id. Prepared once. */
export function builtInPosts(): Promise<BlogPost[]> {
  builtIn ??= prepareBuiltInPosts().catch((error: unknown) => {
    builtIn = null;
    throw error;
  });
  return builtIn;
}

/** Without the database: every word must appear in the title, excerpt, tags or text. */
function searchInMemory(all: BlogPost[], q: string): BlogPost[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter((post) => {
    const haystack = `${post.title} ${post.excerpt} ${post.tags.join(" ")} ${htmlToText(post.content)}`.toLowerCase();
    return words.every((word) => haystack.includes(word.replace(/^[-"]+|"+$/g, "")));
  });
}

/** The built-in posts a list query matches, newest first (all of them, unpaginated). */
export async function builtInPostsMatching(query: Pick<ListQuery, "q" | "type" | "tag">): Promise<BlogPost[]> {
  const all = await builtInPosts();
  return filterByTypeAndTag(query.q ? searchInMemory(all, query.q) : all, query);
}
