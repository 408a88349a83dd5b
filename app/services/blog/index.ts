/**
 * Blog: reading posts for the public pages (with a last-good-copy fallback), writing them through one versioned write service, scheduled publishing, seeding the built-in samples, and HTML sanitizing.
 */
export { extractNewsItems } from "./news-items.server";
export { PostValidationError } from "./posts-prepare.server";
export { seedDefaultPosts, seedDefaultPostsTask } from "./posts-seed.server";
export { expireBlogSnapshotOnChange } from "./posts-snapshot.server";
export { bumpBlogVersion, CONTENT_KEY } from "./posts-version.server";
export {
  createPost,
  deletePost,
  type InitialStatus,
  type OnPostChange,
  type PostChange,
  PostNotFoundError,
  PostVersionConflictError,
  publishDueScheduledPosts,
  publishPost,
  schedulePost,
  unpublishPost,
  updatePost,
  type WriteOptions,
  type WrittenPost,
} from "./posts-write.server";
export { findSlugByPostId, getBlogList, getPostPage, isCurrentPostId, listAllPosts, listFooterFeaturedPosts, postTitles } from "./posts.server";
export { sanitizeHtml } from "./sanitize.server";
export { publishScheduledPostsJob } from "./scheduled-publishing.server";
