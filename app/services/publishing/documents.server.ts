import { eq } from "drizzle-orm";
import { href } from "react-router";
import { type ContentData, contentDocuments, type DocumentKind } from "~/db/schema/index";
import { postFormValuesOf } from "~/lib/blog/post-form-values";
import type { Permission } from "~/lib/auth/permissions";
import { getEditablePost, getPostVersions } from "~/services/blog/admin-posts.server";
import type { Db, Tx } from "~/services/platform";
import { type ContentDocument, findContentDocument } from "~/services/site-content/catalog.server";
import { PUBLISHING_MESSAGES, PublishingError } from "./publishing-errors.server";

/** What the lifecycle needs to know of any document, whatever its kind. */
export type DocumentState = {
  kind: DocumentKind;
  id: string;
  label: string;
  version: number;
  /** The saved draft (a post's stored form values; a content document's draft, else what is live). */
  draft: Record<string, unknown>;
  /** What the public sees now (null: a post never published). */
  live: Record<string, unknown> | null;
  /** Whether there is something unpublished to review. */
  hasDraft: boolean;
  /** Who last saved the draft (a post: its author's id). */
  authorId: string | null;
  draftSavedBy: string | null;
  /** The public pages that show it. */
  pages: string[];
  /** The role that edits it. */
  permission: Permission;
  /** The content document's declaration (site content only). */
  content?: ContentDocument;
  postStatus?: string;
  publishAt: Date | null;
};

export const EDIT_PERMISSION: Record<DocumentKind, Permission> = { post: "blog:manage", content: "content:manage" };

export function editorPath(kind: DocumentKind, id: string): string {
  return kind === "post"
    ? href("/svcs/admin-dashboard/posts/:postId/edit", { postId: id })
    : href("/svcs/admin-dashboard/content/:documentId/edit", { documentId: encodeURIComponent(id) });
}

/** The document as it stands, or a PublishingError when it does not exist (or a post is in the trash). */
export async function documentState(db: Db | Tx, kind: DocumentKind, id: string): Promise<DocumentState> {
  if (kind === "post") {
    // A post's draft is its pending changes when it is live and has them, else its row (decision 091).
    const versions = /^[0-9a-f-]{36}$/i.test(id) ? await getPostVersions(db, id) : null;
    const post = versions && (await getEditablePost(db, id));
    if (!versions || !post) throw new PublishingError(PUBLISHING_MESSAGES.unknownDocument, 404);
    const { live } = versions;
    return {
      kind,
      id,
      label: post.title,
      version: post.version,
      draft: versions.pending ?? postFormValuesOf(live),
      live: live.status === "published" ? postFormValuesOf(live) : null,
      hasDraft: live.status !== "published" || versions.pending !== null,
      authorId: versions.authorId,
      draftSavedBy: null,
      pages: [href("/newsletter/:slug", { slug: live.slug })],
      permission: EDIT_PERMISSION.post,
      postStatus: live.status,
      publishAt: versions.pendingPublishAt ?? (live.publishAt ? new Date(live.publishAt) : null),
    };
  }
  const content = findContentDocument(id);
  if (!content) throw new PublishingError(PUBLISHING_MESSAGES.unknownDocument, 404);
  const [row] = await db.select().from(contentDocuments).where(eq(contentDocuments.id, id));
  const live = (row?.published ?? content.declaration.defaults) as ContentData;
  return {
    kind,
    id,
    label: content.declaration.label,
    version: row?.version ?? 0,
    draft: row?.draft ?? live,
    live,
    hasDraft: Boolean(row?.draft),
    authorId: null,
    draftSavedBy: row?.draftSavedBy ?? null,
    pages: [...content.declaration.pages],
    permission: EDIT_PERMISSION.content,
    content,
    publishAt: row?.publishAt ?? null,
  };
}
