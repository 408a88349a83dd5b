import type { z } from "zod";
import { type FieldMap, type FieldSpec, type FieldsOutput, objectSchema, specsOf } from "./fields";
import type { ContentGroup } from "./content-groups";

export { CONTENT_GROUPS, type ContentGroup } from "./content-groups";

/** One document of a type: its key (part of its id) and its name in the admin list. */
export type DocumentDeclaration<Data> = { key: string; label: string; defaults: Data; pages: readonly string[] };

/**
 * A content type: everything the site needs to store, validate, edit, show and restore it. The
 * fields give both the zod schema and the admin form; `defaults` are the built-in content a fresh
 * database shows and "Reset to built-in" brings back; `pages` are the public paths that read it
 * (for previews and links). A type with several documents (the four services) lists them.
 */
export type ContentType<Data = unknown> = {
  id: string;
  label: string;
  description: string;
  group: ContentGroup;
  fields: Record<string, FieldSpec>;
  schema: z.ZodType<Data>;
  documents: readonly DocumentDeclaration<Data>[];
  /** Reference content that staff should confirm at least this often (the content-health list reminds them). */
  reviewEveryDays?: number;
};

type Declaration<Fields extends FieldMap, Data> = {
  id: string;
  label: string;
  description: string;
  group: ContentGroup;
  fields: Fields;
  /** Rules across fields (e.g. effective dates that must not overlap); each issue names its field path. */
  refine?: (data: Data, context: z.RefinementCtx) => void;
  reviewEveryDays?: number;
} & ({ defaults: Data; pages: readonly string[] } | { documents: readonly DocumentDeclaration<Data>[] });

export function defineContentType<const Fields extends FieldMap>(declaration: Declaration<Fields, FieldsOutput<Fields>>): ContentType<FieldsOutput<Fields>> {
  type Data = FieldsOutput<Fields>;
  const base = objectSchema(declaration.fields) as unknown as z.ZodType<Data>;
  const refine = declaration.refine;
  const schema = refine ? (base.superRefine((data, context) => refine(data, context)) as unknown as z.ZodType<Data>) : base;
  const documents =
    "documents" in declaration
      ? declaration.documents
      : [{ key: declaration.id, label: declaration.label, defaults: declaration.defaults, pages: declaration.pages }];
  return {
    id: declaration.id,
    label: declaration.label,
    description: declaration.description,
    group: declaration.group,
    fields: specsOf(declaration.fields),
    schema,
    documents,
    reviewEveryDays: declaration.reviewEveryDays,
  };
}

/** A document's id: the type's id alone for a one-document type, else "type/key". */
export function documentId(type: { id: string; documents: readonly { key: string }[] }, key: string): string {
  return type.documents.length === 1 && key === type.id ? type.id : `${type.id}/${key}`;
}
