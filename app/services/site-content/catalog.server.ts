import { CONTENT_TYPES } from "~/content/registry";
import { type ContentType, type DocumentDeclaration, documentId } from "~/lib/site-content/content-type";

/** One editable document: its id, its type and its declaration (name, defaults, pages). */
export type ContentDocument<Data = unknown> = { id: string; type: ContentType<Data>; declaration: DocumentDeclaration<Data> };

const ALL: ContentDocument[] = CONTENT_TYPES.flatMap((type) =>
  type.documents.map((declaration) => ({ id: documentId(type, declaration.key), type, declaration }) as ContentDocument),
);
const BY_ID = new Map(ALL.map((document) => [document.id, document]));

/** Every document, in the Site Content section's order. */
export function contentDocuments(): readonly ContentDocument[] {
  return ALL;
}

/** The document with this id, or null for an id no declaration makes (a forged or stale one). */
export function findContentDocument(id: string): ContentDocument | null {
  return BY_ID.get(id) ?? null;
}

/** The one document of a type, or one of its several by key. */
export function documentOf<Data>(type: ContentType<Data>, key: string = type.documents[0]!.key): ContentDocument<Data> {
  const found = BY_ID.get(documentId(type, key));
  if (!found) throw new Error(`No content document ${type.id}/${key}: is the type listed in content/registry.ts?`);
  return found as unknown as ContentDocument<Data>;
}
