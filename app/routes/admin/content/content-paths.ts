import { href } from "react-router";

/**
 * The tab's addresses. A document id may hold "/" ("service/gtm"): it travels as one encoded path
 * segment, which React Router decodes back into the `documentId` parameter.
 */
export const CONTENT_LIST_PATH = href("/svcs/admin-dashboard/content");

export const contentEditPath = (documentId: string) => href("/svcs/admin-dashboard/content/:documentId/edit", { documentId: encodeURIComponent(documentId) });

export const contentHistoryPath = (documentId: string) =>
  href("/svcs/admin-dashboard/content/:documentId/history", { documentId: encodeURIComponent(documentId) });

/** The staff preview of a public page: the page in the public layout with saved drafts, never cached. */
export { previewPathOf as contentPreviewPath } from "~/routes/site/preview-paths";
