/**
 * Blog: reading what each public page shows (cached per content version, with a last-good-copy fallback) and what the admin list and editor need; staff edits with revisions and audit; writing through one versioned write service, scheduled publishing, seeding the built-in samples, and HTML sanitizing.
 */
export { deleteAutosave, getAutosave, putAutosave } from "./autosaves.server";
export {
  type AdminPostRow,
  type AdminPostsPage,
  type EditablePost,
  getEditablePost,
  getPostVersions,
  listAdminPosts,
  listPostAuthors,
} from "./admin-posts.server";
export {
  deleteStaffPost,
  discardStaffPostChanges,
  DUPLICATE_SUFFIX,
  duplicateStaffPost,
  publishDueStaffPosts,
  publishStaffPostChanges,
  purgeExpiredTrashedPosts,
  purgeStaffPost,
  resetToDefaultPosts,
  restoreStaffPost,
  restoreRevision,
  type RestoreMode,
  type SaveIntent,
  savePost,
  unpublishStaffPost,
} from "./post-editing.server";
export { getRevision, listRevisions, revisionChanges, REVISIONS_KEPT, type Revision, type RevisionSummary } from "./revisions.server";
export { setPostBodySealSecret } from "./body-seal.server";
export { extractNewsItems } from "./news-items.server";
export { POST_GONE, PostNotFoundError, PostValidationError, PostVersionConflictError } from "./post-errors.server";
export { seedDefaultPosts, seedDefaultPostsTask } from "./posts-seed.server";
export {
  createPost,
  deletePost,
  discardPendingChanges,
  type InitialStatus,
  type OnPostChange,
  type PostChange,
  publishDueScheduledPosts,
  publishPost,
  savePendingChanges,
  schedulePost,
  unpublishPost,
  updatePost,
  type WriteOptions,
  type WrittenPost,
} from "./posts-write.server";
export {
  findMovedPostSlug,
  findSlugByPostId,
  getBlogList,
  getPostPage,
  getPostPreview,
  isCurrentPostId,
  listFooterFeaturedPosts,
  listLatestPosts,
  listSitemapPosts,
  postTitles,
} from "./posts.server";
export { readableText } from "./readable-text.server";
export { sanitizeHtml } from "./sanitize.server";
export { countTrashedPosts, listTrashedPosts, type TrashedPost } from "./trash.server";
