import { and, eq } from "drizzle-orm";
import { contentRevisions, postRevisions, posts } from "~/db/schema/index";
import type { BlogPost, PostSummary } from "~/lib/blog/types";
import { contentChanges } from "~/lib/site-content/content-diff";
import { getPostPreview } from "~/services/blog/posts.server";
import { sanitizeHtmlForDisplay } from "~/services/blog/sanitize.server";
import type { Db } from "~/services/platform";
import { findContentDocument } from "~/services/site-content/catalog.server";
import { documentState } from "./documents.server";
import type { PreviewLink } from "./preview-links.server";

/** What a preview link shows: a post as its page will look, or a content document's values in the form's words. */
export type PreviewPage =
  | { kind: "post"; post: BlogPost; related: PostSummary[]; pinnedVersion: number | null }
  | { kind: "content"; label: string; typeLabel: string; pages: string[]; values: { label: string; value: string }[]; pinnedVersion: number | null };

async function postPreview(db: Db, link: PreviewLink): Promise<PreviewPage | null> {
  const page = await getPostPreview(db, link.documentId);
  if (!page) return null;
  const [current] = await db.select({ version: posts.version }).from(posts).where(eq(posts.id, link.documentId));
  if (link.pinnedVersion === null || link.pinnedVersion === current?.version)
    return { kind: "post", post: page.post, related: page.related, pinnedVersion: link.pinnedVersion };
  const [revision] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, link.documentId), eq(postRevisions.version, link.pinnedVersion)))
    .limit(1);
  if (!revision) return null;
  const post: BlogPost = {
    ...page.post,
    title: revision.title,
    excerpt: revision.excerpt,
    content: await sanitizeHtmlForDisplay(revision.content),
    date: revision.meta.date,
    category: revision.meta.category,
    tags: revision.meta.tags,
    newsItems: [],
  };
  return { kind: "post", post, related: page.related, pinnedVersion: link.pinnedVersion };
}

async function contentPreview(db: Db, link: PreviewLink): Promise<PreviewPage | null> {
  const document = findContentDocument(link.documentId);
  if (!document) return null;
  let data: unknown;
  if (link.pinnedVersion === null) {
    data = (await documentState(db, "content", link.documentId)).draft;
  } else {
    const [revision] = await db
      .select({ data: contentRevisions.data })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.documentId, link.documentId), eq(contentRevisions.version, link.pinnedVersion)))
      .limit(1);
    data = link.pinnedVersion === 0 ? document.declaration.defaults : revision?.data;
  }
  if (!data) return null;
  const values = contentChanges(document.type.fields, undefined, data).map((change) => ({ label: change.label, value: change.after ?? "" }));
  return {
    kind: "content",
    label: document.declaration.label,
    typeLabel: document.type.label,
    pages: [...document.declaration.pages],
    values,
    pinnedVersion: link.pinnedVersion,
  };
}

/** The page a link shows, or null when its document (or pinned version) is gone. */
export async function previewPageOf(db: Db, link: PreviewLink): Promise<PreviewPage | null> {
  return link.documentKind === "post" ? postPreview(db, link) : contentPreview(db, link);
}
