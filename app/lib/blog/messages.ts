/** Every visitor-facing text of the blog that appears in more than one place, written once. */
export const BLOG_MESSAGES = {
  loadingPosts: "Loading posts...",
  loadingPost: "Loading post...",
  noPostsTitle: "No posts found for this type.",
  noPostsHint: "Try another type or check back later for new content.",
  cachedTitle: "Using cached blog posts",
  cachedDescription: "Could not connect to the database. Using locally cached posts instead.",
  loadFailed: "Failed to load blog posts",
  newsItemsErrorTitle: "Error",
  newsItemsErrorDescription: "There was an error rendering the news items. Please contact the administrator.",
} as const;
