import { eq, sql } from "drizzle-orm";
import { posts, searchDocuments, searchTerms } from "~/db/schema/index";
import type { SearchDocumentKind } from "~/lib/search/document-kinds";
import { htmlText } from "~/lib/search/html-text";
import { foldText, plainForIndex } from "~/lib/search/query";
import { postPath } from "~/lib/site/public-paths";
import type { Db, Tx } from "~/services/platform";
import { publiclyVisible } from "~/services/blog/posts-visibility.server";

/**
 * What to (re)index: a post by its id (the index reads it in the same transaction and keeps it only
 * while the public can see it), or a site content document with the content its page now shows.
 */
export type SearchSource = { kind: "post"; id: string } | { kind: "content"; id: string; title: string; url: string; text: string; version: number };

const keyOf = (source: SearchSource) => `${source.kind}:${source.id}`;

type Entry = {
  key: string;
  kind: SearchDocumentKind;
  title: string;
  url: string;
  summary: string;
  body: string;
  publishedOn: string | null;
  sourceVersion: number;
};

/** Words of a document as the typo corrector knows them: folded, starting with a letter, 3 to 40 characters. */
function termsOf(text: string): string {
  const words = foldText(text).match(/\p{L}[\p{L}\p{N}]*/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 3 && word.length <= 40))].join(" ");
}

async function writeEntry(tx: Db | Tx, entry: Entry) {
  const { key: _key, ...values } = entry;
  await tx
    .insert(searchDocuments)
    .values({ ...entry, indexedAt: sql`now()` })
    .onConflictDoUpdate({ target: searchDocuments.key, set: { ...values, indexedAt: sql`now()` } });
  const terms = termsOf(`${entry.title} ${entry.summary} ${entry.body}`);
  if (terms) {
    await tx.execute(sql`insert into ${searchTerms} (term) select distinct unnest(string_to_array(${terms}, ' ')) on conflict do nothing`);
  }
}

async function postEntry(tx: Db | Tx, id: string): Promise<Entry | null> {
  const [row] = await tx
    .select({
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      content: posts.content,
      date: posts.date,
      version: posts.version,
      visible: sql<boolean>`${publiclyVisible}`,
    })
    .from(posts)
    .where(eq(posts.id, id));
  if (!row?.visible) return null;
  return {
    key: `post:${id}`,
    kind: "post",
    title: plainForIndex(row.title),
    url: postPath(row.slug),
    summary: htmlText(row.excerpt),
    body: htmlText(row.content),
    publishedOn: row.date,
    sourceVersion: row.version,
  };
}

/**
 * Brings the search index in line with a source, inside the caller's transaction (the one that
 * publishes, edits or unpublishes it): a public post or a page is written, a post the public can no
 * longer see is removed. Null (a document that is not a page of its own) does nothing.
 */
export async function indexDocument(tx: Db | Tx, source: SearchSource | null): Promise<void> {
  if (!source) return;
  const entry =
    source.kind === "post"
      ? await postEntry(tx, source.id)
      : {
          key: keyOf(source),
          kind: "page" as const,
          title: plainForIndex(source.title),
          url: source.url,
          summary: "",
          body: plainForIndex(source.text),
          publishedOn: null,
          sourceVersion: source.version,
        };
  if (entry) await writeEntry(tx, entry);
  else await removeDocument(tx, source);
}

/** Takes a source out of the index (a post deleted for good, for instance). */
export async function removeDocument(tx: Db | Tx, source: Pick<SearchSource, "kind" | "id">): Promise<void> {
  await tx.delete(searchDocuments).where(eq(searchDocuments.key, `${source.kind}:${source.id}`));
}
