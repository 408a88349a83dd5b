import type { PostStatus, PostType } from "./post-enums";

export type { PostStatus, PostType };

export type NewsItem = {
  headline: string;
  /** HTML */
  content: string;
  readMoreLink: string | null;
  section: string;
};

/** A post as pages show it: content and news items already sanitized. */
export type BlogPost = {
  id: string;
  legacyId: string | null;
  slug: string;
  title: string;
  /** yyyy-mm-dd */
  date: string;
  excerpt: string;
  content: string;
  image: string | null;
  category: string;
  type: PostType | null;
  url: string | null;
  readMoreLink: string | null;
  featured: boolean;
  tags: string[];
  newsItems: NewsItem[];
  /** ISO timestamp of the last change, for feeds and the sitemap. */
  updatedAt: string;
  /** Set when the news items could not be prepared for display. */
  newsItemsError?: boolean;
  /** Search engines' title and description (absent or null: title and excerpt), and whether to hide the page from them. */
  metaTitle?: string | null;
  metaDescription?: string | null;
  noindex?: boolean;
};

/** What a card needs: everything but the body. */
export type PostSummary = Omit<BlogPost, "content" | "newsItems" | "newsItemsError">;

export function toSummary({ content: _content, newsItems: _newsItems, newsItemsError: _error, ...summary }: BlogPost): PostSummary {
  return summary;
}

/** A row of the admin's post list: every post, drafts and scheduled ones included. */
export type AdminPostRow = {
  id: string;
  slug: string;
  title: string;
  date: string;
  type: PostType | null;
  category: string;
  featured: boolean;
  tags: string[];
  status: PostStatus;
  /** ISO; set only while scheduled. */
  publishAt: string | null;
  version: number;
  /** A published post whose changes are saved but not yet live (decision 091). */
  hasPendingChanges: boolean;
};

/** What the edit form starts from: an admin row with the fields the list leaves out. */
export type EditablePost = AdminPostRow & {
  excerpt: string;
  content: string;
  image: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  noindex: boolean;
  /** When a published post's changes not yet live (which these values then show) are scheduled to go live (ISO), or null. */
  pendingPublishAt?: string | null;
};
