/** Numbers of the blog that more than one module uses, defined once. */
export const CARD_TAGS_SHOWN = 2;
export const HERO_TAGS_SHOWN = 2;
export const FEATURED_POSTS_KEPT = 3;
export const FOOTER_FEATURED_SHOWN = 2;
export const RELATED_POSTS_MAX = 3;
export const POSTS_PER_PAGE = 9;
/** Rows a page of the admin area's Blog Posts list shows: the list is paged so the default tab stays light at thousands of posts. */
export const ADMIN_POSTS_PER_PAGE = 50;
export const EXCERPT_MAX = 150;
/** Longest search query we accept; longer input is cut, never an error. */
export const SEARCH_QUERY_MAX = 200;

export const DEFAULT_NEWS_SECTION = "News from Washington";
export const DEFAULT_POST_IMAGE = "/images/blog/default.jpg";

/** Categories the admin's post form offers. */
export const POST_CATEGORIES = ["Industry Trends", "Compliance", "Savings", "Eligibility", "Investment", "Business", "Trends"] as const;

export const POST_TYPE_LABELS = {
  news: "News",
  certification: "Certification",
  webinar: "Webinar",
  newsletter: "Newsletter",
  interview: "Interview",
} as const;

/** Longest post body accepted (characters of HTML): several times the longest article the firm has written. */
export const CONTENT_MAX = 500_000;
/**
 * Largest request the editor's routes accept (save, autosave): the longest body in UTF-8, with
 * room for the other fields. Other forms keep the small default limit.
 */
export const EDITOR_BODY_MAX_BYTES = 2 * 1024 * 1024;
